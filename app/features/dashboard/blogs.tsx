import type { ReactNode } from "react";
import type { Blog, BlogWithBody } from "#domain/content";
import { ArticleField } from "./article-field";
import { blogInputSchema } from "#domain/content-input";
import { type Column, EditableList, indexColumn } from "./tables";
import { BanglaField, FormSubmit, useEntityForm } from "./forms";
import { ImageSourceField } from "./image-field";
import { FormField } from "../../components/form-field";

/** Spec §2 addBlogs form (and the edit modal, beyond the spec). */
export function BlogForm({ blog }: { blog?: BlogWithBody }) {
  const editing = blog !== undefined;
  const { form, field, busy, onSubmit, rootError } = useEntityForm(blogInputSchema, {
    defaultValues: {
      title: blog?.title ?? "",
      description: blog?.description ?? "",
      image: blog?.image ?? "",
      tag: blog?.tag ?? "",
      link: blog?.link ?? "",
      body: blog?.body ?? "",
      slug: blog?.slug ?? "",
      bn: {
        title: blog?.bn.title ?? "",
        description: blog?.bn.description ?? "",
        tag: blog?.bn.tag ?? "",
        body: blog?.bn.body ?? "",
      },
    },
    post: blog && ((values) => ({ intent: "update", id: blog._id, values })),
    action: "/dashboard/allBlogs",
    success: editing ? "Blog updated successfully" : "Blog added successfully",
    failure: editing ? "Failed to update blog" : "Failed to add blog",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Blog Title" requiredMark placeholder="Enter the blog title" {...field("title")} />
      <BanglaField label="Title in Bangla" {...field("bn.title")} />
      <FormField
        label="Blog Description"
        requiredMark
        rows={6}
        placeholder="Write the blog description"
        {...field("description")}
      />
      <BanglaField label="Description in Bangla" rows={6} {...field("bn.description")} />
      <ImageSourceField
        form={form}
        name="image"
        label="Image URL"
        uploadLabel="Or upload an image"
        placeholder="https://example.com/image.jpg"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tag" placeholder="SEO, Branding" {...field("tag")} />
        <BanglaField label="Tag in Bangla" {...field("bn.tag")} />
        <FormField
          label="External link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://example.com/article"
          {...field("link")}
        />
      </div>
      <ArticleField form={form} />
      <ArticleField form={form} language="bn" />
      <FormField
        label="Address (optional)"
        placeholder="our-first-post"
        hint={
          editing
            ? "The article's address after /blogs/. If you change it, the old address keeps working."
            : "The article's address after /blogs/. Leave it empty to make it from the title."
        }
        {...field("slug")}
      />
      <FormSubmit
        error={rootError}
        busy={busy}
        label={editing ? "Update" : "Add Blog"}
        busyLabel={editing ? "Updating..." : "Adding..."}
      />
    </form>
  );
}

const BLOG_COLUMNS: readonly Column<Blog>[] = [
  indexColumn(),
  {
    header: "Title",
    card: "lead",
    cell: (blog) => blog.title,
    className: "font-medium text-slate-900",
    tableWidth: "@4xl:min-w-56",
  },
  { header: "Tag", cell: (blog) => blog.tag, tableWidth: "@4xl:min-w-24" },
  { header: "Email", cell: (blog) => blog.email, tableWidth: "@4xl:min-w-56" },
];

/** Spec §2 allBlogs: #, Title, Tag, Email, Action (delete; edit beyond the spec). */
export function BlogsTable({
  blogs,
  firstRow,
  empty = "No blogs available yet.",
}: {
  blogs: readonly BlogWithBody[];
  firstRow: number;
  /** What shows when there are no rows (a search that matches nothing says so). */
  empty?: ReactNode;
}) {
  return (
    <EditableList
      caption="All Blogs"
      columns={BLOG_COLUMNS}
      items={blogs}
      firstRow={firstRow}
      empty={empty}
      nameOf={(blog) => blog.title}
      kind="blog"
      editTitle="Edit Blog"
      form={(blog) => <BlogForm blog={blog} />}
    />
  );
}

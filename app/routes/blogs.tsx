import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta } from "../components/page-meta";
import { BlogGrid } from "../features/blogs/blog-card";
import type { Route } from "./+types/blogs";

export async function loader({ context }: Route.LoaderArgs) {
  return { blogs: await context.services.content.listBlogs() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Blogs", description: "Guides and news on websites, apps, SEO, branding and digital marketing from our team in Dhaka." });

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData;
  return (
    <main id="main" className="py-16">
      <div className="container-page">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Blogs</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">Practical advice from our designers, developers and marketers.</p>
        <div className="mt-10">{blogs.length === 0 ? <p className="text-slate-600">No blogs available yet.</p> : <BlogGrid blogs={blogs} headingLevel={2} priority />}</div>
      </div>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;

import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BlogInput } from "#domain/content-input";
import { apiRequest } from "../../lib/api";
import { BanglaField, errorText, fieldError } from "./forms";
import { FormField } from "../../components/form-field";

/** The English article and its Bangla twin (issue 26): their field, labels and preview's words. */
const ARTICLES = {
  en: { name: "body", label: "Article (optional)", preview: "Preview article", region: "Article preview" },
  bn: {
    name: "bn.body",
    label: "Article in Bangla",
    preview: "Preview Bangla article",
    region: "Preview of the Bangla article",
  },
} as const;

const HINT =
  "Write the post here to give it its own page on the site. Markdown: ## Heading, **bold**, [link text](https://…), - list item. Without an article, Learn more opens the external link.";

/**
 * The article's Markdown (`language` "en"), or its Bangla twin ("bn", the /bn/ article page's), with
 * a preview made by the server's own renderer (the HTML the article page will show: no raw HTML,
 * only checked links), so what the admin sees is what visitors get.
 */
export function ArticleField({
  form,
  language = "en",
}: {
  form: UseFormReturn<BlogInput, unknown, unknown>;
  language?: keyof typeof ARTICLES;
}) {
  const article = ARTICLES[language];
  const error = fieldError(form.formState.errors, article.name);
  const previewId = useId();
  const [preview, setPreview] = useState<{ html?: string; problem?: string; busy?: boolean } | null>(null);
  const show = async () => {
    setPreview({ busy: true });
    try {
      const { html } = await apiRequest<{ html: string }>("/api/markdown-preview", {
        method: "POST",
        body: { markdown: form.getValues(article.name) ?? "" },
      });
      setPreview({ html });
    } catch (failure) {
      setPreview({ problem: errorText(failure) });
    }
  };
  return (
    <div>
      {language === "en" ? (
        <FormField
          label={article.label}
          rows={14}
          className="font-mono [&_textarea]:text-sm"
          hint={HINT}
          error={error}
          {...form.register(article.name)}
        />
      ) : (
        <BanglaField label={article.label} rows={14} error={error} {...form.register(article.name)} />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-outline py-1.5 text-sm"
          onClick={show}
          aria-controls={previewId}
          disabled={preview?.busy}
        >
          {preview?.busy ? "Preparing preview..." : preview?.html !== undefined ? "Refresh preview" : article.preview}
        </button>
        {preview?.html !== undefined && (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline"
            onClick={() => setPreview(null)}
          >
            Hide preview
          </button>
        )}
      </div>
      <div id={previewId}>
        {preview?.problem && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {preview.problem}
          </p>
        )}
        {preview?.html !== undefined && (
          // A long article scrolls inside the preview: focusable, so the keyboard can scroll it too.
          <section
            aria-label={article.region}
            tabIndex={0}
            className="mt-3 max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-5"
          >
            {preview.html === "" ? (
              <p className="text-slate-600">Nothing to preview yet.</p>
            ) : (
              // Safe HTML from the server's Markdown renderer (server/markdown.ts), as on the article page.
              <div className="article-body" lang={language} dangerouslySetInnerHTML={{ __html: preview.html }} />
            )}
          </section>
        )}
      </div>
    </div>
  );
}

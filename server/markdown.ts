import MarkdownIt from "markdown-it";
import { isSitePath, isWebUrl } from "#domain/urls";

/**
 * An article's Markdown as safe HTML (decision 0026). Raw HTML in the Markdown is shown as text,
 * never passed through; a link or image may only point at an http(s) address, a path on this site,
 * an anchor, mailto: or tel: — anything else (javascript:, data:, vbscript:…) stays text. Links get
 * rel="noopener" (other sites' also noreferrer, and open in a new tab); images load lazily. The
 * article's title is its page's h1, so headings in the body start at h2.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

md.validateLink = (url) =>
  isWebUrl(url) ||
  isSitePath(url) ||
  /^#[\w-]*$/.test(url) ||
  /^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(url) ||
  /^tel:\+?[\d\s().-]+$/i.test(url);

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const external = isWebUrl(String(token.attrGet("href") ?? ""));
  token.attrSet("rel", external ? "noopener noreferrer" : "noopener");
  if (external) token.attrSet("target", "_blank");
  return self.renderToken(tokens, idx, options);
};

const renderImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet("loading", "lazy");
  tokens[idx]!.attrSet("decoding", "async");
  return renderImage(tokens, idx, options, env, self);
};

md.core.ruler.push("headings_below_title", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
});

export const renderMarkdown = (markdown: string): string => md.render(markdown);

/** The words of an article's Markdown (runs of anything but white space). */
export const wordCount = (markdown: string): number => markdown.split(/\s+/).filter(Boolean).length;

/** Minutes a reader needs for `words` at about 200 words a minute (at least 1). */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / 200));

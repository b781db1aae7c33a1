import type { HTMLAttributes } from "react";
import { useContentText } from "../lib/locale";

/**
 * An admin's text (a position, a title…) in the page's language: its Bangla version on a Bangla
 * page when it has one, otherwise the English, its element marked lang="en" (issue 26).
 */
export function ContentText({
  as: Element = "span",
  english,
  bangla,
  ...attributes
}: { as?: "span" | "p" | "h2" | "h3"; english: string; bangla: string } & HTMLAttributes<HTMLElement>) {
  const { text, lang } = useContentText()(english, bangla);
  return (
    <Element lang={lang} {...attributes}>
      {text}
    </Element>
  );
}

/**
 * Structured data for search engines (schema.org as JSON-LD). Not a script the browser runs, so the
 * CSP does not apply; `<` is escaped so a title can never close the element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

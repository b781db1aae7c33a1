import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown, wordCount } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings (from h2 down), lists, emphasis and links", () => {
    const html = renderMarkdown(
      "# Title in the body\n\n## Section\n\nSome **bold** text and [our contact page](/contact).\n\n- one\n- two\n",
    );
    expect(html).toContain("<h2>Title in the body</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/contact" rel="noopener">our contact page</a>');
    expect(html).toContain("<ul>\n<li>one</li>");
  });

  it("opens other sites in a new tab without telling them where the reader came from", () => {
    expect(renderMarkdown("[web.dev](https://web.dev/articles/vitals)")).toContain(
      '<a href="https://web.dev/articles/vitals" rel="noopener noreferrer" target="_blank">web.dev</a>',
    );
  });

  it("loads images lazily", () => {
    expect(renderMarkdown("![A shop front](/media/shop.webp)")).toContain(
      '<img src="/media/shop.webp" alt="A shop front" loading="lazy" decoding="async">',
    );
  });

  it.each([
    ["raw HTML", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
    ["an inline handler in HTML", '<a href="/" onclick="alert(1)">x</a>'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["an encoded javascript: link", "[click](jav&#x61;script:alert(1))"],
    ["a data: link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a vbscript: link", "[click](vbscript:msgbox(1))"],
    ["a javascript: image", "![x](javascript:alert(1))"],
    ["a protocol-relative link", "[x](//evil.example/path)"],
    ["an autolink to javascript:", "<javascript:alert(1)>"],
    ["an attribute breakout in a title", '[x](/contact "a\\" onmouseover=\\"alert(1)")'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ])("renders %s inert", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(
      /<script|<iframe|<img[^>]+onerror|\son\w+="|href="(?:javascript|data|vbscript):|src="javascript:|href="\/\/evil/i,
    );
  });

  it("counts reading time at about 200 words a minute", () => {
    expect(readingMinutes(wordCount("word ".repeat(30)))).toBe(1);
    expect(readingMinutes(wordCount("word ".repeat(700)))).toBe(4);
  });
});

// The Help Center's Markdown (src/shared/markdown.ts, src/views/kit/Markdown.tsx): what it reads,
// and that hostile input comes out inert: no element but the allowed ones, no attribute but href
// (http(s) or relative), target and rel, and every piece of HTML shown as text.
import { expect, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseInline, parseMarkdown, safeHref } from "../../src/shared/markdown";
import { Markdown } from "../../src/views/kit/Markdown";

/** The markup, without the wrapper's style class (goober's). */
const html = (source: string) =>
  renderToStaticMarkup(createElement(Markdown, { source })).replace(/^<div class="go\d+">/, "<div>");
/** The tags of the rendered markup. */
const tags = (markup: string) => [...markup.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]);
/** Every attribute name of the rendered markup. */
const attributes = (markup: string) =>
  [...markup.matchAll(/<[a-z0-9]+((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)].flatMap((m) =>
    [...(m[1] ?? "").matchAll(/\s+([a-z-]+)=/g)].map((a) => a[1]),
  );
const ALLOWED_TAGS = new Set([
  "div",
  "h3",
  "h4",
  "h5",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "code",
  "a",
  "blockquote",
]);

test("reads headings, paragraphs, lists, quotes, bold, italic, code and links", () => {
  const blocks = parseMarkdown(
    "## Title\n\nOne line\nand the next.\n\n- first\n- **second**\n\n1. one\n2) two\n\n> careful\n\nSee [the page](/portfolio?tab=zakat) and `code`, *slanted* _too_.",
  );
  expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "list", "quote", "paragraph"]);
  expect(blocks[0]).toEqual({ type: "heading", level: 4, children: [{ type: "text", text: "Title" }] });
  expect(blocks[1]).toEqual({ type: "paragraph", children: [{ type: "text", text: "One line and the next." }] });
  expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "first" }], [{ type: "strong" }]] });
  expect(blocks[3]).toMatchObject({ ordered: true });
  const markup = html("See [the page](/portfolio?tab=zakat) and `code`, *slanted* _too_ and snake_case_name.");
  expect(markup).toBe(
    '<div><p>See <a href="/portfolio?tab=zakat">the page</a> and <code>code</code>, <em>slanted</em> <em>too</em> and snake_case_name.</p></div>',
  );
});

test("a link to another site opens in a new tab with noopener; an escaped mark is text", () => {
  expect(html("[Site](https://example.com/a?b=1)")).toBe(
    '<div><p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">Site</a></p></div>',
  );
  expect(html("\\*not bold\\*")).toBe("<div><p>*not bold*</p></div>");
});

test("only http(s) and relative addresses stay links", () => {
  for (const bad of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\u200bscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example",
    "/\\evil.example",
    "http://",
    "mailto:x@example.com",
    "file:///etc/passwd",
  ]) {
    expect(safeHref(bad)).toBeNull();
    const markup = html(`[click](${bad})`);
    expect(markup).not.toContain("<a");
    expect(markup).not.toContain("href");
  }
  for (const good of ["https://example.com", "http://example.com/x", "/disclaimer", "#part", "?tab=zakat", "page"])
    expect(safeHref(good)).not.toBeNull();
});

test("raw HTML, scripts and event attributes come out as text", () => {
  const hostile = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '[x](javascript:alert(1) "t") <svg onload=alert(1)>',
    '**<b onmouseover="alert(1)">bold</b>**',
    "## <style>body{display:none}</style>",
    "- <details open ontoggle=alert(1)>",
    "> <object data=evil>",
    "[<img src=x onerror=alert(1)>](https://example.com)",
  ].join("\n\n");
  const markup = html(hostile);
  for (const tag of tags(markup)) expect(ALLOWED_TAGS.has(tag as string)).toBe(true);
  for (const name of attributes(markup)) expect(["href", "target", "rel"]).toContain(name as string);
  expect(markup).not.toMatch(/<(script|img|iframe|svg|style|object|details|b)[\s>]/);
  expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(markup).not.toContain('javascript:alert(1)"');
  // The one link left points where it said, with its label as text.
  expect(markup).toContain(
    '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">&lt;img src=x onerror=alert(1)&gt;</a>',
  );
});

test("unclosed marks stay text; Arabic reads as Arabic", () => {
  expect(parseInline("**open and `tick and [link](")).toEqual([{ type: "text", text: "**open and `tick and [link](" }]);
  expect(html("## الزكاة\n\n- **النصاب**: ٨٥ غرامًا")).toBe(
    "<div><h4>الزكاة</h4><ul><li><strong>النصاب</strong>: ٨٥ غرامًا</li></ul></div>",
  );
});

// The small Markdown the Help Center's articles are written in, read into a tree that the view
// renders as React elements (src/views/kit/Markdown.tsx): never HTML. What it reads: headings
// (#, ##, ###), paragraphs, bullet lists (- or *), numbered lists (1. or 1)), quotes (>), **bold**,
// *italic* or _italic_, `code`, [links](https://…) and backslash escapes. Anything else, raw
// HTML included, is text. A link keeps its address only when it is http(s) or relative to this
// site (/path, ?query, #part, path); any other (javascript:, data:, //host, addresses with
// spaces, controls or backslashes) makes the link plain text.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: "heading"; level: 3 | 4 | 5; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "quote"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

/** The address a link may keep, or null: http(s) anywhere, or relative to this site. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (!href || /[\s\\\p{Cc}\p{Cf}]/u.test(href)) return null;
  if (/^https?:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      return url.hostname ? { href: url.href, external: true } : null;
    } catch {
      return null;
    }
  }
  if (href.startsWith("//")) return null;
  // Relative: no scheme before the first /, ? or #.
  if (/^[^:/?#]*(?:[/?#]|$)/.test(href) && !/^[^/?#]*:/.test(href)) return { href, external: false };
  return null;
}

const ESCAPABLE = "\\`*_[]()#+-.!>";

/** Reads the inline marks of one paragraph, heading or item. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "\\" && i + 1 < text.length && ESCAPABLE.includes(text[i + 1] as string)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (c === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: "code", text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (c === "*" && text[i + 1] === "*") {
      const end = text.indexOf("**", i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((c === "*" || c === "_") && text[i + 1] !== c && text[i + 1] !== " " && text[i + 1] !== undefined) {
      // _ only at a word's start, so snake_case_words stay text.
      const before = text[i - 1];
      if (c === "*" || before === undefined || !/[\p{L}\p{N}]/u.test(before)) {
        const end = text.indexOf(c, i + 1);
        if (end > i + 1 && text[end - 1] !== " ") {
          flush();
          out.push({ type: "em", children: parseInline(text.slice(i + 1, end)) });
          i = end + 1;
          continue;
        }
      }
    }
    if (c === "[") {
      const close = text.indexOf("](", i + 1);
      const end = close < 0 ? -1 : text.indexOf(")", close + 2);
      if (close > i && end > close) {
        const label = text.slice(i + 1, close);
        const target = safeHref(text.slice(close + 2, end));
        flush();
        if (target) out.push({ type: "link", ...target, children: parseInline(label) });
        else out.push(...parseInline(label));
        i = end + 1;
        continue;
      }
    }
    buffer += c;
    i += 1;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

/** Reads an article's body into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endQuote = () => {
    if (quote.length) blocks.push({ type: "quote", children: parseInline(quote.join(" ")) });
    quote = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    list = null;
  };
  const endAll = () => {
    endParagraph();
    endQuote();
    endList();
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      endAll();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endAll();
      const level = Math.min(5, (heading[1] as string).length + 2) as 3 | 4 | 5;
      blocks.push({ type: "heading", level, children: parseInline(heading[2] ?? "") });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      endParagraph();
      endQuote();
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(((bullet ?? numbered) as RegExpExecArray)[1] ?? "");
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      endParagraph();
      endList();
      quote.push(quoted[1] ?? "");
      continue;
    }
    if (list && /^\s+/.test(raw)) {
      // An indented line continues the last item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endQuote();
    endList();
    paragraph.push(line.trim());
  }
  endAll();
  return blocks;
}

// Renders the Help Center's Markdown (src/shared/markdown.ts) as React elements: text is always
// text (React escapes it), no HTML is ever inserted, and links keep only the addresses the parser
// allowed; a link to another site opens in a new tab with rel="noopener noreferrer".
import { styled } from "goober";
import { createElement, Fragment, type ReactNode } from "react";
import { type Block, type Inline, parseMarkdown } from "../../shared/markdown";
import { colors } from "./styles";

const Body = styled("div")`
  line-height: 1.75;
  overflow-wrap: anywhere;
  h3, h4, h5 { margin-block: 1rem 0.4rem; color: ${colors.text}; }
  h3 { font-size: 1.05rem; }
  h4, h5 { font-size: 0.98rem; }
  p, li { color: ${colors.text}; margin-block: 0.4rem; }
  ul, ol { padding-inline-start: 1.4rem; margin-block: 0.4rem; }
  a { color: ${colors.accent}; }
  code { background: ${colors.surfaceRaised}; padding-inline: 0.3rem; border-radius: 0.3rem; font-size: 0.92em; }
  blockquote {
    margin: 0.6rem 0;
    padding-inline-start: 0.9rem;
    border-inline-start: 3px solid ${colors.warning};
    color: ${colors.muted};
  }
`;

/** Children passed one by one (not as an array): their order is their identity, no keys needed. */
const list = (children: ReactNode[]) => createElement(Fragment, null, ...children);

function inline(nodes: Inline[]): ReactNode {
  return list(nodes.map(inlineNode));
}

function inlineNode(node: Inline): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "code":
      return <code>{node.text}</code>;
    case "strong":
      return <strong>{inline(node.children)}</strong>;
    case "em":
      return <em>{inline(node.children)}</em>;
    case "link":
      return node.external ? (
        <a href={node.href} target="_blank" rel="noopener noreferrer">
          {inline(node.children)}
        </a>
      ) : (
        <a href={node.href}>{inline(node.children)}</a>
      );
    default:
      return null;
  }
}

const listItem = (item: Inline[]) => createElement("li", null, inline(item));

function block(b: Block): ReactNode {
  switch (b.type) {
    case "heading": {
      const H = `h${b.level}` as "h3" | "h4" | "h5";
      return <H>{inline(b.children)}</H>;
    }
    case "paragraph":
      return <p>{inline(b.children)}</p>;
    case "quote":
      return <blockquote>{inline(b.children)}</blockquote>;
    case "list": {
      const L = b.ordered ? "ol" : "ul";
      return <L>{list(b.items.map(listItem))}</L>;
    }
    default:
      return null;
  }
}

/** The article's body, rendered. */
export function Markdown({ source, ...rest }: { source: string } & Record<`data-${string}`, string>) {
  return <Body {...rest}>{list(parseMarkdown(source).map(block))}</Body>;
}

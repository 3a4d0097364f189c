// The frame of a company search: a label, the text box, a status line and under it the matching
// companies, each a link or a button (symbol and name). The fundamentals sections link to the
// company; the comparator adds it to the comparison.
import { styled } from "goober";

export const SymbolSearchBox = styled("div")`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-block-size: 2.5rem;
    padding-inline: 0.75rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-secondary);
    color: var(--p-text);
    inline-size: 100%;
    max-inline-size: 32rem;
    box-sizing: border-box;
  }
  input:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 1px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-inline-size: 32rem;
    border: 1px solid var(--p-border);
    border-radius: 8px;
    background: var(--p-secondary);
  }
  li + li {
    border-block-start: 1px solid var(--p-border);
  }
  ul a,
  ul button {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    padding: 0.6rem 0.75rem;
    color: var(--p-text);
    overflow-wrap: anywhere;
  }
  ul a {
    text-decoration: none;
  }
  ul button {
    font: inherit;
    inline-size: 100%;
    border: 0;
    background: transparent;
    text-align: start;
    cursor: pointer;
  }
  ul a:hover,
  ul a:focus-visible,
  ul button:hover,
  ul button:focus-visible {
    background: var(--p-bg);
    outline: 3px solid var(--p-accent);
    outline-offset: -3px;
  }
  .symbol {
    font-weight: 700;
    unicode-bidi: isolate;
  }
  .status {
    font-size: 0.9rem;
  }
`;

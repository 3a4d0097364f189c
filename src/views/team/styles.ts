// The partner team screens' pieces, in the portal's theme colours (var(--p-*)): a panel, fields,
// small buttons and the table's own cells. Shared by team and access, the team watchlist and the
// layout page.
import { styled } from "goober";

/** Red and green that keep their contrast on every theme: mixed with the theme's text colour
 * (lighter on the dark themes, darker on the light one). */
export const DANGER = "color-mix(in srgb, #ff4d5e 65%, var(--p-text))";
export const GAIN = "color-mix(in srgb, #1fbf6a 60%, var(--p-text))";

export const Panel = styled("section")`
  display: grid;
  gap: 0.9rem;
  padding: 1rem;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  background: var(--p-secondary);
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const Row = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  min-width: 0;
`;

export const FieldBox = styled("label")`
  display: grid;
  gap: 0.3rem;
  font-size: 0.9rem;
  font-weight: 600;
  flex: 1 1 12rem;
  min-width: 0;
  input,
  select {
    font: inherit;
    font-weight: 400;
    min-block-size: 2.5rem;
    padding-inline: 0.65rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-bg);
    color: var(--p-text);
    min-width: 0;
    box-sizing: border-box;
    inline-size: 100%;
  }
  input[aria-invalid="true"] {
    border-color: ${DANGER};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 1px;
  }
`;

export const SmallButton = styled("button")`
  font: inherit;
  font-size: 0.9rem;
  min-block-size: 2.5rem;
  min-inline-size: 2.5rem;
  padding-inline: 0.75rem;
  border-radius: 8px;
  border: 1px solid var(--p-border);
  background: var(--p-bg);
  color: var(--p-text);
  cursor: pointer;
  &.primary {
    background: var(--p-primary);
    border-color: var(--p-primary);
    color: #ffffff;
    font-weight: 700;
  }
  &.danger {
    color: ${DANGER};
    border-color: ${DANGER};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 1px;
  }
`;

/** A refusal or a failure: red text with a role set by the caller (alert). */
export const Problem = styled("p")`
  margin: 0;
  color: ${DANGER};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The polite live region's line (what the last action did). */
export const Done = styled("p")`
  margin: 0;
  min-block-size: 1.25rem;
  overflow-wrap: anywhere;
`;

/** An e-mail or a name someone typed: left to right inside, wrapped anywhere on phones. */
export const UserText = styled("span")`
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;

// A live value that shows its last move: when the value changes it flashes briefly, green when
// it went up and red when it went down, and keeps a ▲ or ▼ in that colour until the next
// change (drawn in the cell's padding, so a column does not grow or jump). Under prefers-reduced-motion:
// reduce nothing animates; the mark alone tells the move. The first value shown is not a move.
// Used by every table whose prices follow the live quotes.
import { keyframes, styled } from "goober";
import { type ReactNode, useState } from "react";
import { down, up } from "./tone";

type Move = "up" | "down";

/** Which way `value` last moved, and how many moves it made (a new count restarts the flash). */
function useMove(value: number | null | undefined): { move: Move | null; moves: number } {
  const [previous, setPrevious] = useState(value);
  const [last, setLast] = useState<{ move: Move | null; moves: number }>({ move: null, moves: 0 });
  if (value !== previous) {
    setPrevious(value);
    if (
      typeof value === "number" &&
      typeof previous === "number" &&
      Number.isFinite(value) &&
      Number.isFinite(previous)
    )
      setLast((l) => ({ move: value > previous ? "up" : "down", moves: l.moves + 1 }));
  }
  return last;
}

const flashUp = keyframes`
  from { background-color: rgba(61, 220, 151, 0.4); }
  to { background-color: transparent; }
`;
const flashDown = keyframes`
  from { background-color: rgba(255, 122, 136, 0.4); }
  to { background-color: transparent; }
`;

// The mark is drawn by CSS (with an empty text alternative), so it is not part of the value's
// text: a copied or read value is the number alone.
const Box = styled("span")`
  position: relative;
  display: inline-block;
  padding-inline: 0.2rem;
  margin-inline: -0.2rem;
  border-radius: 0.3rem;
  white-space: nowrap;
  /* Beside the value, in the cell's padding: a column is as wide with the mark as without it. */
  &::before {
    position: absolute;
    inset-inline-end: 100%;
    inset-block-start: 50%;
    transform: translateY(-50%);
    font-size: 0.7em;
    line-height: 1;
  }
  &.flash-up::before { content: "▲" / ""; color: ${up}; }
  &.flash-down::before { content: "▼" / ""; color: ${down}; }
  @media (prefers-reduced-motion: no-preference) {
    &.flash-up { animation: ${flashUp} 1.2s ease-out; }
    &.flash-down { animation: ${flashDown} 1.2s ease-out; }
  }
`;

/** `children` (the formatted value) with the flash and mark of `value`'s last move. */
export function Flash({ value, children }: { value: number | null | undefined; children: ReactNode }) {
  const { move, moves } = useMove(value);
  return (
    // A new key on each move restarts the animation.
    <Box key={moves} className={move ? `flash-${move}` : undefined} data-move={move ?? undefined}>
      {children}
    </Box>
  );
}

// The colours of a rise and a fall on the dark screens (text on the surface passes WCAG AA).
export const up = "#3ddc97";
export const down = "#ff7a88";

/** A gain's colour: up for a rise, down for a fall, the text's own colour at zero. */
export const gainColor = (n: number) => (n > 0 ? up : n < 0 ? down : "inherit");

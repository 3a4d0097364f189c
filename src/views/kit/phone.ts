// Phones: the width at which tables change their layout (the same 480 px as the tables' own
// phone styles in ./Table.tsx). A quote table shows Change % right after the symbol there, so
// the column that matters most is in view without scrolling the table sideways.
import { useSyncExternalStore } from "react";

const PHONE_QUERY = "(max-width: 480px)";

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const list = matchMedia(PHONE_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const isPhone = () => typeof matchMedia === "function" && matchMedia(PHONE_QUERY).matches;

/** Whether the window is phone-wide; follows the window as it is resized or turned. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}

// The brand the server put in the page (<script type="application/json" id="brand-config">).
import { type Brand, DEFAULT_BRAND } from "../shared/brand";

let cached: Brand | null = null;

export function brand(): Brand {
  if (cached) return cached;
  const el = typeof document !== "undefined" ? document.getElementById("brand-config") : null;
  try {
    cached = { ...DEFAULT_BRAND, ...(el?.textContent ? (JSON.parse(el.textContent) as Partial<Brand>) : {}) };
  } catch {
    cached = DEFAULT_BRAND;
  }
  return cached;
}

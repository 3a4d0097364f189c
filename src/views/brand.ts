// The brand the server put in the page (<script type="application/json" id="brand-config">).

import { useI18nContext } from "../i18n/i18n-react";
import { type Brand, brandNames, DEFAULT_BRAND } from "../shared/brand";

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

/** The brand with its names in the page's language (روكتس on Arabic screens). */
export function useBrand(): Brand {
  const { locale } = useI18nContext();
  const b = brand();
  return { ...b, ...brandNames(b, locale) };
}

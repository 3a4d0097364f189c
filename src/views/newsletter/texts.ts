// The newsletter views' shared wording helpers: an error a machine holds, as the sentence to show.
import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { FormError } from "../../machines/portfolio/errors";

type N = TranslationFunctions["newsletter"];

/** The server's message when it sent one, else the page's own words for the problem. */
export function errorMessage(N: N, error: FormError | null, fallback?: () => string): string | null {
  if (!error) return null;
  if (error.message) return error.message;
  if (error.key === "network") return N.network();
  if (fallback) return fallback();
  return N.failed();
}

// What a failed portfolio call says, for a form: the server's message (already in the page's
// language) and the field it names, or a key of the portfolio texts when no answer came.
import { ApiError } from "../../client/http";

export interface FormError {
  /** The field at fault (a form field or CSV column); null for the whole form. */
  field: string | null;
  /** The server's message; null when the view should say "network" or "failed" itself. */
  message: string | null;
  key?: "network" | "failed" | "required" | "tooLong" | "invalid" | "negative" | "future";
}

export function formError(error: unknown): FormError {
  if (error instanceof ApiError && error.body?.message) {
    const field = error.body.field;
    return { field: typeof field === "string" ? field : null, message: error.body.message };
  }
  if (error instanceof ApiError && error.status === 0) return { field: null, message: null, key: "network" };
  return { field: null, message: null, key: "failed" };
}

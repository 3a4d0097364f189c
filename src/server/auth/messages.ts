// Success messages of the auth calls, in the caller's language (errors go through HttpError).
import type { Locales, Translation } from "../../i18n/i18n-types";
import { serverTexts } from "../texts";

type ServerMessage = keyof Translation["auth"]["server"];

export function message(locale: Locales, key: ServerMessage): string {
  return (serverTexts(locale).auth.server[key] as () => string)();
}

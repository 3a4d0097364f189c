// The text of a sign-in machine's message in the page's language.
import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { AuthMessage } from "../../machines/auth/messages";

export function messageText(LL: TranslationFunctions, message: AuthMessage | null): string | null {
  if (!message) return null;
  if (message.kind === "server") return message.text;
  if (message.kind === "locked") return LL.signIn.locked.message({ minutes: message.minutes });
  if (message.key === "otpExpired") return LL.auth.otp.expired();
  return LL.auth.messages[message.key]();
}

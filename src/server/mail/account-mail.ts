// The e-mails of the account page (docs/api.md, "Account"): a changed password, a deleted account
// and the code that confirms a deletion, in the owner's language. Times are in UTC and say so.
// A code is in the body only, never in the subject (subjects show on lock screens).
import type { Locales } from "../../i18n/i18n-types";
import { brandFromEnv, brandNames } from "../../shared/brand";
import { formatLongDay, formatTime } from "../../shared/datetime";
import { serverTexts } from "../texts";
import { escapeHtml, mailButton, mailCode, mailPage } from "./html";
import type { Mail } from "./mailer";

/** "27 November 2026, 01:50 UTC" / "27 نوفمبر 2026، 01:50 بالتوقيت العالمي": the one date in
 * words (src/shared/datetime.ts), Latin digits, the zone named. */
export function mailTime(at: number, lang: Locales): string {
  return `${formatLongDay(at, lang, "UTC")}${lang === "ar" ? "،" : ","} ${formatTime(at, lang, "UTC", { reader: "UTC" })}`;
}

function page(lang: Locales, subject: string, paragraphs: string[], code?: string): Mail["html"] {
  const [first, ...rest] = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const codeHtml = code ? `${mailCode(code)}\n` : "";
  return mailPage(lang, subject, `${first ?? ""}\n${codeHtml}${rest.join("\n")}`);
}

/** To the owner after a password change: when, and what to do if it was not them. */
export function passwordChangedMail(to: string, name: string, lang: Locales, at: number): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const greeting = serverTexts(lang).auth.mail.greeting({ name });
  const m = serverTexts(lang).emails.passwordChangedMail;
  const subject = m.subject({ product });
  const paragraphs = [greeting, m.intro({ product, when: mailTime(at, lang) }), m.notYou()];
  return { to, subject, text: paragraphs.join("\n\n"), html: page(lang, subject, paragraphs), lang };
}

/** To the former owner once the account and its data are gone. */
export function accountDeletedMail(to: string, name: string, lang: Locales, at: number): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const greeting = serverTexts(lang).auth.mail.greeting({ name });
  const m = serverTexts(lang).emails.accountDeletedMail;
  const subject = m.subject({ product });
  const paragraphs = [greeting, m.intro({ product, when: mailTime(at, lang) }), m.after()];
  return { to, subject, text: paragraphs.join("\n\n"), html: page(lang, subject, paragraphs), lang };
}

/** The code that confirms a deletion for an owner who does not remember the password. No sign-in
 * link: the code is typed on the account page of a signed-in browser. */
export function deleteCodeMail(to: string, name: string, lang: Locales, code: string): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const greeting = serverTexts(lang).auth.mail.greeting({ name });
  const m = serverTexts(lang).emails.deleteCodeMail;
  const subject = m.subject({ product });
  const text = [greeting, "", m.intro({ product }), "", code, "", m.expiry(), m.ignore()].join("\n");
  const html = page(lang, subject, [greeting, m.intro({ product }), m.expiry(), m.ignore()], code);
  return { to, subject, text, html, lang };
}

/** The forgot-password e-mail (docs/api.md, "Forgot password"): the 6-digit code and the
 * single-use link whose page leads to the new-password form, both for 5 minutes. */
export function passwordResetMail(to: string, name: string, lang: Locales, code: string, link: string): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const greeting = serverTexts(lang).auth.mail.greeting({ name });
  const m = serverTexts(lang).emails.resetMail;
  const subject = m.subject({ product });
  const text = [greeting, "", m.intro({ product }), "", code, "", m.link(), link, "", m.expiry(), m.ignore()].join(
    "\n",
  );
  const html = mailPage(
    lang,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro({ product }))}</p>
${mailCode(code)}
<p>${escapeHtml(m.link())}</p>
${mailButton(link, m.button())}
<p>${escapeHtml(m.expiry())}</p>
<p style="color:#555">${escapeHtml(m.ignore())}</p>`,
  );
  return { to, subject, text, html, lang };
}

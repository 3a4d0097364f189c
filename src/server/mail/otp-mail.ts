// The one-time-code e-mail, text and HTML, in the user's language. The code is in the body only,
// never in the subject: subjects show in notifications, lock screens and mail-server logs.
import type { Locales } from "../../i18n/i18n-types";
import { brandFromEnv, brandNames } from "../../shared/brand";
import { serverTexts } from "../texts";
import { escapeHtml, mailButton, mailCode, mailPage } from "./html";
import type { Mail } from "./mailer";

/** `sign_in`: the code of a locked-out owner's sign-in; its subject never carries the code. */
/** `link`: the single-use sign-in link of the same code (its page signs in, or verifies). */
export function otpMail(
  to: string,
  name: string,
  code: string,
  lang: Locales,
  purpose = "register",
  link?: string,
): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const t = serverTexts(lang).auth;
  const m = purpose === "sign_in" ? { ...t.mail, ...t.signInMail } : t.mail;
  const links = serverTexts(lang).emails.linkMail;
  const linkText = purpose === "sign_in" ? links.signIn() : links.register();
  const linkLines = link ? [linkText, link, ""] : [];
  const lines = [m.greeting({ name }), "", m.intro({ product }), "", code, "", ...linkLines, m.expiry(), m.ignore()];
  const linkHtml = link ? `<p>${escapeHtml(linkText)}</p>\n${mailButton(link, links.button())}\n` : "";
  const html = mailPage(
    lang,
    m.subject({ product }),
    `<p>${escapeHtml(m.greeting({ name }))}</p>
<p>${escapeHtml(m.intro({ product }))}</p>
${mailCode(code)}
${linkHtml}<p>${escapeHtml(m.expiry())}</p>
<p style="color:#555">${escapeHtml(m.ignore())}</p>`,
  );
  return { to, subject: m.subject({ product }), text: lines.join("\n"), html, lang };
}

/** To the owner of a verified address that someone tried to register with: no code, no link,
 * in the owner's language. */
export function registerNoticeMail(to: string, name: string, lang: Locales): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const t = serverTexts(lang).auth;
  const m = serverTexts(lang).emails.registerNoticeMail;
  const paragraphs = [t.mail.greeting({ name }), m.intro({ product }), m.signIn(), m.ignore()];
  const html = mailPage(lang, m.subject({ product }), paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"));
  return { to, subject: m.subject({ product }), text: paragraphs.join("\n\n"), html, lang };
}

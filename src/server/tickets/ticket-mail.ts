// The e-mail a user gets when support answers a ticket (docs/api.md "Support tickets"), in the
// user's language: the case number, the user's own subject and a link to the case. Never the
// answer itself, nor any address, code or token: it says where to read the answer, signed in.
import type { Locales } from "../../i18n/i18n-types";
import { brandFromEnv, brandNames } from "../../shared/brand";
import { escapeHtml, mailButton, mailPage } from "../mail/html";
import type { Mail } from "../mail/mailer";
import { serverTexts } from "../texts";

export function ticketReplyMail(
  to: string,
  name: string,
  lang: Locales,
  ticket: { number: number; subject: string },
  link: string,
): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const m = serverTexts(lang).tickets.mail;
  // The user's subject is isolated, so an Arabic subject in an English sentence (or the reverse)
  // keeps its own direction.
  const title = `\u2068${ticket.subject}\u2069`;
  const subject = m.subject({ number: ticket.number });
  const greeting = m.greeting({ name });
  const intro = m.intro({ number: ticket.number, title });
  const text = [greeting, "", intro, m.read(), link, "", m.ignore({ product })].join("\n");
  const html = mailPage(
    lang,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(m.read())}</p>
${mailButton(link, m.button())}
<p style="color:#555">${escapeHtml(m.ignore({ product }))}</p>`,
  );
  return { to, subject, text, html, lang };
}

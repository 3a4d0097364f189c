// The newsletter's e-mails: the confirmation of a subscription (double opt-in) and the
// newsletter itself, in the subscriber's language (right to left in Arabic), as HTML and plain
// text. The body is the partner team's plain text: escaped, blank lines make paragraphs, no
// HTML of theirs reaches the message. Every newsletter carries List-Unsubscribe with a signed
// link and List-Unsubscribe-Post (RFC 8058), so mail clients offer a one-click unsubscribe.
import type { Locales } from "../../i18n/i18n-types";
import { brandFromEnv, brandNames } from "../../shared/brand";
import { paragraphs } from "../../shared/newsletter";
import { escapeHtml } from "../mail/html";
import type { Mail } from "../mail/mailer";
import { serverTexts } from "../texts";

function html(lang: Locales, subject: string, body: string): string {
  const dir = lang === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#111;line-height:1.6;max-width:640px;margin:0 auto;padding:16px;text-align:${dir === "rtl" ? "right" : "left"}">
${body}
</body></html>`;
}

const paragraphHtml = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
const linkHtml = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="color:#0b57d0">${escapeHtml(label)}</a></p>`;

export function confirmationMail(o: {
  to: string;
  lang: Locales;
  partner: string;
  link: string;
  messageId: string;
}): Mail {
  const { product } = brandNames(brandFromEnv(process.env), o.lang);
  const m = serverTexts(o.lang).newsletter.mail;
  const subject = m.confirmSubject({ partner: o.partner });
  const lines = [m.confirmIntro({ partner: o.partner, product }), m.confirmAction()];
  const text = [...lines, o.link, "", m.confirmExpiry(), m.confirmIgnore()].join("\n");
  const body = [
    ...lines.map(paragraphHtml),
    linkHtml(o.link, o.link),
    paragraphHtml(m.confirmExpiry()),
    paragraphHtml(m.confirmIgnore()),
  ].join("\n");
  return { to: o.to, subject, text, html: html(o.lang, subject, body), lang: o.lang, messageId: o.messageId };
}

export function newsletterMail(o: {
  to: string;
  lang: Locales;
  partner: string;
  subject: string;
  body: string;
  /** The page that unsubscribes (for people), and the one-click address (for mail clients). */
  unsubscribePage: string;
  unsubscribePost: string;
  messageId: string;
}): Mail {
  const m = serverTexts(o.lang).newsletter.mail;
  const parts = paragraphs(o.body);
  const footer = [m.disclaimer(), m.footer({ partner: o.partner })];
  const text = [...parts, "—", ...footer, `${m.unsubscribe()} ${o.unsubscribePage}`].join("\n\n");
  const body = [
    ...parts.map(paragraphHtml),
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">',
    `<div style="font-size:13px;color:#555">${footer.map(paragraphHtml).join("\n")}${linkHtml(o.unsubscribePage, m.unsubscribe())}</div>`,
  ].join("\n");
  return {
    to: o.to,
    subject: o.subject,
    text,
    html: html(o.lang, o.subject, body),
    lang: o.lang,
    messageId: o.messageId,
    headers: {
      "List-Unsubscribe": `<${o.unsubscribePost}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

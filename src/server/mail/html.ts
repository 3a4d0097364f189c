// Safe HTML for e-mails and server-made documents: every text a user or the market gives us is
// escaped before it goes into markup (docs/architecture.md "Mail").
import type { Locales } from "../../i18n/i18n-types";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an HTML element or a quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The page every notice mail is framed in: the reader's language and direction, the subject as
 * its title, one plain column. `body` is markup already escaped. (The newsletter has a letter
 * layout of its own: src/server/newsletter/mail.ts.) */
export function mailPage(lang: Locales, subject: string, body: string): string {
  const dir = lang === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#111;line-height:1.5">
${body}
</body></html>`;
}

/** A link drawn as a button, in its own paragraph. */
export function mailButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0b5fff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** A one-time code, large, centred and left to right in either language. */
export function mailCode(code: string): string {
  return `<p style="font-size:28px;font-weight:700;letter-spacing:6px;direction:ltr;text-align:center">${escapeHtml(code)}</p>`;
}

/** A notice's text and HTML bodies (the Shariah alerts, the zakat reminders): the greeting, one
 * paragraph a line, the footer muted; the plain text ends with the link to the page. */
export function noticeBodies(
  lang: Locales,
  subject: string,
  notice: { greeting: string; lines: readonly string[]; footer: string; url: string },
): { text: string; html: string } {
  const { greeting, lines, footer, url } = notice;
  return {
    text: [greeting, "", ...lines, "", footer, "", url].join("\n"),
    html: mailPage(
      lang,
      subject,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
        `<p style="color:#555">${escapeHtml(footer)}</p>`,
      ].join("\n"),
    ),
  };
}

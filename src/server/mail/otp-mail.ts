// The one-time-code e-mail, text and HTML, in the user's language. The code is in the body only,
// never in the subject: subjects show in notifications, lock screens and mail-server logs.
import type { Locales } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import { brandFromEnv } from "../../shared/brand";
import type { Mail } from "./mailer";

loadAllLocales();

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function otpMail(to: string, name: string, code: string, lang: Locales): Mail {
  const { product } = brandFromEnv(process.env);
  const m = i18nObject(lang).auth.mail;
  const lines = [m.greeting({ name }), "", m.intro({ product }), "", code, "", m.expiry(), m.ignore()];
  const dir = lang === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject({ product }))}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(m.greeting({ name }))}</p>
<p>${escapeHtml(m.intro({ product }))}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;direction:ltr;text-align:center">${code}</p>
<p>${escapeHtml(m.expiry())}</p>
<p style="color:#555">${escapeHtml(m.ignore())}</p>
</body></html>`;
  return { to, subject: m.subject({ product }), text: lines.join("\n"), html, lang };
}

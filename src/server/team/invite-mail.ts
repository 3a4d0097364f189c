// The invitation e-mail of a partner's team (docs/api.md, "Partner team"): the single-use link to
// the page where the member chooses a password, and how to sign in afterwards. The security keys
// are never in it: the partner account gives them to its member itself.
import type { Locales } from "../../i18n/i18n-types";
import { brandFromEnv, brandNames } from "../../shared/brand";
import type { TeamRole } from "../../shared/partner-team";
import { mailTime } from "../mail/account-mail";
import { escapeHtml, mailButton, mailPage } from "../mail/html";
import type { Mail } from "../mail/mailer";
import { teamTexts } from "./errors";

/** The page the link opens; its button (not the page load) uses the token. */
export const inviteLinkUrl = (origin: string, token: string) =>
  `${origin}/partner/join?token=${encodeURIComponent(token)}`;

export function inviteMail(
  to: string,
  lang: Locales,
  invite: { partner: string; partnerID: string; role: TeamRole; link: string; expiresAt: number },
): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const t = teamTexts(lang);
  const m = t.mail;
  const subject = m.subject({ partner: invite.partner, product });
  const role = t.roles[invite.role]();
  const intro = m.intro({ partner: invite.partner, product, role });
  const signIn = m.signIn({ partner: invite.partner, partnerID: invite.partnerID });
  const expiry = m.expiry({ when: mailTime(invite.expiresAt, lang) });
  const text = [intro, "", m.link(), invite.link, "", signIn, "", expiry, m.ignore()].join("\n");
  const html = mailPage(
    lang,
    subject,
    `<p>${escapeHtml(intro)}</p>
${mailButton(invite.link, m.button())}
<p>${escapeHtml(signIn)}</p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#555">${escapeHtml(m.ignore())}</p>`,
  );
  return { to, subject, text, html, lang };
}

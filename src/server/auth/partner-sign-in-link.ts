// Sign-in by e-mailed link for partner accounts and team members: the way in when failed logins
// lock the password path (someone else's guesses need only the e-mail). POST
// /partner/auth/sign-in-link/request mails a single-use link (a 256-bit token, stored only as its
// HMAC under the code secret, valid 15 minutes) to every account of the e-mail: the partner
// account with it and each team it joined. POST /partner/auth/sign-in-link takes the token: the
// page the link opens posts it from its button, so a mail scanner fetching the link uses nothing.
//
// Nothing a stranger does can take this way from the owner: the link has no failure counter,
// wrong logins never touch it, and asking again while it is valid mails the same link again
// (sealed under the code secret) instead of replacing it. An unknown e-mail gets the same answer
// and the same limits, with nothing sent, so the call does not tell which addresses have accounts.
import type { Locales } from "../../i18n/i18n-types";
import { loginCodeSchema, signInLinkSchema } from "../../shared/auth";
import { brandFromEnv, brandNames } from "../../shared/brand";
import { readJson } from "../http/body";
import { HttpError, json, translateError } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import { escapeHtml, mailButton, mailPage } from "../mail/html";
import type { Mail } from "../mail/mailer";
import type { Services } from "../services";
import { memberSubject } from "../team/guard";
import { findMemberSession, touchMemberSignIn } from "../team/members-store";
import { serverTexts } from "../texts";
import { audit } from "./audit";
import { startSession } from "./login";
import { message } from "./messages";
import { generateLinkToken, hashLinkToken, seal, unseal } from "./otp";
import { accountsOfEmail, consumePartnerLink, type LinkAccount, liveLink, storeLink } from "./partner-links-store";
import { findPartnerById } from "./partners-store";
import { enforce } from "./rate-limit";
import { toPartner } from "./sessions";
import { clearFailures } from "./throttle";

/** How long a partner sign-in link works. */
export const PARTNER_LINK_TTL_MS = 15 * 60_000;

/** The page a partner link opens (its button posts the token to POST /partner/auth/sign-in-link). */
const partnerLinkUrl = (origin: string, token: string) =>
  `${origin}/partner/sign-in-link?token=${encodeURIComponent(token)}`;

/** The login throttle's counter of the account (partner.ts): a member's is `team:` + e-mail. */
const throttleEmail = (memberId: string | null, email: string) => (memberId ? `team:${email}` : email);

/** The seal binds the token to its account, so a sealed value is no use on another row. */
const sealSubject = (a: { partnerId: string; memberId: string | null }) =>
  `partner-link:${a.partnerId}:${a.memberId ?? ""}`;

/** The account's live link token, or a new one stored in place of an expired one. */
async function linkToken(services: Services, account: LinkAccount, email: string): Promise<string> {
  const { sql } = services.db;
  const now = services.now();
  for (let round = 0; round < 2; round++) {
    const sealed = await liveLink(sql, account, now);
    const open = sealed ? await unseal(services.codeSecret, sealSubject(account), sealed) : null;
    if (open) return open.token;
    const token = generateLinkToken();
    const stored = await storeLink(sql, {
      account,
      email,
      linkHash: hashLinkToken(services.codeSecret, token),
      sealed: await seal(services.codeSecret, sealSubject(account), { code: "", token }),
      now,
      expiresAt: now + PARTNER_LINK_TTL_MS,
    });
    if (stored) return token;
    // A parallel request stored a live link first: mail that one.
  }
  throw new HttpError(503, "busy", { retryAfter: 1 });
}

function partnerLinkMail(to: string, lang: Locales, links: { account: LinkAccount; url: string }[]): Mail {
  const { product } = brandNames(brandFromEnv(process.env), lang);
  const m = serverTexts(lang).emails.partnerLinkMail;
  const subject = m.subject({ product });
  const label = (a: LinkAccount) =>
    (a.memberId ? m.member : m.account)({ partner: a.partnerName, partnerID: a.partnerID });
  const text = [
    m.intro({ product }),
    "",
    ...links.flatMap(({ account, url }) => [label(account), url, ""]),
    m.ignore(),
  ].join("\n");
  const html = mailPage(
    lang,
    subject,
    `<p>${escapeHtml(m.intro({ product }))}</p>
${links
  .map(
    ({ account, url }) =>
      `<p>${escapeHtml(label(account))}</p>\n${mailButton(url, m.button({ partner: account.partnerName }))}`,
  )
  .join("\n")}
<p style="color:#555">${escapeHtml(m.ignore())}</p>`,
  );
  return { to, subject, text, html, lang };
}

/**
 * POST /partner/auth/sign-in-link/request: limited per requester address (10 an hour), then per
 * e-mail asked for (one a minute, known or not). Partners and members keep no language: the mail
 * is in the request's.
 */
async function requestLink(ctx: RequestContext): Promise<Response> {
  const { email } = await readJson(ctx.req, loginCodeSchema);
  const { services, ip } = ctx;
  enforce(await hitLimit(services, "partnerLinkRequests", ip));
  // Keyed by the e-mail, not the account, so unknown addresses meet the same limits; it only
  // spaces the e-mails out: the link they carry is the same one while it is valid.
  enforce(await hitLimit(services, "partnerLinkCooldown", email));
  const accounts = await accountsOfEmail(services.db.sql, email);
  if (accounts.length > 0) {
    const links: { account: LinkAccount; url: string }[] = [];
    for (const account of accounts) {
      const token = await linkToken(services, account, email);
      links.push({ account, url: partnerLinkUrl(services.config.publicOrigin, token) });
    }
    try {
      await services.mailer.send(partnerLinkMail(email, ctx.locale, links));
    } catch (error) {
      log.error("partner link e-mail failed", { to: email, error: String(error) });
      throw new HttpError(502, "mail_failed");
    }
    for (const account of accounts) {
      await audit(services, {
        event: "code_sent",
        kind: "partner",
        subjectId: account.memberId ?? account.partnerId,
        email,
        ip,
        detail: account.memberId ? { purpose: "sign_in_link", member: true } : { purpose: "sign_in_link" },
      });
    }
  }
  return json({ message: message(ctx.locale, "partnerLinkSent"), email });
}

function linkInvalid(): HttpError {
  return new HttpError(400, "link_invalid", {
    message: (locale) => translateError(locale, "partner_link_invalid"),
    field: "token",
    fields: ["token"],
  });
}

/**
 * POST /partner/auth/sign-in-link: uses the token up in one statement (of parallel posts exactly
 * one signs in), signs in the partner account or the member it was made for, and clears that
 * account's failed-login counters from every source.
 */
async function signInWithLink(ctx: RequestContext): Promise<Response> {
  const { token } = await readJson(ctx.req, signInLinkSchema);
  const { services, ip } = ctx;
  const { sql } = services.db;
  const used = await consumePartnerLink(sql, hashLinkToken(services.codeSecret, token), services.now());
  if (!used) throw linkInvalid();
  await clearFailures(services, "partner", throttleEmail(used.memberId, used.email));
  if (used.memberId) {
    // A member removed since the link was sent has no way in.
    const member = await findMemberSession(sql, used.memberId);
    if (!member || member.partner.id !== used.partnerId) throw linkInvalid();
    await touchMemberSignIn(sql, used.memberId, services.now());
    await audit(services, {
      event: "login_ok",
      kind: "partner",
      subjectId: used.memberId,
      email: used.email,
      ip,
      detail: { member: true, via: "link" },
    });
    const partner = { ...toPartner(member.partner), member: member.member };
    return startSession(ctx, "partner", memberSubject(used.memberId), { partner });
  }
  const row = await findPartnerById(sql, used.partnerId);
  if (!row) throw linkInvalid();
  await audit(services, {
    event: "login_ok",
    kind: "partner",
    subjectId: row.id,
    email: used.email,
    ip,
    detail: { via: "link" },
  });
  return startSession(ctx, "partner", row.id, { partner: toPartner(row) });
}

export const partnerLinkRoutes: Route[] = [
  route({
    method: "POST",
    path: "/partner/auth/sign-in-link/request",
    access: "public",
    limits: ["authCalls"],
    handler: requestLink,
  }),
  route({
    method: "POST",
    path: "/partner/auth/sign-in-link",
    access: "public",
    limits: ["authCalls"],
    handler: signInWithLink,
  }),
];

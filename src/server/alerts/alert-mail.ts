// The alert e-mail, text and HTML, in the user's language. Its Message-ID is derived from the
// trigger: the one resend we cannot rule out (the mail server accepted it, we crashed before
// recording that) arrives as the same message, which mail clients and servers recognise.
import type { Locales } from "../../i18n/i18n-types";
import type { AlertKind } from "../../shared/alerts";
import { clockAt, exchangeZone, formatDay } from "../../shared/datetime";
import { type Currency, formatMoney, listingCurrency } from "../../shared/format";
import { escapeHtml, mailPage } from "../mail/html";
import type { Mail } from "../mail/mailer";
import { serverTexts } from "../texts";

interface TriggerMailInput {
  triggerId: string;
  to: string;
  name: string;
  lang: Locales;
  symbol: string;
  kind: AlertKind;
  value: number | null;
  price: number;
  tickAt: number;
  note: string | null;
  /** The price came from the simulated market: the mail says so. */
  simulated?: boolean;
}

/** Each listing's exchange clock, named as the mail names it. */
const EXCHANGE_ZONES: Record<Currency, { name: Record<Locales, string> }> = {
  SAR: { name: { en: "Riyadh time (AST, UTC+3)", ar: "بتوقيت الرياض (غرينتش +3)" } },
  USD: { name: { en: "New York time (ET)", ar: "بتوقيت نيويورك (التوقيت الشرقي)" } },
};

/** A moment on the listing's exchange clock, with the zone named: "18-11-2026 14:32 Riyadh time
 * (AST, UTC+3)", "18-11-2026 10:05 New York time (ET)"; the screens' one date format
 * (src/shared/datetime.ts), Latin digits. */
export function exchangeTime(ms: number, symbol: string, lang: Locales): string {
  const currency = listingCurrency(symbol);
  const zone = EXCHANGE_ZONES[currency];
  const clock = exchangeZone(symbol);
  return `${formatDay(ms, clock, lang)} ${clockAt(ms, clock)} ${zone.name[lang]}`;
}

/** `<alert-TRIGGER@host>`: host of the public origin. */
function alertMessageId(triggerId: string, origin: string): string {
  return `<alert-${triggerId}@${new URL(origin).hostname}>`;
}

/** The condition in words: "price rose to 190.00 or above"; with `symbol`, a price level carries
 * the listing's currency ("price rose to $190.00 or above"). */
export function conditionText(lang: Locales, kind: AlertKind, value: number | null, symbol?: string): string {
  const t = serverTexts(lang).alerts.condition;
  if (value === null) return t[kind]({ value: "" });
  const money = symbol !== undefined && (kind === "priceAbove" || kind === "priceBelow");
  return t[kind]({ value: money ? formatMoney(value, listingCurrency(symbol), lang) : String(value) });
}

export function alertMail(input: TriggerMailInput, origin: string): Mail {
  const t = serverTexts(input.lang).alerts.mail;
  const condition = conditionText(input.lang, input.kind, input.value, input.symbol);
  const time = exchangeTime(input.tickAt, input.symbol, input.lang);
  const price = formatMoney(input.price, listingCurrency(input.symbol), input.lang);
  const body = t.body({ symbol: input.symbol, condition, price, time });
  const lines = [t.greeting({ name: input.name }), "", body];
  if (input.simulated) lines.push("", t.simulated());
  if (input.note) lines.push("", t.note({ note: input.note }));
  lines.push("", t.footer(), "", `${origin}/investment-screener`);
  const subject = t.subject({ symbol: input.symbol, condition });
  const html = mailPage(
    input.lang,
    subject,
    `<p>${escapeHtml(t.greeting({ name: input.name }))}</p>
<p>${escapeHtml(body)}</p>
${input.simulated ? `<p><strong>${escapeHtml(t.simulated())}</strong></p>` : ""}
${input.note ? `<p>${escapeHtml(t.note({ note: input.note }))}</p>` : ""}
<p style="color:#555">${escapeHtml(t.footer())}</p>`,
  );
  return {
    to: input.to,
    subject,
    text: lines.join("\n"),
    html,
    lang: input.lang,
    messageId: alertMessageId(input.triggerId, origin),
  };
}

interface SummaryMailInput {
  userId: string;
  to: string;
  name: string;
  lang: Locales;
  /** Alerts that fired past the budget in the hour. */
  count: number;
  budget: number;
  windowStart: number;
  windowEnd: number;
}

/** `<alert-summary-USER-HOUR@host>`: one per user and hour, the same if it is ever sent twice. */
function summaryMessageId(userId: string, windowStart: number, origin: string): string {
  return `<alert-summary-${userId}-${windowStart}@${new URL(origin).hostname}>`;
}

/** The one e-mail that replaces a user's alert e-mails past the hour's budget. */
export function summaryMail(input: SummaryMailInput, origin: string): Mail {
  const t = serverTexts(input.lang).alerts.mail;
  const hhmm = (ms: number) => clockAt(ms, "UTC");
  const day = formatDay(input.windowStart, "UTC", input.lang);
  const subject = t.summarySubject({ count: input.count });
  const body = t.summaryBody({
    count: input.count,
    budget: input.budget,
    day,
    from: hhmm(input.windowStart),
    to: hhmm(input.windowEnd),
  });
  const link = `${origin}/investment-screener`;
  const lines = [t.greeting({ name: input.name }), "", body, "", t.summaryFooter(), "", link];
  const html = mailPage(
    input.lang,
    subject,
    `<p>${escapeHtml(t.greeting({ name: input.name }))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.summaryFooter())}</a></p>`,
  );
  return {
    to: input.to,
    subject,
    text: lines.join("\n"),
    html,
    lang: input.lang,
    messageId: summaryMessageId(input.userId, input.windowStart, origin),
  };
}

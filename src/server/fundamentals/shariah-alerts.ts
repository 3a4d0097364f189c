// Alerts of a change in a company's Shariah status (docs/api.md, "Shariah record"): when the
// newest quarter of the record differs from the one before (compliant ↔ non-compliant; an unknown
// status is missing figures, not a change), every user who holds the company in a portfolio or
// watches it in a watchlist is told once, in the app (a live event to their sockets, and the
// record on the ticker page), by e-mail and by Web Push, through the alerts' mailer and push
// sender. shariah_alerts is unique per (user, symbol, quarter): two instances or a restart cannot
// tell one change twice. The alert names the ratio that changed, the sell-by date (SELL_BY_DAYS
// after the change, Hijri on Umm al-Qura and Gregorian) when the company became non-compliant,
// and for a holder the purification due so far: AAOIFI 21 (non-permissible income ÷ shares) for
// the shares held each day of the last 365.
import type { SQL } from "bun";
import type { Locales } from "../../i18n/i18n-types";
import { formatLongDay } from "../../shared/datetime";
import { formatMoney, formatPercent } from "../../shared/format";
import { formatHijriOf } from "../../shared/hijri";
import { DECIDING_TESTS, type ShariahStatus } from "../../shared/shariah";
import type { PushSender } from "../alerts/push";
import { deleteSubscription, liveSubscriptions } from "../alerts/push-subscriptions-store";
import { findUserById } from "../auth/users-store";
import { log } from "../log";
import { noticeBodies } from "../mail/html";
import type { Mailer } from "../mail/mailer";
import { dayFromIso, isoDay } from "../market/dates";
import type { Market } from "../market/engine";
import { serverTexts } from "../texts";
import { fromRow, type QuarterRecord } from "./shariah-history";
import {
  alertedUsers,
  historyOf,
  insertShariahAlert,
  leasePending,
  markChannels,
  type PositionEvent,
  positionEvents,
  type ShariahAlertRow,
  trackedSymbols,
  watchersOf,
} from "./shariah-history-store";

/** Days between a change to non-compliant and the date to have sold by, as Saudi Shariah boards
 * commonly set. */
const SELL_BY_DAYS = 90;
/** The days of holding the purification so far counts. */
const PURIFY_DAYS = 365;
const LEASE_MS = 60_000;

export interface ShariahAlertOptions {
  sql: SQL;
  market: Market;
  now: () => number;
  mailer: Mailer;
  push: PushSender | null;
  /** A message to every socket of the user on this instance. */
  sendToUser: (userId: string, message: string) => void;
  origin: string;
  simulated: boolean;
}

/** The test whose result changed between two quarters ("business" when no ratio did). */
function changedTest(
  before: QuarterRecord,
  after: QuarterRecord,
): { test: string; previousValue: number | null; value: number | null; threshold: number | null } {
  for (const test of DECIDING_TESTS) {
    const a = before.ratios[test];
    const b = after.ratios[test];
    if (a.passes !== b.passes && a.passes !== null && b.passes !== null)
      return { test, previousValue: a.value, value: b.value, threshold: b.threshold };
  }
  return { test: "business", previousValue: null, value: null, threshold: null };
}

/** Shares held now and share-days held in [from, to) per user, from the portfolios' buys, sells
 * and splits in order. */
export function holdersOf(events: readonly PositionEvent[], from: number, to: number) {
  const out = new Map<string, { shares: number; shareDays: number }>();
  let k = 0;
  while (k < events.length) {
    const { portfolioId, userId } = events[k]!;
    let shares = 0;
    let cursor = from;
    let shareDays = 0;
    for (; k < events.length && events[k]!.portfolioId === portfolioId; k++) {
      const e = events[k]!;
      const until = Math.min(dayFromIso(e.day), to);
      if (until > cursor) {
        shareDays += shares * (until - cursor);
        cursor = until;
      }
      if (e.type === "buy") shares += e.quantity;
      else if (e.type === "sell") shares -= e.quantity;
      else if (e.quantity > 0) shares *= e.quantity;
    }
    if (to > cursor) shareDays += Math.max(0, shares) * (to - cursor);
    const mine = out.get(userId) ?? { shares: 0, shareDays: 0 };
    mine.shares += Math.max(0, shares);
    mine.shareDays += shareDays;
    out.set(userId, mine);
  }
  return out;
}

const known = (s: string): s is Exclude<ShariahStatus, "unknown"> => s === "compliant" || s === "non-compliant";

/** Tells every holder and watcher of a changed company who has not been told yet; the number of
 * alerts written by this call. */
export async function tellChanges(o: ShariahAlertOptions): Promise<number> {
  let written = 0;
  const today = Math.floor(o.now() / 86_400_000);
  for (const symbol of await trackedSymbols(o.sql)) {
    if (!o.market.state.index.has(symbol)) continue;
    const rows = await historyOf(o.sql, symbol, 2);
    if (rows.length < 2) continue;
    const [after, before] = [fromRow(rows[0]!), fromRow(rows[1]!)];
    if (!known(after.status) || !known(before.status) || after.status === before.status) continue;
    const changedOn = after.knownOn;
    const sellBy = after.status === "non-compliant" ? isoDay(dayFromIso(changedOn) + SELL_BY_DAYS) : null;
    const holders = holdersOf(await positionEvents(o.sql, symbol), today - PURIFY_DAYS, today);
    const users = new Set([
      ...[...holders].filter(([, h]) => h.shares > 1e-9).map(([u]) => u),
      ...(await watchersOf(o.sql, symbol)),
    ]);
    const told = await alertedUsers(o.sql, symbol, after.quarter);
    const change = changedTest(before, after);
    for (const userId of users) {
      if (told.has(userId)) continue;
      const h = holders.get(userId);
      const held = (h?.shares ?? 0) > 1e-9;
      const purification =
        held && after.perShare !== null ? Math.round(((h!.shareDays * after.perShare) / PURIFY_DAYS) * 100) / 100 : 0;
      const row: ShariahAlertRow = {
        id: crypto.randomUUID(),
        userId,
        symbol,
        quarter: after.quarter,
        previousQuarter: before.quarter,
        previousStatus: before.status,
        status: after.status,
        ...change,
        changedOn,
        sellBy,
        purification,
        currency: after.currency,
        held,
        emailStatus: "pending",
        pushStatus: o.push ? "pending" : "none",
        createdAt: o.now(),
      };
      if (!(await insertShariahAlert(o.sql, row))) continue;
      written++;
      o.sendToUser(userId, JSON.stringify({ event: "shariahAlert", data: publicAlert(row) }));
    }
  }
  await deliverPending(o);
  return written;
}

/** An alert as the API and the live event show it. */
export function publicAlert(a: ShariahAlertRow) {
  return {
    symbol: a.symbol,
    quarter: a.quarter,
    previousQuarter: a.previousQuarter,
    previousStatus: a.previousStatus,
    status: a.status,
    test: a.test,
    previousValue: a.previousValue,
    value: a.value,
    threshold: a.threshold,
    changedOn: a.changedOn,
    sellBy: a.sellBy,
    purification: { amount: a.purification, currency: a.currency, held: a.held },
    createdAt: a.createdAt,
  };
}

/** Sends the e-mails and pushes still pending (this call's, or a crashed sender's after its lease). */
export async function deliverPending(o: ShariahAlertOptions): Promise<void> {
  for (;;) {
    const at = o.now();
    const rows = await leasePending(o.sql, at, at + LEASE_MS, 20);
    if (rows.length === 0) return;
    for (const row of rows) await deliver(o, row);
  }
}

async function deliver(o: ShariahAlertOptions, a: ShariahAlertRow): Promise<void> {
  const user = await findUserById(o.sql, a.userId);
  if (!user) return;
  const lang: Locales = user.lang === "ar" ? "ar" : "en";
  const text = alertText(a, lang, o.simulated);
  let email = a.emailStatus;
  let push = a.pushStatus;
  if (email === "pending") {
    try {
      await o.mailer.send({
        to: user.email,
        subject: text.subject,
        ...noticeBodies(lang, text.subject, {
          ...text,
          greeting: text.greeting(user.firstName),
          url: `${o.origin}/ticker/${encodeURIComponent(a.symbol)}`,
        }),
        lang,
        messageId: `<shariah-${a.id}@${new URL(o.origin).hostname}>`,
      });
      email = "delivered";
    } catch (error) {
      log.warn("shariah alert e-mail failed", { id: a.id, error: String(error) });
      email = "failed";
    }
  }
  if (push === "pending") {
    push = "failed";
    const targets = o.push ? await liveSubscriptions(o.sql, a.userId, o.now()) : [];
    if (targets.length === 0) push = "none";
    const payload = JSON.stringify({
      kind: "shariah",
      symbol: a.symbol,
      title: text.subject,
      body: text.lines[0],
      lang,
    });
    for (const target of targets) {
      const outcome = await o.push!.send(target, payload);
      if (outcome === "sent") push = "delivered";
      else if (outcome === "gone") await deleteSubscription(o.sql, target.token_hash);
    }
  }
  await markChannels(o.sql, a.id, email, push, null);
}

/** The alert's words in the user's language. */
function alertText(a: ShariahAlertRow, lang: Locales, simulated: boolean) {
  const L = serverTexts(lang).fundamentals;
  const t = L.shariahRecord.mail;
  const status = (s: string) => (L.shariah.status as Record<string, () => string>)[s]?.() ?? s;
  const test =
    a.test === "business" ? L.shariah.tests.business() : (L.shariah.tests as Record<string, () => string>)[a.test]!();
  const pct = (x: number | null) => (x === null ? "—" : formatPercent(x, { digits: 2 }));
  const lines = [
    t.body({
      symbol: a.symbol,
      from: status(a.previousStatus),
      previousQuarter: a.previousQuarter,
      to: status(a.status),
      quarter: a.quarter,
    }),
    a.test === "business"
      ? t.business({ test })
      : t.ratio({ test, before: pct(a.previousValue), after: pct(a.value), threshold: pct(a.threshold) }),
  ];
  if (a.sellBy)
    lines.push(
      t.sellBy({
        hijri: formatHijriOf(a.sellBy, lang),
        gregorian: formatLongDay(a.sellBy, lang),
        changed: formatLongDay(a.changedOn, lang),
      }),
    );
  if (a.held) lines.push(t.purification({ amount: formatMoney(a.purification, a.currency as "USD" | "SAR", lang) }));
  if (simulated) lines.push(t.simulated());
  lines.push(L.shariah.disclaimer());
  return {
    subject: t.subject({ symbol: a.symbol, status: status(a.status) }),
    greeting: (name: string) => t.greeting({ name }),
    lines,
    footer: t.footer(),
  };
}

// Zakat years (docs/portfolio.md, "Zakat years"): for every saved zakat profile, reminders 30, 7 and 1 day(s)
// before the next hawl day (Umm al-Qura, on the Riyadh calendar day) in the app and by Web Push at
// once, and by e-mail through the alerts' delivery queue (./zakat-reminder-mail.ts: tried again
// with backoff, never sent twice); a reminder whose day no instance ran goes out on the next run,
// the latest one only; and on the hawl day (or the first run after it, if no
// instance ran that day) the whole-wealth report of that day saved as the Hijri year's snapshot,
// never changed afterwards. Every instance may run the job: a reminder is sent, and a snapshot
// written, only by the instance whose insert wrote its row.
import type { Locales } from "../../i18n/i18n-types";
import { nextHawl } from "../../shared/hijri";
import type { ZakatProfile } from "../../shared/portfolio";
import type { PushSender } from "../alerts/push";
import { deleteSubscription, liveSubscriptions } from "../alerts/push-subscriptions-store";
import { findUserById } from "../auth/users-store";
import { fundamentalsBookOf } from "../fundamentals/routes";
import { log } from "../log";
import { runEvery } from "../ops/every";
import type { Services } from "../services";
import { zakatMethods } from "./holdings-store";
import { listPortfolios } from "./portfolios-store";
import { dayNumber, isoOf, type PortfolioData, todayIso } from "./service";
import { allTransactions } from "./transactions-store";
import { findZakatProfile } from "./zakat-profiles-store";
import { type ReminderFigures, reminderText } from "./zakat-reminder-mail";
import { computeWealthZakat } from "./zakat-wealth";
import {
  claimReminder,
  hasSnapshot,
  insertSnapshot,
  markReminderPush,
  profileUsers,
  reminderSent,
} from "./zakat-years-store";

/** Days before the hawl day a reminder goes out, farthest first. */
const REMINDER_DAYS = [30, 7, 1] as const;
/** A hawl day missed while no instance ran is still saved this many days later. */
const MISSED_HAWL_DAYS = 30;
const ZAKAT_YEARS_EVERY_MS = 60 * 60_000;

export interface ZakatYearsOptions {
  services: Services;
  push: PushSender | null;
  /** A message to every socket of the user on this instance. */
  sendToUser: (userId: string, message: string) => void;
  /** The delivery queue that sends the reminders' e-mails (src/server/alerts/delivery.ts). */
  delivery: { kick(): Promise<void> } | null;
  origin: string;
  simulated: boolean;
}

export function zakatYearsOptions(services: Services): ZakatYearsOptions {
  return {
    services,
    push: services.alerts?.push ?? null,
    sendToUser: (userId, message) => services.realtime.sendToUser(userId, message),
    delivery: services.alerts?.delivery ?? null,
    origin: services.config.publicOrigin,
    simulated: services.config.marketProvider === "sim",
  };
}

/** The whole-wealth report of a user on a day, as GET /work/zakat/report gives it (lunar year). */
async function reportOn(services: Services, userId: string, profile: ZakatProfile, date: string) {
  const sql = services.db.sql;
  const data: PortfolioData[] = [];
  for (const { row } of await listPortfolios(sql, userId))
    data.push({ row, txs: await allTransactions(sql, row.id), methods: await zakatMethods(sql, row.id) });
  const view = { services, fundamentals: () => fundamentalsBookOf(services) };
  return computeWealthZakat(view, data, profile, { date, year: "lunar" });
}

const hijriYearOf = (hijri: string) => Number(hijri.slice(0, 4));

/** The reminder due with `daysLeft` days to the hawl day: the latest of 30, 7 and 1 whose day has
 * come (on it, or later when no instance ran that day), or null (more than 30 days ahead, or the
 * hawl day itself). Five days ahead it is the 7-day one, never the 30-day one as well. */
function dueReminder(daysLeft: number): number | null {
  if (daysLeft < 1) return null;
  return REMINDER_DAYS.findLast((d) => d >= daysLeft) ?? null;
}

interface ZakatYearsResult {
  reminders: number;
  snapshots: number;
}

/** One pass over every saved profile; what this call sent and saved. */
export async function runZakatYears(o: ZakatYearsOptions): Promise<ZakatYearsResult> {
  const { services } = o;
  const sql = services.db.sql;
  const today = todayIso(services.now());
  const result: ZakatYearsResult = { reminders: 0, snapshots: 0 };
  for (const userId of await profileUsers(sql)) {
    try {
      const profile = await findZakatProfile(sql, userId);
      if (!profile) continue;
      // The hawl day within the last MISSED_HAWL_DAYS (today included) not saved yet.
      const last = nextHawl(profile.hawl.hijri, isoOf(dayNumber(today) - MISSED_HAWL_DAYS));
      if (last && last.gregorian <= today && !(await hasSnapshot(sql, userId, hijriYearOf(last.hijri)))) {
        const report = await reportOn(services, userId, profile, last.gregorian);
        const saved = await insertSnapshot(sql, {
          userId,
          hijriYear: hijriYearOf(last.hijri),
          hawlHijri: last.hijri,
          date: last.gregorian,
          currency: report.currency,
          total: report.total,
          due: report.due,
          report: JSON.stringify(report),
          createdAt: services.now(),
        });
        if (saved) result.snapshots++;
      }
      const next = nextHawl(profile.hawl.hijri, today);
      if (!next) continue;
      const daysLeft = dayNumber(next.gregorian) - dayNumber(today);
      const daysBefore = dueReminder(daysLeft);
      if (daysBefore === null) continue;
      const key = { userId, hijriYear: hijriYearOf(next.hijri), daysBefore };
      // This reminder, or one nearer the hawl, went out already.
      if (await reminderSent(sql, key)) continue;
      // The report before the claim: a report that fails leaves the reminder to the next run.
      const report = await reportOn(services, userId, profile, today);
      const figures: ReminderFigures = {
        hawlHijri: next.hijri,
        currency: report.currency,
        total: report.total,
        due: report.due,
        wealth: report.wealth,
        nisab: report.nisab.value,
      };
      const claim = { ...key, hawlDate: next.gregorian, at: services.now(), mail: JSON.stringify(figures) };
      if (!(await claimReminder(sql, claim))) continue;
      result.reminders++;
      await markReminderPush(sql, key, await remind(o, userId, next, { daysBefore, daysLeft }, figures));
    } catch (error) {
      log.error("zakat year failed", { userId, error: String(error) });
    }
  }
  // The e-mails of the reminders taken, now rather than at the queue's next look.
  if (result.reminders) await o.delivery?.kick();
  return result;
}

/** The reminder in the app and by push, now (once: a failure is not tried again); its e-mail is
 * the delivery queue's, from the row the claim wrote. The push's outcome. */
async function remind(
  o: ZakatYearsOptions,
  userId: string,
  hawl: { hijri: string; gregorian: string },
  days: { daysBefore: number; daysLeft: number },
  figures: ReminderFigures,
): Promise<string> {
  const { sql } = o.services.db;
  const { daysBefore, daysLeft } = days;
  o.sendToUser(
    userId,
    JSON.stringify({
      event: "zakatReminder",
      data: {
        daysBefore,
        daysLeft,
        hawl,
        hijriYear: hijriYearOf(hawl.hijri),
        currency: figures.currency,
        total: figures.total,
        due: figures.due,
      },
    }),
  );
  const targets = o.push ? await liveSubscriptions(sql, userId, o.services.now()) : [];
  if (!targets.length) return "none";
  const user = await findUserById(sql, userId);
  if (!user) return "none";
  const lang: Locales = user.lang === "ar" ? "ar" : "en";
  const text = reminderText(lang, hawl, daysLeft, figures, o.simulated);
  let push = "failed";
  const payload = JSON.stringify({ kind: "zakat", title: text.subject, body: text.push, url: "/portfolio?tab=zakat" });
  for (const target of targets) {
    const outcome = await o.push!.send(target, payload);
    if (outcome === "sent") push = "delivered";
    else if (outcome === "gone") await deleteSubscription(sql, target.token_hash);
  }
  return push;
}

/** Runs the job now and then every `everyMs`; returns the function that stops it. */
export function scheduleZakatYears(services: Services, everyMs = ZAKAT_YEARS_EVERY_MS): () => void {
  const o = zakatYearsOptions(services);
  return runEvery("zakat years", everyMs, async () => {
    const r = await runZakatYears(o);
    if (r.reminders || r.snapshots) log.info("zakat years", { ...r });
  });
}

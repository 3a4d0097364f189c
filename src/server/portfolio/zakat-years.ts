// Zakat years (docs/portfolio.md, "Zakat years"): for every saved zakat profile, reminders 30, 7 and 1 day(s)
// before the next hawl day (Umm al-Qura, on the Riyadh calendar day) in the app, by e-mail and by
// Web Push, as the Shariah alerts are sent; and on the hawl day (or the first run after it, if no
// instance ran that day) the whole-wealth report of that day saved as the Hijri year's snapshot,
// never changed afterwards. Every instance may run the job: a reminder is sent, and a snapshot
// written, only by the instance whose insert wrote its row.
import type { Locales } from "../../i18n/i18n-types";
import { formatLongDay } from "../../shared/datetime";
import { formatMoney } from "../../shared/format";
import { formatHijri, nextHawl } from "../../shared/hijri";
import type { WealthZakatReport, ZakatProfile } from "../../shared/portfolio";
import type { PushSender } from "../alerts/push";
import { deleteSubscription, liveSubscriptions } from "../alerts/push-subscriptions-store";
import { findUserById } from "../auth/users-store";
import { fundamentalsBookOf } from "../fundamentals/routes";
import { log } from "../log";
import { noticeBodies } from "../mail/html";
import { runEvery } from "../ops/every";
import type { Services } from "../services";
import { serverTexts } from "../texts";
import { zakatMethods } from "./holdings-store";
import { listPortfolios } from "./portfolios-store";
import { dayNumber, isoOf, type PortfolioData, todayIso } from "./service";
import { allTransactions } from "./transactions-store";
import { findZakatProfile } from "./zakat-profiles-store";
import { computeWealthZakat } from "./zakat-wealth";
import {
  claimReminder,
  hasSnapshot,
  insertSnapshot,
  markReminder,
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
  origin: string;
  simulated: boolean;
}

export function zakatYearsOptions(services: Services): ZakatYearsOptions {
  return {
    services,
    push: services.alerts?.push ?? null,
    sendToUser: (userId, message) => services.realtime.sendToUser(userId, message),
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
      if (!(await claimReminder(sql, { ...key, hawlDate: next.gregorian, at: services.now() }))) continue;
      result.reminders++;
      const channels = await remind(o, userId, next, { daysBefore, daysLeft }, report);
      await markReminder(sql, key, channels.email, channels.push);
    } catch (error) {
      log.error("zakat year failed", { userId, error: String(error) });
    }
  }
  return result;
}

/** The reminder on each channel: in the app, by e-mail, by push. */
async function remind(
  o: ZakatYearsOptions,
  userId: string,
  hawl: { hijri: string; gregorian: string },
  days: { daysBefore: number; daysLeft: number },
  report: WealthZakatReport,
): Promise<{ email: string; push: string }> {
  const { daysBefore, daysLeft } = days;
  const { sql } = o.services.db;
  const user = await findUserById(sql, userId);
  if (!user) return { email: "none", push: "none" };
  const lang: Locales = user.lang === "ar" ? "ar" : "en";
  const text = reminderText(lang, hawl, daysLeft, report, o.simulated);
  const url = `${o.origin}/portfolio?tab=zakat`;
  o.sendToUser(
    userId,
    JSON.stringify({
      event: "zakatReminder",
      data: {
        daysBefore,
        daysLeft,
        hawl,
        hijriYear: hijriYearOf(hawl.hijri),
        currency: report.currency,
        total: report.total,
        due: report.due,
      },
    }),
  );
  let email = "delivered";
  try {
    await o.services.mailer.send({
      to: user.email,
      subject: text.subject,
      ...noticeBodies(lang, text.subject, { ...text, greeting: text.greeting(user.firstName), url }),
      lang,
      messageId: `<zakat-${userId}-${hawl.hijri}-${daysBefore}@${new URL(o.origin).hostname}>`,
    });
  } catch (error) {
    log.warn("zakat reminder e-mail failed", { userId, error: String(error) });
    email = "failed";
  }
  const targets = o.push ? await liveSubscriptions(sql, userId, o.services.now()) : [];
  let push = targets.length ? "failed" : "none";
  const payload = JSON.stringify({ kind: "zakat", title: text.subject, body: text.push, url: "/portfolio?tab=zakat" });
  for (const target of targets) {
    const outcome = await o.push!.send(target, payload);
    if (outcome === "sent") push = "delivered";
    else if (outcome === "gone") await deleteSubscription(sql, target.token_hash);
  }
  return { email, push };
}

/** The reminder's words in the user's language: the days really left (a late reminder says so),
 * the hawl day in Hijri and Gregorian, and the zakat due today with its currency. */
function reminderText(
  lang: Locales,
  hawl: { hijri: string; gregorian: string },
  daysLeft: number,
  report: WealthZakatReport,
  simulated: boolean,
) {
  const t = serverTexts(lang).zakatYears.reminder;
  const money = (x: number) => formatMoney(x, report.currency, lang);
  const day = { hijri: formatHijri(hawl.hijri, lang), gregorian: formatLongDay(hawl.gregorian, lang) };
  const subject =
    daysLeft === 1
      ? t.subject1()
      : daysLeft === 7
        ? t.subject7()
        : daysLeft === 30
          ? t.subject30()
          : t.subjectDays({ count: daysLeft });
  const lines = [
    t.hawl(day),
    report.due
      ? t.due({ amount: money(report.total) })
      : t.notDue({ wealth: money(report.wealth), nisab: money(report.nisab.value) }),
    t.snapshot(),
  ];
  if (simulated) lines.push(t.simulated());
  return {
    subject,
    greeting: (name: string) => t.greeting({ name }),
    lines,
    footer: t.footer(),
    push: t.pushBody({ ...day, amount: money(report.total) }),
  };
}

/** Runs the job now and then every `everyMs`; returns the function that stops it. */
export function scheduleZakatYears(services: Services, everyMs = ZAKAT_YEARS_EVERY_MS): () => void {
  const o = zakatYearsOptions(services);
  return runEvery("zakat years", everyMs, async () => {
    const r = await runZakatYears(o);
    if (r.reminders || r.snapshots) log.info("zakat years", { ...r });
  });
}

// A zakat reminder's words (docs/portfolio.md, "Zakat years") and its e-mail as a mail source of
// the delivery queue (src/server/alerts/delivery.ts): the row the reminder's claim wrote in
// zakat_reminders_sent is leased, sent, tried again with backoff after a failure and taken over
// after a restart, as an alert's e-mail is. The e-mail is written when it is sent, so a try that
// goes out a day late says the days left then; once the hawl day has come it is not sent.
import type { Locales } from "../../i18n/i18n-types";
import { formatLongDay } from "../../shared/datetime";
import { type Currency, formatMoney } from "../../shared/format";
import { formatHijri } from "../../shared/hijri";
import type { MailSource } from "../alerts/delivery";
import { findUserById } from "../auth/users-store";
import type { Config } from "../config";
import { noticeBodies } from "../mail/html";
import { serverTexts } from "../texts";
import { dayNumber, todayIso } from "./service";
import {
  dueReminderMails,
  leaseReminderMail,
  markReminderMail,
  type ReminderMailRow,
  reminderMailOf,
} from "./zakat-years-store";

/** The figures a reminder quotes, kept with its row: the report of the run that took it. */
export interface ReminderFigures {
  hawlHijri: string;
  currency: Currency;
  total: number;
  due: boolean;
  wealth: number;
  nisab: number;
}

/** The reminder's words in the user's language: the days really left (a late reminder says so),
 * the hawl day in Hijri and Gregorian, and the zakat due with its currency. */
export function reminderText(
  lang: Locales,
  hawl: { hijri: string; gregorian: string },
  daysLeft: number,
  figures: ReminderFigures,
  simulated: boolean,
) {
  const t = serverTexts(lang).zakatYears.reminder;
  const money = (x: number) => formatMoney(x, figures.currency, lang);
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
    figures.due
      ? t.due({ amount: money(figures.total) })
      : t.notDue({ wealth: money(figures.wealth), nisab: money(figures.nisab) }),
    t.snapshot(),
  ];
  if (simulated) lines.push(t.simulated());
  return {
    subject,
    greeting: (name: string) => t.greeting({ name }),
    lines,
    footer: t.footer(),
    push: t.pushBody({ ...day, amount: money(figures.total) }),
  };
}

/** The zakat reminders' e-mails, for the delivery queue. */
export function zakatReminderMails(
  config: Pick<Config, "publicOrigin" | "marketProvider">,
): MailSource<ReminderMailRow> {
  const host = new URL(config.publicOrigin).hostname;
  return {
    name: "zakat reminder",
    due: dueReminderMails,
    lease: leaseReminderMail,
    settle: markReminderMail,
    async mail(sql, row, at) {
      const kept = await reminderMailOf(sql, row);
      const user = await findUserById(sql, row.userId);
      if (!kept?.mail || !user) return { drop: "reminder_gone" };
      const daysLeft = dayNumber(kept.hawlDate) - dayNumber(todayIso(at));
      if (daysLeft < 1) return { drop: "hawl_day_come" };
      const figures = JSON.parse(kept.mail) as ReminderFigures;
      const lang: Locales = user.lang === "ar" ? "ar" : "en";
      const hawl = { hijri: figures.hawlHijri, gregorian: kept.hawlDate };
      const text = reminderText(lang, hawl, daysLeft, figures, config.marketProvider === "sim");
      return {
        to: user.email,
        subject: text.subject,
        ...noticeBodies(lang, text.subject, {
          ...text,
          greeting: text.greeting(user.firstName),
          url: `${config.publicOrigin}/portfolio?tab=zakat`,
        }),
        lang,
        // One Message-ID per reminder: every try is the same message.
        messageId: `<zakat-${row.userId}-${figures.hawlHijri}-${row.daysBefore}@${host}>`,
      };
    },
  };
}

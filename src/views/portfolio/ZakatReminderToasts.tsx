// The live zakat reminder (docs/portfolio.md, "Zakat years") as a toast on every signed-in page:
// in the page's language, the days left, the hawl day in Hijri and Gregorian, the zakat due on
// today's prices with its currency (or that it is under the nisab), and a link to the Zakat tab.
// The texts (the zakatYears namespace) are fetched when a reminder comes, not before: reminders
// come three times a year.
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { Locales } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadNamespace } from "../../i18n/namespaces";
import { listenForZakatReminders } from "../../machines/portfolio/zakatReminderSocket";
import { formatHijri } from "../../shared/hijri";
import type { ZakatReminderEvent } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { colors } from "../kit/styles";
import { type AppPath, RouteLink } from "../navigation";
import { day, money } from "./format";

const ZAKAT_TAB = "/portfolio?tab=zakat" as AppPath;
/** Long enough to read three lines and reach the link. */
const DURATION_MS = 20_000;

/** A day kept on one line: non-breaking hyphens ("08-02-2027" split at a hyphen in a toast). */
const unbroken = (date: string) => date.replaceAll("-", "\u2011");

/** A sentence whose amount stays on one line, its number with its currency. */
function Amount({ text, amount }: { text: string; amount: string }) {
  const at = text.indexOf(amount);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: "nowrap" }}>{amount}</span>
      {text.slice(at + amount.length)}
    </>
  );
}

function show(event: ZakatReminderEvent, lang: Locales): void {
  const T = i18nObject(lang).zakatYears;
  const d = event.data;
  const amount = money(d.total, d.currency, lang);
  const R = T.reminder;
  // The days really left (a reminder sent late has fewer than its 30, 7 or 1): those three have
  // their own words ("tomorrow"); any other is counted.
  const said: Partial<Record<number, () => string>> = { 30: R.subject30, 7: R.subject7, 1: R.subject1 };
  const subject = said[d.daysLeft]?.() ?? R.subjectDays({ count: d.daysLeft });
  toast(
    (t) => (
      <div data-testid="zakat-reminder" style={{ display: "grid", gap: "0.3rem" }}>
        <strong>{subject}</strong>
        <span>
          {T.toast.hawl({ hijri: formatHijri(d.hawl.hijri, lang), gregorian: unbroken(day(d.hawl.gregorian)) })}
        </span>
        <span>{d.due ? <Amount text={T.toast.due({ amount })} amount={amount} /> : T.toast.notDue()}</span>
        <RouteLink to={ZAKAT_TAB} onClick={() => toast.dismiss(t.id)} style={{ color: colors.accent, fontWeight: 600 }}>
          {T.toast.open()}
        </RouteLink>
      </div>
    ),
    { id: `zakat-reminder:${d.hijriYear}:${d.daysBefore}`, duration: DURATION_MS },
  );
}

/** Shows each zakat reminder of the user's socket as a toast while mounted. */
export function useZakatReminderToasts(): void {
  const lang = useLang();
  const current = useRef(lang);
  current.current = lang;
  useEffect(
    () =>
      listenForZakatReminders((event) => {
        const locale = current.current;
        loadNamespace(locale, "zakatYears").then(
          () => show(event, locale),
          () => {},
        );
      }),
    [],
  );
}

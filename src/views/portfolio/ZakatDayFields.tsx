// The zakat report's day and year kind (lunar or solar), the same two fields in this portfolio's
// report and in the whole-wealth one: the day never after today, its message under it.
//
// The day reads in the page's language and calendar, not the browser's: a browser draws a date
// input in its own locale ("12/07/2026" on an Arabic page), so the box shows the day in words
// with its Umm al-Qura day beside it ("7 December 2026 · 27 Jumada II 1448 AH", through the app's
// formatters) and the browser's input lies over it, transparent: a click or a tap opens its
// picker, the keyboard edits it, and a screen reader reads it with the words as its description.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatLongDay } from "../../shared/datetime";
import { formatHijriOf } from "../../shared/hijri";
import { ZAKAT_YEARS, type ZakatYear } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { FieldMessage } from "../common/FieldMessage";
import { Field } from "../kit/Field";
import { colors } from "../kit/styles";

const DayBox = styled("span")`
  position: relative;
  display: block;
  min-inline-size: min(100%, 15rem);
  > span {
    display: block;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    line-height: 1.35;
  }
  > span small { color: ${colors.muted}; font-size: 0.85em; white-space: nowrap; }
  > input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    opacity: 0;
    cursor: pointer;
    padding: 0;
    border: 0;
  }
  > input:focus-visible + span, > input:focus + span { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  > input[aria-invalid="true"] + span { border-color: ${colors.danger}; }
`;

export function ZakatDayFields(props: {
  /** The id of the day's message (aria-describedby). */
  messageId: string;
  today: string;
  date: string;
  year: ZakatYear;
  dateMessage: string | null;
  onDate: (value: string) => void;
  onYear: (value: ZakatYear) => void;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const Z = LL.portfolio.zakat;
  const wordsId = `${props.messageId}-words`;
  const gregorian = formatLongDay(props.date, lang);
  const hijri = gregorian ? formatHijriOf(props.date, lang) : "";
  return (
    <>
      <div>
        <Field>
          {Z.date()}
          <DayBox data-testid="zakat-day">
            <input
              type="date"
              name="date"
              // The label wraps the day in words too: the field's name is the label's word alone.
              aria-label={Z.date()}
              max={props.today}
              value={props.date}
              onChange={(e) => props.onDate(e.target.value)}
              onClick={(e) => {
                // A click anywhere on the box opens the picker (not only on its icon).
                try {
                  e.currentTarget.showPicker?.();
                } catch {}
              }}
              aria-invalid={props.dateMessage ? true : undefined}
              aria-describedby={props.dateMessage ? `${wordsId} ${props.messageId}` : wordsId}
            />
            <span id={wordsId} data-testid="zakat-day-words" aria-hidden="true">
              {gregorian || "\u00a0"}
              {hijri && (
                <>
                  {" · "}
                  <small>{hijri}</small>
                </>
              )}
            </span>
          </DayBox>
        </Field>
        <FieldMessage id={props.messageId} message={props.dateMessage} />
      </div>
      <Field>
        {Z.year()}
        <select name="year" value={props.year} onChange={(e) => props.onYear(e.target.value as ZakatYear)}>
          {ZAKAT_YEARS.map((y) => (
            <option key={y} value={y}>
              {Z.years[y]()}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

// The zakat report's day and year kind (lunar or solar), the same two fields in this portfolio's
// report and in the whole-wealth one: the day never after today, its message under it.
import { useI18nContext } from "../../i18n/i18n-react";
import { ZAKAT_YEARS, type ZakatYear } from "../../shared/portfolio";
import { FieldMessage, fieldMessageProps } from "../common/FieldMessage";
import { Field } from "../kit/Field";

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
  const Z = LL.portfolio.zakat;
  return (
    <>
      <div>
        <Field>
          {Z.date()}
          <input
            type="date"
            name="date"
            dir="ltr"
            max={props.today}
            value={props.date}
            onChange={(e) => props.onDate(e.target.value)}
            {...fieldMessageProps(props.messageId, props.dateMessage)}
          />
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

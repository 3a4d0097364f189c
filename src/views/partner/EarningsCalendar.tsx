// Weekly Earnings Calendar: Monday to Friday of the current week (the coming week on a
// weekend), each column with weekday abbreviation, day number and month name, its tickers
// (sun: before market open, moon: after market close) or 'No Earnings'; filters All,
// Before Open, After Close; the range subtitle from the first load's first and last
// entries; 'Download Calendar as Image' (scale 2, without the button); a pager beneath.

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useMemo, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { fetchEarnings } from "../../machines/partner/actors";
import { earningsFilterMachine, filterOf } from "../../machines/partner/earningsFilter.machine";
import { dayNumber, formatLongDay, monthName, weekdayShort } from "../../shared/datetime";
import { type EarningsEntry, earningsRange, earningsWeek, filterEarnings } from "../../shared/format";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Button, ButtonRow } from "../kit/Button";
import { Screen, Sheet, Subtitle, TitleRow } from "../kit/Page";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "./ExportButton";
import { useDownload, useLoaderView, usePagedLoader } from "./hooks";
import { MoonIcon, SunIcon } from "./icons";
import { LoadingDisplay } from "./LoadingDisplay";
import { LoaderPagination } from "./Pagination";
import { PartnerFooter } from "./PartnerFooter";

export const EARNINGS_FILE_NAME = "earnings_calendar.png";

const Week = styled("div")`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Day = styled("section")`
  background: var(--p-secondary);
  border: 1px solid var(--p-border);
  border-radius: 10px;
  min-height: 10rem;
  display: flex;
  flex-direction: column;
  header {
    display: grid;
    justify-items: center;
    gap: 0.1rem;
    padding-block: 0.6rem;
    border-block-end: 1px solid var(--p-border);
    background: var(--p-bg);
    border-start-start-radius: 10px;
    border-start-end-radius: 10px;
  }
  h2 {
    margin: 0;
    display: contents;
    font-size: 1rem;
  }
  .weekday {
    font-weight: 700;
    text-transform: uppercase;
    font-size: 0.85rem;
    color: var(--p-accent);
  }
  .day {
    font-size: 1.6rem;
    font-weight: 800;
    line-height: 1.1;
  }
  .month {
    font-size: 0.85rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.6rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-content: flex-start;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding-block: 0.25rem;
    padding-inline: 0.5rem;
    border-radius: 6px;
    background: var(--p-bg);
    border: 1px solid var(--p-border);
    font-weight: 600;
    font-size: 0.85rem;
    direction: ltr;
  }
  li svg {
    color: var(--p-accent);
  }
  .none {
    margin: auto;
    padding: 1rem;
    text-align: center;
  }
`;

function Ticker({ entry }: { entry: EarningsEntry }) {
  const { LL } = useI18nContext();
  return (
    <li data-time={entry.time}>
      <TickerLink symbol={entry.symbol} partner />
      {entry.time === "bmo" && (
        <>
          <SunIcon data-icon="sun" />
          <VisuallyHidden>{LL.partner.earnings.bmo()}</VisuallyHidden>
        </>
      )}
      {entry.time === "amc" && (
        <>
          <MoonIcon data-icon="moon" />
          <VisuallyHidden>{LL.partner.earnings.amc()}</VisuallyHidden>
        </>
      )}
    </li>
  );
}

export function EarningsCalendar() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const loader = usePagedLoader<EarningsEntry>(fetchEarnings);
  const view = useLoaderView(loader);
  const filterActor = useActorRef(earningsFilterMachine, { inspect });
  const filter = useSelector(filterActor, filterOf);
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: EARNINGS_FILE_NAME });

  const week = useMemo(() => earningsWeek(new Date()), []);
  const range = earningsRange(view.firstItems ?? []) ?? { start: week[0]!, end: week[4]! };
  const shown = filterEarnings(view.items, filter);

  const filters = [
    { state: "all", event: "filter.all", label: LL.partner.earnings.all() },
    { state: "open", event: "filter.open", label: LL.partner.earnings.open() },
    { state: "close", event: "filter.close", label: LL.partner.earnings.close() },
  ] as const;

  return (
    <Screen data-screen="EarningsCalendar">
      <Sheet ref={sheet} data-testid="export-area">
        <TitleRow>
          <div>
            <h1 id="earnings-title">{LL.partner.earnings.title()}</h1>
            <SimulatedBadge />
            <Subtitle data-testid="earnings-range">
              {LL.partner.earnings.range({
                start: formatLongDay(range.start, lang),
                end: formatLongDay(range.end, lang),
              })}
            </Subtitle>
          </div>
          <ExportButton
            label={LL.partner.earnings.download()}
            disabled={!canDownload || !view.loaded}
            onClick={download}
          />
        </TitleRow>
        <ButtonRow role="group" aria-label={LL.partner.earnings.filterLabel()}>
          {filters.map((f) => (
            <Button
              $look="partner"
              key={f.state}
              type="button"
              aria-pressed={filter === f.state}
              onClick={() => filterActor.send({ type: f.event })}
            >
              {f.state === "open" && <SunIcon />}
              {f.state === "close" && <MoonIcon />}
              {f.label}
            </Button>
          ))}
        </ButtonRow>
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <Week data-testid="earnings-week">
            {week.map((day) => {
              const entries = shown.filter((e) => e.date === day);
              return (
                <Day key={day} aria-labelledby={`day-${day}`} data-date={day}>
                  <header>
                    <h2 id={`day-${day}`}>
                      <span className="weekday">{weekdayShort(day, lang)}</span>
                      <span className="day">{dayNumber(day)}</span>
                      <span className="month">{monthName(Number(day.slice(5, 7)), lang)}</span>
                    </h2>
                  </header>
                  {entries.length > 0 ? (
                    <ul>
                      {entries.map((entry) => (
                        <Ticker key={`${entry.symbol}-${entry.time}`} entry={entry} />
                      ))}
                    </ul>
                  ) : (
                    <p className="none">{LL.partner.earnings.noEarnings()}</p>
                  )}
                </Day>
              );
            })}
          </Week>
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}

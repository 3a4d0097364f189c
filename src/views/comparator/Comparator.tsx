// /partner/tools/comparator?symbols=AAPL,2222.SR&range=1Y: up to five symbols of either market
// side by side: a chart of their prices rebased to 100 at the range's start, and their key
// figures in one table, saved as a PNG (with the simulated label when it applies). The choice
// lives in the address (src/shared/comparator.ts); the comparator machine loads it and writes
// the person's changes back to it.
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useMemo, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type ComparatorActor, comparatorMachine } from "../../machines/partnerHome/comparator.machine";
import {
  COMPARE_MAX,
  COMPARE_RANGES,
  type CompareRange,
  type Comparison,
  DEFAULT_COMPARE_RANGE,
  rebase,
  splitSymbols,
} from "../../shared/comparator";
import { formatLongDay } from "../../shared/datetime";
import { formatMoney, formatNumber, formatPercent, formatSignedPercent } from "../../shared/format";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { SymbolCombobox } from "../common/SymbolCombobox";
import { TickerLink } from "../common/TickerLink";
import { Button, ButtonRow } from "../kit/Button";
import { latinLang } from "../kit/lang";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "../partner/ExportButton";
import { useDownload } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";
import { CompareChart, SERIES_COLORS } from "./CompareChart";

export function Comparator() {
  return (
    <WithTexts namespace="comparator">
      <ComparatorScreen />
    </WithTexts>
  );
}

/** The address's choice (already checked by the route's schema). */
function useChoice(): { symbols: string[]; range: CompareRange } {
  const search = useSearch({ from: "/partner-layout/partner/tools/comparator" });
  return { symbols: search.symbols ? splitSymbols(search.symbols) : [], range: search.range ?? DEFAULT_COMPARE_RANGE };
}

function useComparatorActor(choice: { symbols: string[]; range: CompareRange }): ComparatorActor {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      comparatorMachine.provide({
        actions: {
          writeUrl: (_, next) => {
            navigate({
              to: "/partner/tools/comparator",
              search: {
                ...(next.symbols.length ? { symbols: next.symbols.join(",") } : {}),
                ...(next.range !== DEFAULT_COMPARE_RANGE ? { range: next.range } : {}),
              } as never,
            });
          },
        },
      }),
    [navigate],
  );
  return useActorRef(machine, { input: choice, inspect });
}

const Controls = styled("div")`
  display: grid;
  gap: 0.75rem;
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding-block: 0.2rem;
    padding-inline: 0.6rem 0.2rem;
    border: 2px solid var(--swatch);
    border-radius: 999px;
    font-weight: 700;
  }
  .chip button {
    font: inherit;
    inline-size: 2rem;
    block-size: 2rem;
    border-radius: 50%;
    border: 1px solid var(--p-border);
    background: transparent;
    color: var(--p-text);
    cursor: pointer;
  }
  .chip button:focus-visible {
    outline: 3px solid var(--p-accent);
  }
`;

const ResultBox = styled("div")`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  > * {
    min-inline-size: 0;
  }
`;

const Figures = styled("div")`
  th[scope="row"] {
    text-align: start;
    font-weight: 600;
    white-space: normal;
    min-inline-size: 8rem;
    max-inline-size: 14rem;
  }
  th .swatch {
    display: inline-block;
    inline-size: 0.8rem;
    block-size: 0.8rem;
    border-radius: 2px;
    margin-inline-end: 0.35rem;
    vertical-align: middle;
    background: var(--swatch);
  }
  .name {
    display: block;
    font-weight: 400;
    font-size: 0.8rem;
    max-inline-size: 10rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function ComparatorScreen() {
  const { LL } = useI18nContext();
  const t = LL.comparator;
  const { product, provider } = useBrand();
  const choice = useChoice();
  const actor = useComparatorActor(choice);
  const choiceKey = `${choice.symbols.join(",")}|${choice.range}`;
  // Each address the page shows (a link, Back, the machine's own write) goes to the machine.
  useEffect(() => {
    const [symbols = "", range] = choiceKey.split("|");
    actor.send({ type: "url.changed", symbols: splitSymbols(symbols), range: range as CompareRange });
  }, [choiceKey, actor]);
  const symbols = useSelector(actor, (s) => s.context.symbols);
  const range = useSelector(actor, (s) => s.context.range);
  const data = useSelector(actor, (s) => s.context.data);
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const empty = useSelector(actor, (s) => s.matches("empty"));
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, {
    fileName: `comparison_${symbols.join("_").replace(/[^A-Za-z0-9._-]/g, "_")}_${range}.png`,
  });
  const shown = data && data.range === range && data.series.map((x) => x.symbol).join(",") === symbols.join(",");
  return (
    <Screen data-screen="Comparator">
      <Sheet ref={sheet}>
        <TitleRow>
          <div>
            <h1>{t.title()}</h1>
            <SimulatedBadge />
          </div>
          <ExportButton label={t.download()} disabled={!shown || !canDownload} onClick={download} />
        </TitleRow>
        <Muted $look="partner" data-export="exclude">
          {t.intro({ max: COMPARE_MAX })}
        </Muted>
        <Controls data-export="exclude">
          <AddSymbol actor={actor} />
          {notice ? (
            <p role="alert" data-testid="compare-notice">
              {notice.kind === "full"
                ? t.full({ max: COMPARE_MAX })
                : t.duplicate({ symbol: `\u2068${notice.symbol}\u2069` })}
            </p>
          ) : null}
          {symbols.length > 0 ? (
            <ul className="chips" aria-label={t.chosen()}>
              {symbols.map((symbol, k) => (
                <li
                  key={symbol}
                  className="chip"
                  style={{ "--swatch": SERIES_COLORS[k % SERIES_COLORS.length] } as React.CSSProperties}
                >
                  <bdi dir="ltr">{symbol}</bdi>
                  <button
                    type="button"
                    aria-label={t.remove({ symbol: `\u2068${symbol}\u2069` })}
                    title={t.remove({ symbol: `\u2068${symbol}\u2069` })}
                    onClick={() => actor.send({ type: "symbol.remove", symbol })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <ButtonRow role="group" aria-label={t.rangeLabel()}>
            {COMPARE_RANGES.map((r) => (
              <Button
                $look="partner"
                key={r}
                type="button"
                aria-pressed={r === range}
                title={t.rangeNames[r]()}
                onClick={() => actor.send({ type: "range.select", range: r })}
              >
                {t.ranges[r]()}
              </Button>
            ))}
          </ButtonRow>
        </Controls>
        {empty ? (
          <p data-testid="compare-empty">{t.empty()}</p>
        ) : failed ? (
          <p role="alert">
            {error ?? t.failed()}{" "}
            <Button $look="partner" type="button" onClick={() => actor.send({ type: "retry" })}>
              {t.retry()}
            </Button>
          </p>
        ) : !shown ? (
          <LoadingDisplay />
        ) : (
          <Result data={data} busy={loading} />
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

function AddSymbol({ actor }: { actor: ComparatorActor }) {
  const { LL } = useI18nContext();
  return (
    <search>
      <SymbolCombobox
        scope="partner"
        label={LL.comparator.search.label()}
        testId="compare-search"
        resultsTestId="compare-results"
        onChoose={(company) => actor.send({ type: "symbol.add", symbol: company.symbol })}
      />
    </search>
  );
}

function Result({ data, busy }: { data: Comparison; busy: boolean }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.comparator;
  const lines = useMemo(() => data.series.map((x) => ({ symbol: x.symbol, points: rebase(x.closes) })), [data]);
  const F = t.table;
  const dash = F.unknown();
  const ratio = (n: number | null) => (n === null ? dash : formatNumber(n, { digits: 2 }));
  const pct = (n: number | null) => (n === null ? dash : formatSignedPercent(n));
  const rows: { key: string; label: string; value: (k: number) => string }[] = [
    {
      key: "price",
      label: F.price(),
      value: (k) => formatMoney(data.series[k]!.price, data.series[k]!.currency, lang),
    },
    {
      key: "changeToday",
      label: F.changeToday(),
      value: (k) => formatSignedPercent(data.series[k]!.changesPercentage),
    },
    {
      key: "rangeChange",
      label: F.rangeChange(),
      value: (k) => {
        const last = lines[k]!.points.at(-1);
        return last ? formatSignedPercent(last.v - 100) : dash;
      },
    },
    { key: "pe", label: F.pe(), value: (k) => ratio(data.series[k]!.figures.pe) },
    { key: "pb", label: F.pb(), value: (k) => ratio(data.series[k]!.figures.pb) },
    { key: "evEbitda", label: F.evEbitda(), value: (k) => ratio(data.series[k]!.figures.evEbitda) },
    { key: "revenueGrowth", label: F.revenueGrowth(), value: (k) => pct(data.series[k]!.figures.revenueGrowth) },
    { key: "epsGrowth", label: F.epsGrowth(), value: (k) => pct(data.series[k]!.figures.epsGrowth) },
    {
      key: "dividendYield",
      label: F.dividendYield(),
      value: (k) => {
        const y = data.series[k]!.figures.dividendYield;
        return y === null ? dash : formatPercent(y);
      },
    },
  ];
  return (
    <ResultBox aria-busy={busy}>
      <section aria-labelledby="compare-chart-h">
        <h2 id="compare-chart-h">
          {t.chart.heading()}: {t.rangeNames[data.range]()}
        </h2>
        <Muted $look="partner">{t.chart.rebased({ date: formatLongDay(data.from, lang) })}</Muted>
        <CompareChart
          lines={lines}
          label={t.chart.label({ symbols: `\u2068${data.series.map((x) => x.symbol).join(", ")}\u2069` })}
        />
      </section>
      <Figures>
        <h2 id="compare-table-h">{F.heading()}</h2>
        <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby="compare-table-h">
          <Table $look="partner" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col">{F.figure()}</th>
                {data.series.map((x, k) => {
                  const name = lang === "ar" && x.nameAr ? x.nameAr : x.name;
                  return (
                    <th scope="col" key={x.symbol} data-symbol={x.symbol}>
                      <span
                        className="swatch"
                        aria-hidden="true"
                        style={{ "--swatch": SERIES_COLORS[k % SERIES_COLORS.length] } as React.CSSProperties}
                      />
                      <TickerLink symbol={x.symbol} partner />
                      <span className="name" lang={latinLang(name)} dir="auto" title={name}>
                        {name}
                      </span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row">{row.label}</th>
                  {data.series.map((x, k) => (
                    <td key={x.symbol} className="num">
                      <bdi dir="ltr">{row.value(k)}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
              <tr data-row="shariah">
                <th scope="row">{F.shariah()}</th>
                {data.series.map((x) => (
                  <td key={x.symbol} data-status={x.figures.shariah ?? "none"}>
                    {x.figures.shariah ? t.shariah[x.figures.shariah]() : t.shariah.none()}
                  </td>
                ))}
              </tr>
            </tbody>
          </Table>
        </TableWrap>
      </Figures>
    </ResultBox>
  );
}

// The bodies of the six fundamentals sections, drawn from the section's answer (docs/api.md,
// Partner fundamentals): statements as tables and bar charts, growth, valuation against the
// sector, analyst ratings, insider trades and institutional holders.
import { styled } from "goober";
import type { ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { StatementPeriod } from "../../machines/fundamentals/fundamentals.machine";
import { formatDay } from "../../shared/datetime";
import { withCurrencyHeader } from "../../shared/format";
import type { AnalystRatings, InsiderRole, SectionResponse, Statements } from "../../shared/fundamentals";
import { useLang } from "../AppContext";
import { Button, ButtonRow } from "../kit/Button";
import { keyed, Table, TableWrap } from "../kit/Table";
import { BarChart } from "./BarChart";
import { amount, decimal, integer, percent, signedPercent } from "./format";

const PRIMARY = "var(--p-primary)";
const ACCENT = "var(--p-accent)";

const Stack = styled("div")`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  .charts {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 900px) {
    .charts {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  th[scope="row"] {
    font-weight: 500;
  }
  .bar {
    display: inline-block;
    block-size: 0.7rem;
    border-radius: 2px;
    background: var(--p-primary);
    vertical-align: middle;
  }
  .count {
    display: inline-block;
    min-inline-size: 2ch;
  }
  .up {
    font-weight: 600;
  }
`;

/**
 * A statement's frame: the row labels wrap (in either language a label such as "Interest and
 * other non-permissible income" would otherwise widen its column past a phone's width) and stay
 * at the inline-start edge while the older periods scroll, so a label and the newest period
 * beside it are in view as the table opens, at 320 px too.
 */
const StatementFrame = styled("div")`
  th[scope="row"],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    white-space: normal;
    min-inline-size: clamp(7rem, 30vw, 16rem);
    background: var(--p-secondary);
    border-inline-end: 1px solid var(--p-border);
  }
  thead th:first-child {
    background: var(--p-bg);
  }
`;

type Section<S extends SectionResponse["section"]> = Extract<SectionResponse, { section: S }>;

/** A section's table: it scrolls on its own on a phone and is named by the page's title (or by
 * `labelledBy` / `label`); `head` holds the cells of its header row. */
function SectionTable(props: { head?: ReactNode; labelledBy?: string; label?: string; children: ReactNode }) {
  const name = props.label
    ? { "aria-label": props.label }
    : { "aria-labelledby": props.labelledBy ?? "fundamentals-title" };
  return (
    <TableWrap $look="partner" tabIndex={0} role="region" {...name}>
      <Table $look="partner">
        {props.head ? (
          <thead>
            <tr>{props.head}</tr>
          </thead>
        ) : null}
        <tbody>{props.children}</tbody>
      </Table>
    </TableWrap>
  );
}

/** A figure's cell: aligned as numbers are, and left to right in either language. */
function Num({ children }: { children: ReactNode }) {
  return (
    <td className="num" dir="ltr">
      {children}
    </td>
  );
}

export function SectionBody(props: {
  data: SectionResponse;
  period: StatementPeriod;
  onPeriod: (period: StatementPeriod) => void;
}) {
  const { data } = props;
  switch (data.section) {
    case "financial-summary":
      return <Financials data={data} period={props.period} onPeriod={props.onPeriod} />;
    case "growth-metrics":
      return <Growth data={data} />;
    case "valuation-metrics":
      return <Valuation data={data} />;
    case "analyst-ratings":
      return <Ratings data={data} />;
    case "insider-activity":
      return <Insiders data={data} />;
    case "institutional-ownership":
      return <Institutions data={data} />;
  }
}

type IncomeKey =
  | "revenue"
  | "grossProfit"
  | "operatingIncome"
  | "netIncome"
  | "eps"
  | "ebitda"
  | "nonPermissibleIncome";
type BalanceKey =
  | "cashAndShortTermInvestments"
  | "interestBearingDeposits"
  | "totalDebt"
  | "totalAssets"
  | "equity"
  | "receivables";
type CashKey = "operatingCashFlow" | "capex" | "freeCashFlow" | "dividendsPaid";

const INCOME: IncomeKey[] = [
  "revenue",
  "grossProfit",
  "operatingIncome",
  "netIncome",
  "eps",
  "ebitda",
  "nonPermissibleIncome",
];
const BALANCE: BalanceKey[] = [
  "cashAndShortTermInvestments",
  "interestBearingDeposits",
  "totalDebt",
  "totalAssets",
  "equity",
  "receivables",
];
const CASH: CashKey[] = ["operatingCashFlow", "capex", "freeCashFlow", "dividendsPaid"];
/** Lines of banks, insurers and REITs, shown where the statements have them: after revenue,
 * and after total assets. */
const INDUSTRY_INCOME = ["netInterestIncome", "premiums", "claims", "rentalIncome", "ffo"] as const;
const INDUSTRY_BALANCE = ["loans", "customerDeposits"] as const;

/** The keys with the industry's own lines inserted after `after`, where the rows carry them. */
function withIndustryLines<K extends string>(keys: K[], extra: readonly string[], after: K, rows: object[]): K[] {
  const present = extra.filter((key) => rows.some((r) => (r as Record<string, unknown>)[key] !== undefined)) as K[];
  const at = keys.indexOf(after) + 1;
  return [...keys.slice(0, at), ...present, ...keys.slice(at)];
}

function StatementTable<K extends string>(props: {
  id: string;
  title: string;
  rows: { period: string }[];
  keys: K[];
  format: (key: K, row: Record<string, unknown>) => string;
}) {
  const { LL } = useI18nContext();
  const t = LL.fundamentals;
  return (
    <StatementFrame>
      <h2 id={props.id}>{props.title}</h2>
      <SectionTable
        labelledBy={props.id}
        head={
          <>
            <th scope="col">{t.statements.item()}</th>
            {props.rows.map((r) => (
              <th scope="col" key={r.period} dir="ltr">
                {r.period}
              </th>
            ))}
          </>
        }
      >
        {props.keys.map((key) => (
          <tr key={key}>
            <th scope="row">{(t.rows as Record<string, () => string>)[key]!()}</th>
            {props.rows.map((r) => (
              <Num key={r.period}>{props.format(key, r as unknown as Record<string, unknown>)}</Num>
            ))}
          </tr>
        ))}
      </SectionTable>
    </StatementFrame>
  );
}

function Financials(props: {
  data: Section<"financial-summary">;
  period: StatementPeriod;
  onPeriod: (p: StatementPeriod) => void;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.fundamentals;
  const st: Statements = props.period === "quarter" ? props.data.quarterly : props.data.annual;
  const oldestFirst = <T,>(xs: T[]) => [...xs].reverse();
  const labels = oldestFirst(st.income.map((r) => r.period));
  const fmt = (key: string, row: Record<string, unknown>) =>
    key === "eps" ? decimal(row[key] as number | null) : amount(row[key] as number | null, lang);
  return (
    <Stack>
      <ButtonRow role="group" aria-label={t.period.label()}>
        {(["quarter", "annual"] as const).map((p) => (
          <Button
            $look="partner"
            key={p}
            type="button"
            aria-pressed={props.period === p}
            onClick={() => props.onPeriod(p)}
          >
            {t.period[p]()}
          </Button>
        ))}
      </ButtonRow>
      <div className="charts">
        <BarChart
          title={t.chart.revenueIncome()}
          labels={labels}
          format={(n) => amount(n, lang)}
          testId="chart-income"
          series={[
            { name: t.rows.revenue(), color: PRIMARY, values: oldestFirst(st.income.map((r) => r.revenue)) },
            { name: t.rows.netIncome(), color: ACCENT, values: oldestFirst(st.income.map((r) => r.netIncome)) },
          ]}
        />
        <BarChart
          title={t.chart.cashFlow()}
          labels={oldestFirst(st.cashFlow.map((r) => r.period))}
          format={(n) => amount(n, lang)}
          series={[
            {
              name: t.rows.operatingCashFlow(),
              color: PRIMARY,
              values: oldestFirst(st.cashFlow.map((r) => r.operatingCashFlow)),
            },
            { name: t.rows.freeCashFlow(), color: ACCENT, values: oldestFirst(st.cashFlow.map((r) => r.freeCashFlow)) },
          ]}
        />
      </div>
      <StatementTable
        id="st-income"
        title={t.statements.income()}
        rows={st.income}
        keys={withIndustryLines<string>(INCOME, INDUSTRY_INCOME, "revenue", st.income)}
        format={fmt}
      />
      <StatementTable
        id="st-balance"
        title={t.statements.balance()}
        rows={st.balance}
        keys={withIndustryLines<string>(BALANCE, INDUSTRY_BALANCE, "totalAssets", st.balance)}
        format={fmt}
      />
      <StatementTable id="st-cash" title={t.statements.cashFlow()} rows={st.cashFlow} keys={CASH} format={fmt} />
    </Stack>
  );
}

function Growth({ data }: { data: Section<"growth-metrics"> }) {
  const { LL } = useI18nContext();
  const t = LL.fundamentals.growth;
  const periods = data.growth[0]?.yoy.map((y) => y.period) ?? [];
  const revenue = data.growth.find((g) => g.metric === "revenue");
  return (
    <Stack>
      <SectionTable
        head={
          <>
            <th scope="col">{t.metric()}</th>
            {periods.map((p) => (
              <th scope="col" key={p}>
                {t.yoy({ period: p })}
              </th>
            ))}
            <th scope="col">{t.cagr3()}</th>
            <th scope="col">{t.cagr4()}</th>
            <th scope="col">{t.quarterYoy()}</th>
          </>
        }
      >
        {data.growth.map((g) => (
          <tr key={g.metric}>
            <th scope="row">{t[g.metric]()}</th>
            {g.yoy.map((y) => (
              <Num key={y.period}>{signedPercent(y.value)}</Num>
            ))}
            <Num>{signedPercent(g.cagr3)}</Num>
            <Num>{signedPercent(g.cagr4)}</Num>
            <Num>{signedPercent(g.quarterYoy)}</Num>
          </tr>
        ))}
      </SectionTable>
      {revenue && (
        <BarChart
          title={LL.fundamentals.chart.growth()}
          labels={[...periods].reverse()}
          format={signedPercent}
          testId="chart-growth"
          series={[{ name: t.revenue(), color: PRIMARY, values: revenue.yoy.map((y) => y.value).reverse() }]}
        />
      )}
    </Stack>
  );
}

function Valuation({ data }: { data: Section<"valuation-metrics"> }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.fundamentals.valuation;
  const sectors = LL.ticker?.sectors as Record<string, (() => string) | undefined> | undefined;
  const sector = sectors?.[data.company.sector]?.() ?? data.company.sector;
  const show = (metric: string, v: number | null) => (metric === "dividendYield" ? percent(v) : decimal(v));
  return (
    <Stack>
      <p>
        {t.price()}: <span dir="ltr">{decimal(data.price)}</span> · {t.marketCap()}:{" "}
        <span dir="ltr">{amount(data.marketCap, lang)}</span>
      </p>
      <SectionTable
        head={
          <>
            <th scope="col">{t.metric()}</th>
            <th scope="col">{t.company({ symbol: data.company.symbol })}</th>
            <th scope="col">{t.median()}</th>
            <th scope="col">{t.versus()}</th>
          </>
        }
      >
        {data.valuation.map((v) => (
          <tr key={v.metric}>
            <th scope="row">{t[v.metric]()}</th>
            <Num>{show(v.metric, v.value)}</Num>
            <Num>{show(v.metric, v.sectorMedian)}</Num>
            <td>
              {v.value === null || v.sectorMedian === null
                ? "—"
                : v.value > v.sectorMedian
                  ? t.above()
                  : v.value < v.sectorMedian
                    ? t.below()
                    : t.level()}
            </td>
          </tr>
        ))}
      </SectionTable>
      <p>{t.peers({ count: data.peers, sector })}</p>
      <BarChart
        title={LL.fundamentals.chart.valuation()}
        labels={data.valuation.map((v) => t[v.metric]())}
        format={decimal}
        testId="chart-valuation"
        series={[
          { name: data.company.symbol, color: PRIMARY, values: data.valuation.map((v) => v.value) },
          { name: t.median(), color: ACCENT, values: data.valuation.map((v) => v.sectorMedian) },
        ]}
      />
    </Stack>
  );
}

const RATING_KEYS = ["strongBuy", "buy", "hold", "sell", "strongSell"] as const;

/** The consensus: the mean of 1 (strong buy) … 5 (strong sell), rounded to the nearest label. */
export function consensusOf(r: AnalystRatings): (typeof RATING_KEYS)[number] {
  const total = RATING_KEYS.reduce((a, k) => a + r[k], 0);
  const mean = RATING_KEYS.reduce((a, k, i) => a + r[k] * (i + 1), 0) / Math.max(1, total);
  return RATING_KEYS[Math.min(4, Math.max(0, Math.round(mean) - 1))]!;
}

function Ratings({ data }: { data: Section<"analyst-ratings"> }) {
  const { LL } = useI18nContext();
  const t = LL.fundamentals.ratings;
  const r = data.ratings;
  if (!r) return <p>{t.none()}</p>;
  const total = RATING_KEYS.reduce((a, k) => a + r[k], 0);
  const upside = r.targetMean !== null && data.price > 0 ? (r.targetMean / data.price - 1) * 100 : null;
  return (
    <Stack>
      <p>
        {t.consensus()}: <strong data-testid="ratings-consensus">{t[consensusOf(r)]()}</strong> ·{" "}
        {t.analysts({ count: total })}
      </p>
      <SectionTable
        head={
          <>
            <th scope="col">{t.rating()}</th>
            <th scope="col">{t.count()}</th>
          </>
        }
      >
        {RATING_KEYS.map((k) => (
          <tr key={k}>
            <th scope="row">{t[k]()}</th>
            <td className="num">
              <span className="count">{r[k]}</span>{" "}
              <span
                className="bar"
                aria-hidden="true"
                style={{ inlineSize: `${(r[k] / Math.max(1, total)) * 6}rem` }}
              />
            </td>
          </tr>
        ))}
      </SectionTable>
      <h2>{t.targets()}</h2>
      <SectionTable label={t.targets()}>
        {(
          [
            [t.targetLow(), decimal(r.targetLow)],
            [t.targetMean(), decimal(r.targetMean)],
            [t.targetHigh(), decimal(r.targetHigh)],
            [t.price(), decimal(data.price)],
            [t.upside(), signedPercent(upside)],
          ] as const
        ).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <Num>{value}</Num>
          </tr>
        ))}
      </SectionTable>
    </Stack>
  );
}

const ROLE_KEYS: Record<InsiderRole, "ceo" | "cfo" | "coo" | "director" | "boardMember" | "generalCounsel"> = {
  ceo: "ceo",
  cfo: "cfo",
  coo: "coo",
  director: "director",
  "board-member": "boardMember",
  "general-counsel": "generalCounsel",
};
/** A real provider's English job title as one of the known positions (so the Arabic page names
 * it in Arabic); null for a title it cannot place, which is then shown as given. */
const TITLE_ROLES: [RegExp, InsiderRole][] = [
  [/\b(ceo|chief executive)/i, "ceo"],
  [/\b(cfo|chief financial)/i, "cfo"],
  [/\b(coo|chief operating)/i, "coo"],
  [/general counsel|chief legal/i, "general-counsel"],
  [/\b(chair(man|woman|person)?|board member)\b/i, "board-member"],
  [/\bdirector\b/i, "director"],
];
export function roleOfTitle(title: string): InsiderRole | null {
  return TITLE_ROLES.find(([re]) => re.test(title))?.[1] ?? null;
}

/** Letters of the simulated provider's example holders, in each language's order. */
const EXAMPLE_LETTERS = { en: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", ar: "أبجدهوزحطيكلمنسعفصقرشتثخذضظغ" } as const;

function Insiders({ data }: { data: Section<"insider-activity"> }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const money = (title: string) => withCurrencyHeader(title, data.company.currency, lang);
  const t = LL.fundamentals.insiders;
  if (data.insiders.length === 0) return <p>{t.none()}</p>;
  // The simulated provider gives positions only: no name column then.
  const named = data.insiders.some((x) => x.name !== "");
  const position = (x: (typeof data.insiders)[number]) => {
    const role = x.role ?? roleOfTitle(x.title);
    return role ? t.roles[ROLE_KEYS[role]]() : x.title;
  };
  const buys = data.insiders.filter((x) => x.type === "buy");
  const sells = data.insiders.filter((x) => x.type === "sell");
  const net = buys.reduce((a, x) => a + x.shares, 0) - sells.reduce((a, x) => a + x.shares, 0);
  return (
    <Stack>
      <p>{t.summary({ buys: buys.length, sells: sells.length, net: `${net > 0 ? "+" : ""}${integer(net)}` })}</p>
      <SectionTable
        head={
          <>
            <th scope="col">{t.date()}</th>
            {named && <th scope="col">{t.name()}</th>}
            <th scope="col">{t.title()}</th>
            <th scope="col">{t.type()}</th>
            <th scope="col">{t.shares()}</th>
            <th scope="col">{money(t.price())}</th>
            <th scope="col">{money(t.value())}</th>
          </>
        }
      >
        {keyed(data.insiders, (x) => `${x.date}|${x.name}|${x.title}|${x.type}|${x.shares}`).map(([key, x]) => (
          <tr key={key}>
            <td className="num">{formatDay(x.date)}</td>
            {named && <td>{x.name}</td>}
            <td>{position(x)}</td>
            <td className={x.type === "buy" ? "up" : undefined}>{t[x.type]()}</td>
            <Num>{integer(x.shares)}</Num>
            <Num>{decimal(x.price)}</Num>
            <Num>{integer(x.value)}</Num>
          </tr>
        ))}
      </SectionTable>
    </Stack>
  );
}

function Institutions({ data }: { data: Section<"institutional-ownership"> }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.fundamentals.institutions;
  const holder = (h: (typeof data.institutions)[number]) =>
    h.example
      ? t.example({ letter: EXAMPLE_LETTERS[lang === "ar" ? "ar" : "en"][h.example - 1] ?? String(h.example) })
      : h.holder;
  if (data.institutions.length === 0) return <p>{t.none()}</p>;
  const held = data.institutions.reduce((a, h) => a + h.shares, 0);
  return (
    <Stack>
      <p>
        {t.summary({
          count: data.institutions.length,
          percent: percent((held / Math.max(1, data.sharesOutstanding)) * 100),
        })}
      </p>
      <SectionTable
        head={
          <>
            <th scope="col">{t.holder()}</th>
            <th scope="col">{t.shares()}</th>
            <th scope="col">{t.percent()}</th>
            <th scope="col">{t.change()}</th>
            <th scope="col">{t.date()}</th>
          </>
        }
      >
        {data.institutions.map((h) => (
          <tr key={h.holder}>
            <td>{holder(h)}</td>
            <Num>{integer(h.shares)}</Num>
            <Num>{percent(h.percent)}</Num>
            <Num>{h.change === null ? "—" : `${h.change > 0 ? "+" : ""}${integer(h.change)}`}</Num>
            <td className="num">{formatDay(h.date)}</td>
          </tr>
        ))}
      </SectionTable>
    </Stack>
  );
}

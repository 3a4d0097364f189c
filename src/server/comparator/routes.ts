// The partner comparator (docs/api.md, GET /partner/tools/compare): up to COMPARE_MAX symbols
// of any market in one call: each one's closes from the range's base to today (the same daily
// bars as the ticker chart, plus today's price) and its key figures (the fundamentals book's
// multiples and growth, the Shariah screen's status). A bad parameter is a 400 naming it, in
// the caller's language (the comparator namespace's errors).
import * as v from "valibot";
import type { Locales } from "../../i18n/i18n-types";
import type { Partner } from "../../shared/accounts";
import {
  COMPARE_MAX,
  type ComparedSymbol,
  type CompareRange,
  type Comparison,
  compareApi,
  isCompareRange,
  rangeStart,
  splitSymbols,
} from "../../shared/comparator";
import type { HandlerInput } from "../../shared/contract";
import { monthEndCloses, SHARIAH_SESSIONS } from "../../shared/shariah";
import { type DailyBar, RANGE_SESSIONS, symbolSchema } from "../../shared/ticker";
import { fundamentalsBook } from "../fundamentals/routes";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { isoDay, nyDay } from "../market/dates";
import { round, roundPrice } from "../market/state";
import { serverTexts } from "../texts";

const texts = (locale: Locales) => serverTexts(locale).comparator.errors;

/** Sessions read for a range: its length and a margin for the base close before its start (five
 * years hold a few more sessions than 5 × 252 in some calendars). */
const SESSIONS: Record<CompareRange, number> = {
  "1M": RANGE_SESSIONS["1M"] + 10,
  "3M": RANGE_SESSIONS["3M"] + 10,
  "6M": RANGE_SESSIONS["6M"] + 10,
  YTD: RANGE_SESSIONS["1Y"] + 10,
  "1Y": RANGE_SESSIONS["1Y"] + 10,
  "5Y": RANGE_SESSIONS["5Y"] + 60,
};

function badParam(field: "symbols" | "range", message: (locale: Locales) => string): HttpError {
  return new HttpError(400, "invalid_input", { message, field, fields: [field] });
}

/** The symbols asked for: 1 to COMPARE_MAX, each a known ticker, each once. */
function symbolsParam(ctx: RequestContext, raw = ""): number[] {
  const symbols = splitSymbols(raw.slice(0, 400));
  if (symbols.length === 0) throw badParam("symbols", (l) => texts(l).symbolsRequired());
  const unique = [...new Set(symbols)];
  if (unique.length > COMPARE_MAX) throw badParam("symbols", (l) => texts(l).tooMany({ max: COMPARE_MAX }));
  return unique.map((symbol) => {
    const i = v.is(symbolSchema, symbol) ? ctx.services.market.tickers.index(symbol) : undefined;
    if (i === undefined) {
      throw new HttpError(404, "unknown_symbol", { params: { symbol: symbol.slice(0, 20) }, field: "symbols" });
    }
    return i;
  });
}

function rangeParam(raw = "1Y"): CompareRange {
  if (!isCompareRange(raw)) throw badParam("range", (l) => texts(l).range());
  return raw;
}

/** The closes from the base (the last one on or before `from`) on, with today's price last
 * when today's session is not among the bars yet. */
export function closesFrom(bars: readonly DailyBar[], from: string, today: { t: string; c: number }) {
  let start = 0;
  for (let k = 0; k < bars.length; k++) {
    if (bars[k]!.t <= from) start = k;
    else break;
  }
  const closes = bars.slice(start).map((b) => ({ t: b.t, c: b.c }));
  const last = closes[closes.length - 1];
  if (!last || today.t > last.t) closes.push(today);
  return closes;
}

async function compare(ctx: RequestContext, _partner: Partner, { query }: HandlerInput<typeof compareApi>) {
  const indices = symbolsParam(ctx, query.symbols);
  const range = rangeParam(query.range);
  const { market } = ctx.services;
  const s = market.state;
  const from = rangeStart(range, isoDay(nyDay(ctx.services.now())));
  const book = fundamentalsBook(ctx);
  const series = await Promise.all(
    indices.map(async (i): Promise<ComparedSymbol> => {
      const c = s.companies[i]!;
      // One read of the bars serves the chart and the Shariah screen's month-end closes.
      const [bars, figures] = await Promise.all([
        market.tickers.bars(i, Math.max(SESSIONS[range], SHARIAH_SESSIONS)),
        book.keyFigures(i),
      ]);
      const shariah = figures ? (await book.shariah(i, monthEndCloses(bars.slice(-SHARIAH_SESSIONS)))).status : null;
      const price = roundPrice(s.price[i]!);
      return {
        symbol: c.symbol,
        name: c.name,
        ...(c.nameAr ? { nameAr: c.nameAr } : {}),
        exchange: c.exchange,
        currency: c.currency,
        price,
        changesPercentage: round(s.changePercent(i), 2),
        closes: closesFrom(bars, from, { t: isoDay(market.tickers.session(i)), c: price }),
        figures: {
          pe: figures?.pe ?? null,
          pb: figures?.pb ?? null,
          evEbitda: figures?.evEbitda ?? null,
          revenueGrowth: figures?.revenueGrowth ?? null,
          epsGrowth: figures?.epsGrowth ?? null,
          dividendYield: figures?.dividendYield ?? null,
          shariah,
        },
      };
    }),
  );
  const body: Comparison = { range, from, simulated: market.provider.name === "sim", ts: s.ts, series };
  return body;
}

export const comparatorRoutes: Route[] = [route({ contract: compareApi, access: "partner", handler: compare })];

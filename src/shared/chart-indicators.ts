// Which indicators the ticker chart shows: the keys, their place (a pane below the price or an
// overlay on it), the address form (?ind=rsi,macd,sma50) and the saved preference's body
// (docs/api.md, "Chart indicators"). An unknown key in the address is dropped; in a saved body
// it is a 400 naming the field.
import * as v from "valibot";
import { contract } from "./contract";

/** In the order the chart stacks them: overlays first, then the panes from the top. */
export const INDICATORS = ["sma20", "sma50", "sma200", "bb", "volume", "rsi", "macd"] as const;
export type Indicator = (typeof INDICATORS)[number];
export const PANES: readonly Indicator[] = ["volume", "rsi", "macd"];

/** What the chart shows before a choice: the volumes and the 50- and 200-day averages. */
export const DEFAULT_INDICATORS: readonly Indicator[] = ["sma50", "sma200", "volume"];

/** The address's word for "none chosen" (an empty ?ind= would read as no parameter). */
const NO_INDICATORS = "none";

export function isIndicator(value: unknown): value is Indicator {
  return typeof value === "string" && (INDICATORS as readonly string[]).includes(value);
}

/** The keys in the chart's order, each once. */
export function canonical(list: readonly Indicator[]): Indicator[] {
  return INDICATORS.filter((k) => list.includes(k));
}

/** ?ind=… → the chosen indicators; unknown words are dropped; null when the address has none. */
export function parseIndicators(value: unknown): Indicator[] | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  if (value.trim() === NO_INDICATORS) return [];
  const words = value.split(",").map((w) => w.trim().toLowerCase());
  const chosen = canonical(words.filter(isIndicator));
  // Nothing known in it (?ind=foo): as if there were no parameter.
  return chosen.length === 0 ? null : chosen;
}

export function formatIndicators(list: readonly Indicator[]): string {
  return list.length === 0 ? NO_INDICATORS : canonical(list).join(",");
}

export function toggleIndicator(list: readonly Indicator[], key: Indicator): Indicator[] {
  return canonical(list.includes(key) ? list.filter((k) => k !== key) : [...list, key]);
}

export function sameIndicators(a: readonly Indicator[], b: readonly Indicator[]): boolean {
  const x = canonical(a);
  const y = canonical(b);
  return x.length === y.length && x.every((k, i) => k === y[i]);
}

/** The ticker page's address (/ticker/$symbol?ind=…), as the route validates it. */
interface TickerSearch {
  ind?: string;
}

export function validateTickerSearch(search: Record<string, unknown>): TickerSearch {
  const chosen = parseIndicators(search.ind);
  return { ind: chosen === null ? undefined : formatIndicators(chosen) };
}

/** The explorer's address: its symbol (?symbol=…) and the chart's indicators. */
export function validateExplorerChartSearch(search: Record<string, unknown>): { symbol?: string; ind?: string } {
  const symbol = search.symbol;
  return {
    symbol: typeof symbol === "string" && /^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/.test(symbol) ? symbol : undefined,
    ...validateTickerSearch(search),
  };
}

/** The saved choice, or null when the user never chose. */
const indicatorsPreference = v.object({ indicators: v.nullable(v.array(v.picklist(INDICATORS))) });

const PREFERENCE_PATH = "/work/preferences/indicators";

/** The chart's indicators of a user (docs/api.md, "Chart indicators"). */
export const indicatorsApi = {
  get: contract({ method: "GET", path: PREFERENCE_PATH, response: indicatorsPreference }),
  /** The whole choice, each key once; answered with the choice as saved. */
  put: contract({
    method: "PUT",
    path: PREFERENCE_PATH,
    body: v.strictObject({
      indicators: v.pipe(
        v.array(v.picklist(INDICATORS)),
        v.maxLength(INDICATORS.length),
        v.check((list) => new Set(list).size === list.length, "duplicate"),
      ),
    }),
    response: indicatorsPreference,
  }),
};

// npm run cli -- market-check: runs the configured market provider once against its live
// service (Yahoo, FMP) or the simulation, and prints what it got: tickers with a quote, the
// depth of the daily history of a few well-known symbols, the calendars around today, and every
// failure on the way. It answers the question "does real data work from this machine?".
import type { Config } from "../config";
import { isoDay } from "../market/dates";
import type { Market } from "../market/engine";
import { createMarket } from "../market/index";
import { FmpProvider } from "../providers/fmp";
import { SimProvider } from "../providers/sim-provider";
import { YahooProvider } from "../providers/yahoo";

const PROBES = ["AAPL", "MSFT", "JPM", "2222.SR", "1120.SR"];

async function historyDepth(market: Market, symbol: string, from: string, to: string): Promise<number> {
  const p = market.provider;
  if (p instanceof YahooProvider) return (await p.client.daily(symbol, from, to)).bars.length;
  if (p instanceof FmpProvider) return (await p.client.list("historical-price-eod/light", { symbol, from, to })).length;
  if (p instanceof SimProvider) return p.sim.closeHistory(p.state.index.get(symbol) ?? 0).length;
  return 0;
}

export async function marketCheck(config: Config, now: () => number = Date.now): Promise<string> {
  const lines: string[] = [];
  const failures: string[] = [];
  const market = createMarket(config, now);
  const started = performance.now();
  lines.push(`provider: ${config.marketProvider}${config.marketProvider === "sim" ? " (simulated data)" : ""}`);
  try {
    try {
      await market.provider.init();
    } catch (error) {
      failures.push(`quotes: ${error instanceof Error ? error.message : String(error)}`);
    }
    market.provider.stop();
    const s = market.state;
    let quoted = 0;
    let us = 0;
    let sa = 0;
    for (let i = 0; i < s.n; i++) {
      if (!(s.price[i]! > 0)) continue;
      quoted++;
      if (s.currencies[i] === "SAR") sa++;
      else us++;
    }
    lines.push(`tickers: ${s.n} in the universe, ${quoted} with a quote (US ${us}, Saudi ${sa})`);
    for (const symbol of PROBES) {
      const i = s.index.get(symbol);
      if (i === undefined) continue;
      lines.push(
        `  ${symbol} ${s.names[i]!.name}: price ${s.price[i]!.toFixed(2)} ${s.currencies[i]}, previous close ${s.prevClose[i]!.toFixed(2)}, volume ${Math.round(s.volume[i]!)}`,
      );
    }
    const today = Math.floor(now() / 86_400_000);
    const from = isoDay(today - 400);
    const to = isoDay(today + 1);
    for (const symbol of PROBES) {
      if (!s.index.has(symbol)) continue;
      try {
        lines.push(`history ${symbol}: ${await historyDepth(market, symbol, from, to)} daily bars`);
      } catch (error) {
        failures.push(`history ${symbol}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const window = [isoDay(today - 7), isoDay(today + 30)] as const;
    for (const kind of ["earnings", "dividends", "ipos", "splits"] as const) {
      try {
        const events = await market.calendars[kind](...window);
        lines.push(`calendar ${kind} ${window[0]}..${window[1]}: ${events.length} events`);
      } catch (error) {
        failures.push(`calendar ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    market.stop();
  }
  lines.push(`took ${Math.round(performance.now() - started)} ms`);
  lines.push(
    failures.length ? `failures (${failures.length}):\n${failures.map((f) => `  ${f}`).join("\n")}` : "failures: none",
  );
  return lines.join("\n");
}

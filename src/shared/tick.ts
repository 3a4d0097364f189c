// Price ticks: the steps a price may take on its exchange. The Saudi Exchange's table (in force
// since 29 June 2025): below 25 SAR 0.01; 25–49.98 0.02; 50–99.95 0.05; 100–249.9 0.10;
// 250–499.8 0.20; from 500 0.50. US shares trade on the cent, below one dollar on the
// ten-thousandth (SEC Rule 612). Each band's lower bound is a multiple of the next band's tick,
// so rounding with the tick of the raw price always lands on a price of the table.
import type { MarketCode } from "./market";

/** Ticks per unit of currency (the inverse of the tick, an integer) at `price`. */
function ticksPerUnit(price: number, market: MarketCode): number {
  if (market === "US") return price < 1 ? 10_000 : 100;
  if (price < 25) return 100;
  if (price < 50) return 50;
  if (price < 100) return 20;
  if (price < 250) return 10;
  if (price < 500) return 5;
  return 2;
}

/** The tick at `price`: 0.01, 0.02, 0.05, 0.1, 0.2 or 0.5 on the Saudi Exchange. */
export function tickSize(price: number, market: MarketCode): number {
  return 1 / ticksPerUnit(price, market);
}

/**
 * The price on the tick nearest `price`. Computed as an integer count of ticks divided by the
 * ticks per unit, so the result is the double nearest the decimal ("93.65", not 93.65000000000001).
 */
export function onTick(price: number, market: MarketCode): number {
  const per = ticksPerUnit(price, market);
  return Math.round(price * per) / per;
}

/** The highest price on the tick at or below `price` (a limit up). */
export function tickFloor(price: number, market: MarketCode): number {
  const per = ticksPerUnit(price, market);
  return Math.floor(price * per + 1e-7) / per;
}

/** The lowest price on the tick at or above `price` (a limit down). */
export function tickCeil(price: number, market: MarketCode): number {
  const per = ticksPerUnit(price, market);
  return Math.ceil(price * per - 1e-7) / per;
}

/** Whether `price` is on its market's tick (within floating-point noise). */
export function isOnTick(price: number, market: MarketCode): boolean {
  const per = ticksPerUnit(price, market);
  return Math.abs(Math.round(price * per) - price * per) < 1e-7;
}

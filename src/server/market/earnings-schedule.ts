// A company's results schedule, shared by the simulated calendars (calendars.ts) and the market
// model (model-daily.ts), which moves more on results days. Its own module: the model must not import
// the calendars, which import the provider contract, which names the model.
import type { EarningsTime } from "../../shared/market";
import { hash32, hashString } from "./random";

/** A company's results schedule: its fiscal quarters end 0–2 months after calendar quarters,
 * results follow 18–55 days later, before the open, after the close or at an unknown time.
 * The simulated market moves on these days too (model-daily.ts). */
export function earningsSchedule(
  seed: number,
  symbol: string,
  currency: "USD" | "SAR",
): { shift: number; lag: number; time: EarningsTime } {
  const h = hash32(seed, hashString(symbol), 0xea);
  const shift = h % 20 < 14 ? 0 : h % 20 < 17 ? 1 : 2;
  const lag = 18 + ((h >>> 8) % 38);
  const t = (h >>> 16) % 20;
  const time: EarningsTime =
    currency === "SAR" ? (t < 5 ? "bmo" : t < 10 ? "amc" : "unknown") : t < 9 ? "bmo" : t < 18 ? "amc" : "unknown";
  return { shift, lag, time };
}

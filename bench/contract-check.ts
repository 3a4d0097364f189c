// What checking an answer against its contract costs (docs/api.md, "Contracts"): the server checks
// every contract answer outside production, the client checks every one it receives. Measured on
// the largest answers of the contract routes (100 alerts, 100 recommendations with tracking, 200
// Help Center articles of 20 KiB each, a ticker's five years of daily bars), against their peer in
// the same run: JSON.stringify of the same answer, which every answer pays anyway.
//   bun bench/contract-check.ts
import * as v from "valibot";
import { alertsApi } from "../src/shared/alerts";
import { helpApi } from "../src/shared/help";
import { recommendationsApi } from "../src/shared/recommendation";
import { tickerApi } from "../src/shared/ticker";
import { machine } from "./machine";
import { stats, writeResult } from "./results-file";

const alerts = {
  alerts: Array.from({ length: 100 }, (_, i) => ({
    id: crypto.randomUUID(),
    symbol: `SYM${i}`,
    kind: "priceAbove" as const,
    value: 100 + i,
    note: "after earnings",
    channels: ["app" as const, "email" as const],
    status: "active" as const,
    createdAt: 1_765_000_000_000 + i,
    triggeredAt: null,
    triggerPrice: null,
  })),
  maxActive: 100,
};

const recommendations = {
  recommendations: Array.from({ length: 100 }, (_, i) => ({
    id: crypto.randomUUID(),
    symbol: `SYM${i}`,
    entries: [10, 11, 12, 13] as [number, number, number, number],
    targets: [14, 15, 16, 17, 18] as [number, number, number, number, number],
    targetColors: ["green", "green", "gray", "none", "red"] as ["green", "green", "gray", "none", "red"],
    stopLoss: 9,
    createdAt: 1_765_000_000_000 + i,
    tracking: {
      currency: "SAR" as const,
      price: 12.5,
      referencePrice: 11.9,
      changePercent: 5.04,
      target: 14,
      status: "open" as const,
      timeZone: "Asia/Riyadh" as const,
    },
  })),
};

const body = "زكاة ".repeat(2048);
const articles = {
  articles: Array.from({ length: 200 }, (_, i) => ({
    id: crypto.randomUUID(),
    category: "account" as const,
    published: true,
    position: i * 10,
    titleEn: `Article ${i}`,
    bodyEn: body,
    titleAr: `مقال ${i}`,
    bodyAr: body,
    createdAt: 1_765_000_000_000,
    updatedAt: 1_765_000_000_000,
  })),
};

const bars = {
  symbol: "2222.SR",
  range: "5Y" as const,
  bars: Array.from({ length: 1250 }, (_, i) => ({ t: `2021-01-${i}`, o: 27.5, h: 27.9, l: 27.1, c: 27.6, v: 1e7 })),
};

const cases = [
  { name: "alerts list (100)", schema: alertsApi.list.response, answer: alerts },
  { name: "recommendations (100, tracked)", schema: recommendationsApi.work.response, answer: recommendations },
  { name: "help articles, admin (200 × 20 KiB)", schema: helpApi.adminList.response, answer: articles },
  { name: "ticker daily bars (5Y, 1,250)", schema: tickerApi.history.response, answer: bars },
];

/** Microseconds per run of `work`, in `rounds` samples of `per` runs each. */
function sample(work: () => void, rounds = 60, per = 20): number[] {
  for (let k = 0; k < per * 5; k++) work(); // warm
  return Array.from({ length: rounds }, () => {
    const started = Bun.nanoseconds();
    for (let k = 0; k < per; k++) work();
    return (Bun.nanoseconds() - started) / 1000 / per;
  });
}

const results = cases.map(({ name, schema, answer }) => {
  if (!v.is(schema, answer)) throw new Error(`${name}: the sample breaks its own contract`);
  const check = stats(sample(() => v.safeParse(schema, answer)));
  const stringify = stats(sample(() => JSON.stringify(answer)));
  return {
    answer: name,
    bytes: JSON.stringify(answer).length,
    checkMicros: check,
    stringifyMicros: stringify,
    checkOverStringify: Math.round((check.p50 / stringify.p50) * 100) / 100,
  };
});

await writeResult("contract-check", "answers", {
  machine: machine(),
  note: "valibot safeParse of the answer against the contract's schema, beside JSON.stringify of the same answer (µs per answer; 60 samples of 20)",
  results,
});

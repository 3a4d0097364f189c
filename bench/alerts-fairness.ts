// How soon another user's alert e-mail comes while five users' fifty push endpoints hang (the
// scenario of tests/helpers/slow-push.ts, on SQLite, or PostgreSQL with TEST_DB=postgres and
// TEST_DATABASE_URL): the e-mail's delay after its trigger, over a real SMTP server on loopback,
// each run on a fresh test server. tests/server/alerts-fairness.test.ts checks the order of events
// (the e-mail waits for none of the pushes); the time it takes on a given machine is this
// bench's, with the machine and its load beside it. Budget: 1 s. Results:
// bench/results/alerts-fairness.json.
//   bun bench/alerts-fairness.ts [runs=10]
import { loadavg } from "node:os";
import { TEST_DB, testServer } from "../tests/helpers/server";
import { HANGING_AT_ONCE, slowPush, until } from "../tests/helpers/slow-push";
import { machine } from "./machine";
import { stats, writeResult } from "./results-file";

const RUNS = Number(process.argv[2] ?? 10);
const BUDGET_MS = 1_000;
const loadBefore = loadavg().map((x) => x.toFixed(2));

const delays: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const s = await testServer();
  await s.services.market.init();
  const flood = await slowPush(s);
  const push = s.services.alerts!.push!;
  // The pushes hang for the whole run, as in the test.
  push.sendOptions = { ...push.sendOptions, answerTimeoutMs: 60_000 };
  await flood.fireSlowUsers();
  await until(() => flood.openNow() === HANGING_AT_ONCE, `${HANGING_AT_ONCE} hanging connections`);
  const { delayMs, hangingAtMail } = await flood.mailOfAnother();
  if (hangingAtMail !== HANGING_AT_ONCE) throw new Error(`the e-mail came with ${hangingAtMail} pushes hanging`);
  delays.push(delayMs);
  console.log(`run ${run + 1}: e-mail after ${Math.round(delayMs)} ms`);
  await s.close();
  await flood.close();
}

await writeResult("alerts-fairness", TEST_DB, {
  machine: machine(),
  loadAverage: {
    before: loadBefore.join(" "),
    after: loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  },
  scenario: {
    runs: RUNS,
    note: "5 users × 10 push endpoints that never answer (100 connections held: 2 deliveries each), then another user's e-mail alert fires; delay from the market step to the SMTP server's end of data",
  },
  budgetMs: BUDGET_MS,
  delayMs: stats(delays),
  withinBudget: delays.filter((d) => d <= BUDGET_MS).length,
});

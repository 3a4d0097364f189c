// The portfolio machines (src/machines/portfolio): the page loads the list and the chosen
// portfolio, creates, renames and deletes; the transaction form checks each field as the server
// does and shows a refusal under the field it names; the import preview sends the header the
// person mapped, blocks a file with errors and imports a clean one; the zakat form asks again
// with the date, year and gold price, and saves a holding's method. Every answer is checked
// against its schema before a machine keeps it.
import { afterEach, expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { listPortfolios, loadDetails } from "../../src/client/portfolio";
import { defaultMapping, readHeader, withMapping } from "../../src/machines/portfolio/csvHeader";
import { importPreviewMachine } from "../../src/machines/portfolio/importPreview.machine";
import { portfolioPageMachine, REFRESH_MS } from "../../src/machines/portfolio/portfolioPage.machine";
import { checkTransaction, transactionFormMachine } from "../../src/machines/portfolio/transactionForm.machine";
import { checkZakat, zakatFormMachine } from "../../src/machines/portfolio/zakat.machine";
import type { ImportResult, Portfolio, TransactionInput, ZakatMethod } from "../../src/shared/portfolio";
import { DETAILS, IMPORT_CLEAN, PORTFOLIO, TRANSACTION, ZAKAT } from "./portfolio.graph";

/** A stand-in for an actor of the machine (the provide types want the actor's exact input). */
// biome-ignore lint/suspicious/noExplicitAny: each fake names the part of the input it reads
const fake = <O>(fn: (args: { input: any }) => Promise<O>) => fromPromise(fn) as never;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

test("the page loads the portfolios, shows the first, creates another and shows it", async () => {
  const second: Portfolio = { ...PORTFOLIO, id: "p2", name: "Income", baseCurrency: "USD" };
  let list = [PORTFOLIO];
  const detailsFor: string[] = [];
  const created: unknown[] = [];
  const machine = portfolioPageMachine.provide({
    actors: {
      fetchPortfolios: fake(async () => list),
      fetchDetails: fake(async ({ input }: { input: { id: string } }) => {
        detailsFor.push(input.id);
        return DETAILS;
      }),
      savePortfolio: fake(async ({ input }: { input: unknown }) => {
        created.push(input);
        list = [PORTFOLIO, second];
        return second;
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  await waitFor(actor, (s) => s.matches({ data: { ready: "loaded" } }));
  expect(actor.getSnapshot().context.selectedId).toBe("p1");
  actor.send({ type: "create" });
  actor.send({ type: "form.submit" });
  expect(actor.getSnapshot().context.form?.error).toEqual({ field: "name", message: null, key: "required" });
  actor.send({ type: "form.change", patch: { name: "x".repeat(61) } });
  actor.send({ type: "form.submit" });
  expect(actor.getSnapshot().context.form?.error?.key).toBe("tooLong");
  actor.send({ type: "form.change", patch: { name: "  Income ", baseCurrency: "USD" } });
  actor.send({ type: "form.submit" });
  await waitFor(
    actor,
    (s) => s.matches({ dialog: "closed" }) && s.matches({ data: { ready: "loaded" } }) && detailsFor.length === 2,
  );
  expect(created).toEqual([
    { kind: "create", body: { name: "Income", baseCurrency: "USD", costMethod: "average", withholdingRate: 0.3 } },
  ]);
  expect(actor.getSnapshot().context.selectedId).toBe("p2");
  expect(detailsFor).toEqual(["p1", "p2"]);
  expect(actor.getSnapshot().context.portfolios.map((p) => p.id)).toEqual(["p1", "p2"]);
});

test("the withholding rate is typed in percent, any digits, 0 to 100: 15 → 0.15, ١٢٫٥ → 0.125, 150 refused", async () => {
  const saved: { body: { withholdingRate: number } }[] = [];
  let current = PORTFOLIO;
  const machine = portfolioPageMachine.provide({
    actors: {
      fetchPortfolios: fake(async () => [current]),
      fetchDetails: fake(async () => DETAILS),
      savePortfolio: fake(async ({ input }: { input: { body: { withholdingRate: number } } }) => {
        saved.push(input);
        current = { ...PORTFOLIO, withholdingRate: input.body.withholdingRate };
        return current;
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  await waitFor(actor, (s) => s.matches({ data: { ready: "loaded" } }));
  // Editing shows the portfolio's rate in percent.
  actor.send({ type: "rename" });
  expect(actor.getSnapshot().context.form?.withholding).toBe("30");
  for (const bad of ["150", "-1", "", "abc"]) {
    actor.send({ type: "form.change", patch: { withholding: bad } });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.form?.error).toEqual({
      field: "withholdingRate",
      message: null,
      key: "invalid",
    });
  }
  expect(saved).toEqual([]);
  actor.send({ type: "form.change", patch: { withholding: "15" } });
  actor.send({ type: "form.submit" });
  await waitFor(actor, (s) => s.matches({ dialog: "closed" }));
  actor.send({ type: "rename" });
  expect(actor.getSnapshot().context.form?.withholding).toBe("15");
  actor.send({ type: "form.change", patch: { withholding: "١٢٫٥" } });
  actor.send({ type: "form.submit" });
  await waitFor(actor, (s) => s.matches({ dialog: "closed" }));
  expect(saved.map((x) => x.body.withholdingRate)).toEqual([0.15, 0.125]);
});

test("the page keeps the form open with the server's message under the name", async () => {
  const machine = portfolioPageMachine.provide({
    actors: {
      fetchPortfolios: fake(async () => []),
      savePortfolio: fake(async () => {
        throw new ApiError(409, { message: "You have 10 portfolios already.", code: "portfolio_limit" });
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  await waitFor(actor, (s) => s.matches({ data: "empty" }));
  actor.send({ type: "create" });
  actor.send({ type: "form.change", patch: { name: "Eleventh" } });
  actor.send({ type: "form.submit" });
  await waitFor(actor, (s) => s.matches({ dialog: "form" }) && s.context.form?.error !== null);
  expect(actor.getSnapshot().context.form).toMatchObject({
    name: "Eleventh",
    error: { field: null, message: "You have 10 portfolios already." },
  });
});

test("deleting the last portfolio reads the list again and shows the empty state", async () => {
  let list = [PORTFOLIO];
  const machine = portfolioPageMachine.provide({
    actors: {
      fetchPortfolios: fake(async () => list),
      fetchDetails: fake(async () => DETAILS),
      deletePortfolio: fake(async ({ input }: { input: { id: string } }) => {
        list = [];
        return input.id;
      }),
    },
  });
  const actor = createActor(machine, { input: { selectedId: "nope" } }).start();
  await waitFor(actor, (s) => s.matches({ data: { ready: "loaded" } }));
  expect(actor.getSnapshot().context.selectedId).toBe("p1");
  actor.send({ type: "delete", target: { kind: "portfolio", id: "p1", label: "Growth" } });
  actor.send({ type: "delete.confirm" });
  await waitFor(actor, (s) => s.matches({ data: "empty" }));
  expect(actor.getSnapshot().context.selectedId).toBeNull();
});

test("the transaction form names each field at fault before any call", () => {
  const base = { today: "2026-01-20", type: "buy" as const };
  const values = { date: "2026-01-21", symbol: "", quantity: "-1", price: "abc", fees: "", note: "" };
  const errors = checkTransaction({ ...base, values });
  expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.key]))).toEqual({
    date: "future",
    symbol: "required",
    quantity: "negative",
    price: "invalid",
  });
  // A deposit needs only a date and an amount; Arabic-Indic digits are read.
  expect(
    checkTransaction({
      ...base,
      type: "deposit",
      values: { ...values, date: "2026-01-20", quantity: "", price: "١٠٠٠" },
    }),
  ).toEqual({});
  // A split needs its ratio, not a price.
  expect(
    Object.keys(
      checkTransaction({
        ...base,
        type: "split",
        values: { ...values, date: "2026-01-20", symbol: "AAPL", quantity: "", price: "" },
      }),
    ),
  ).toEqual(["quantity"]);
});

test("the transaction and zakat forms take real calendar days from 1990 only, as the server does", () => {
  const base = { today: "2026-01-20", type: "deposit" as const };
  const values = { date: "", symbol: "", quantity: "", price: "10", fees: "", note: "" };
  const dateKey = (date: string) => checkTransaction({ ...base, values: { ...values, date } }).date?.key;
  for (const date of ["2024-02-30", "2024-02-31", "2023-02-29", "1989-12-31", "0001-01-01"])
    expect(dateKey(date)).toBe("invalid");
  for (const date of ["2024-02-29", "1990-01-01"]) expect(dateKey(date)).toBeUndefined();
  const zakatKey = (date: string) => checkZakat({ date, goldPrice: "", today: "2026-01-20" }).date?.key;
  expect(zakatKey("2024-02-30")).toBe("invalid");
  expect(zakatKey("1989-12-31")).toBe("invalid");
  expect(zakatKey("2024-02-29")).toBeUndefined();
});

test("the transaction form sends the body the server expects and shows its refusal under the field", async () => {
  const sent: TransactionInput[] = [];
  let refuse = true;
  const machine = transactionFormMachine.provide({
    actors: {
      saveTransaction: fake(async ({ input }: { input: { body: TransactionInput } }) => {
        sent.push(input.body);
        if (refuse) {
          refuse = false;
          throw new ApiError(400, { message: "You hold 10 shares.", code: "oversold", field: "quantity" });
        }
        return TRANSACTION;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { portfolioId: "p1", baseCurrency: "SAR", today: "2026-01-20" },
  }).start();
  actor.send({ type: "type.change", value: "sell" });
  actor.send({ type: "field.change", field: "symbol", value: " 2222.sr " });
  actor.send({ type: "field.change", field: "quantity", value: "١٢" });
  actor.send({ type: "field.change", field: "price", value: "27,5" });
  actor.send({ type: "field.change", field: "note", value: " take profit " });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("editing") && s.context.errors.quantity !== undefined);
  expect(actor.getSnapshot().context.errors.quantity).toEqual({ field: "quantity", message: "You hold 10 shares." });
  expect(sent[0]).toEqual({
    type: "sell",
    date: "2026-01-20",
    symbol: "2222.SR",
    quantity: 12,
    price: 27.5,
    fees: 0,
    currency: "SAR",
    note: "take profit",
  });
  actor.send({ type: "field.change", field: "quantity", value: "10" });
  expect(actor.getSnapshot().context.errors.quantity).toBeUndefined();
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.status === "done");
  expect(actor.getSnapshot().output).toEqual(TRANSACTION);
});

test("the CSV header: BOM, semicolons and quotes read; the mapping rewrites only the header", () => {
  const header = readHeader('\uFEFFDate;"Kind; of";symbol;Qty;price\r\n2026-01-05;buy;2222.SR;١٠;27,4\r\n');
  expect(header.delimiter).toBe(";");
  expect(header.names).toEqual(["Date", "Kind; of", "symbol", "Qty", "price"]);
  expect(defaultMapping(header)).toEqual({ date: 0, symbol: 2, price: 4 });
  const csv = withMapping(header, { date: 0, type: 1, symbol: 2, quantity: 3, price: 4 });
  expect(csv).toBe("date;type;symbol;quantity;price\n2026-01-05;buy;2222.SR;١٠;27,4\r\n");
  // A column named after a field but chosen for another cannot be read twice.
  expect(withMapping(readHeader("price,cost\n1,2\n"), { price: 1 })).toBe("price (unused),price\n1,2\n");
});

function fileOf(text: string, name = "trades.csv"): File {
  return new File([text], name, { type: "text/csv" });
}

test("the import preview: a file with an error cannot be imported; the fixed one is, all at once", async () => {
  const calls: { csv: string; dryRun: boolean }[] = [];
  const bad: ImportResult = {
    ...IMPORT_CLEAN,
    errors: [{ line: 2, field: "quantity", message: "Quantity cannot be negative." }],
    errorCount: 1,
  };
  const machine = importPreviewMachine.provide({
    actors: {
      importCsv: fake(async ({ input }: { input: { csv: string; dryRun: boolean } }) => {
        calls.push({ csv: input.csv, dryRun: input.dryRun });
        if (input.csv.includes("-10")) return bad;
        return input.dryRun ? IMPORT_CLEAN : { ...IMPORT_CLEAN, imported: 1, dryRun: false };
      }),
    },
  });
  const actor = createActor(machine, { input: { portfolioId: "p1" } }).start();
  actor.send({ type: "file", file: fileOf("date,type,symbol,qty,price\n2026-01-05,buy,2222.SR,-10,27.4\n") });
  await waitFor(actor, (s) => s.matches("preview"));
  actor.send({ type: "confirm" });
  expect(actor.getSnapshot().value).toBe("preview");
  expect(calls.every((c) => c.dryRun)).toBe(true);
  actor.send({ type: "file", file: fileOf("date,type,symbol,qty,price\n2026-01-05,buy,2222.SR,10,27.4\n") });
  await waitFor(actor, (s) => s.matches("preview") && s.context.result?.errors.length === 0);
  // The "qty" column is chosen for the quantity: the header is sent rewritten.
  actor.send({ type: "map", field: "quantity", column: 3 });
  await waitFor(actor, (s) => s.matches("preview"));
  expect(calls.at(-1)?.csv.split("\n")[0]).toBe("date,type,symbol,quantity,price");
  actor.send({ type: "confirm" });
  await waitFor(actor, (s) => s.matches("imported"));
  expect(actor.getSnapshot().context.imported).toBe(1);
  expect(calls.at(-1)?.dryRun).toBe(false);
});

test("the import preview refuses a file over 2 MB before reading it", () => {
  const actor = createActor(importPreviewMachine, { input: { portfolioId: "p1" } }).start();
  actor.send({ type: "file", file: fileOf("x".repeat(2 * 1024 * 1024 + 1)) });
  expect(actor.getSnapshot().value).toBe("idle");
  expect(actor.getSnapshot().context.error).toMatchObject({ field: "file", key: "tooLong" });
});

test("the zakat form asks with the date, year and gold price, checks them first, and saves a method", async () => {
  const asked: unknown[] = [];
  const saved: { symbol: string; method: ZakatMethod }[] = [];
  const machine = zakatFormMachine.provide({
    actors: {
      fetchZakat: fake(async ({ input }: { input: unknown }) => {
        asked.push(input);
        return ZAKAT;
      }),
      saveZakatMethod: fake(async ({ input }: { input: { symbol: string; method: ZakatMethod } }) => {
        saved.push({ symbol: input.symbol, method: input.method });
        return input;
      }),
    },
  });
  const actor = createActor(machine, { input: { portfolioId: "p1", today: "2026-01-20" } }).start();
  await waitFor(actor, (s) => s.matches("ready"));
  expect(asked[0]).toEqual({ id: "p1", date: "2026-01-20", year: "lunar", goldPrice: null, purification: "aaoifi21" });
  actor.send({ type: "gold.change", value: "-5" });
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().context.errors.goldPrice?.key).toBe("negative");
  actor.send({ type: "gold.change", value: "٤١٠٫٥" });
  actor.send({ type: "year.change", value: "solar" });
  actor.send({ type: "purification.change", value: "dividendRatio" });
  actor.send({ type: "date.change", value: "2026-01-10" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("ready") && asked.length === 2);
  expect(asked[1]).toEqual({
    id: "p1",
    date: "2026-01-10",
    year: "solar",
    goldPrice: 410.5,
    purification: "dividendRatio",
  });
  actor.send({ type: "method.change", symbol: "2222.SR", method: "trading" });
  await waitFor(actor, (s) => s.matches("ready") && asked.length === 3);
  expect(saved).toEqual([{ symbol: "2222.SR", method: "trading" }]);
});

test("answers are checked against the schemas: a wrong shape fails the load", async () => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ portfolios: [{ ...PORTFOLIO, baseCurrency: "EUR" }] }), {
      headers: { "content-type": "application/json" },
    })) as unknown as typeof fetch;
  await expect(listPortfolios()).rejects.toThrow();
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ portfolios: [PORTFOLIO] }), {
      headers: { "content-type": "application/json" },
    })) as unknown as typeof fetch;
  expect(await listPortfolios()).toEqual([PORTFOLIO]);
});

test("the details read every page of transactions", async () => {
  const urls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url.replace(/^.*\/api\/v1/, ""));
    const body = url.includes("/summary")
      ? DETAILS.summary
      : url.includes("/income")
        ? DETAILS.income
        : { transactions: [TRANSACTION], total: 2, page: url.endsWith("page=2") ? 2 : 1, pageSize: 1 };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as unknown as typeof fetch;
  const details = await loadDetails("p1");
  expect(details.transactions).toHaveLength(2);
  expect(urls.sort()).toEqual([
    "/work/portfolios/p1/income",
    "/work/portfolios/p1/summary",
    "/work/portfolios/p1/transactions?page=1",
    "/work/portfolios/p1/transactions?page=2",
  ]);
});

test("the summary is read again every minute, so prices follow the live quotes", async () => {
  const clock = new SimulatedClock();
  let reads = 0;
  const machine = portfolioPageMachine.provide({
    actors: {
      fetchPortfolios: fake(async () => [PORTFOLIO]),
      fetchDetails: fake(async () => {
        reads++;
        return DETAILS;
      }),
    },
  });
  const actor = createActor(machine, { input: {}, clock }).start();
  await waitFor(actor, (s) => s.matches({ data: { ready: "loaded" } }));
  expect(reads).toBe(1);
  clock.increment(REFRESH_MS - 1);
  expect(actor.getSnapshot().matches({ data: { ready: "loaded" } })).toBe(true);
  clock.increment(1);
  await waitFor(actor, (s) => s.matches({ data: { ready: "loaded" } }) && reads === 2);
  // The shown summary stays while the next one is read.
  expect(actor.getSnapshot().context.details).toEqual(DETAILS);
});

// Watchlist calls of /work (docs/api.md): every call and error, ownership and limits, on SQLite,
// and on PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MAX_TICKERS_PER_WATCHLIST, MAX_WATCHLISTS, type Watchlist } from "../../src/shared/watchlists";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`watchlists on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
    bob = await testUser(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1/work/${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "application/json" },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { watchlist: Watchlist } };
  };
  const create = (who: TestAccount, watchlistName: string) => call("POST", "create-watchlist", who, { watchlistName });
  const lists = async (who: TestAccount) =>
    ((await call("GET", "get-watchlists", who)).body as unknown as { watchlists: Watchlist[] }).watchlists;

  test("every call needs a session: 401 without, 403 for a partner", async () => {
    const partner = await testPartner(s.services);
    const calls: [string, string, unknown][] = [
      ["POST", "create-watchlist", { watchlistName: "x" }],
      ["DELETE", "delete-watchlist", { watchlistId: "x" }],
      ["PUT", "update-watchlist", { watchlistId: "x", newWatchlistName: "y" }],
      ["GET", "get-watchlists", undefined],
      ["POST", "addticker-into-watchlist/rocket", { tickerName: "AAPL", watchlistId: "x" }],
      ["DELETE", "deleteticker-from-watchlist", { tickerName: "AAPL", watchlistId: "x" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, partner, body)).status).toBe(403);
    }
  });

  test("create answers the new list, trimmed; get lists it", async () => {
    const { status, body } = await create(alice, "  Tech  ");
    expect(status).toBe(200);
    expect(body.watchlist).toEqual({ _id: expect.any(String), watchlistName: "Tech", tickers: [] });
    expect((await lists(alice)).map((l) => l.watchlistName)).toContain("Tech");
    expect(await lists(bob)).toEqual([]);
  });

  test("a blank name is 400 'Please enter a name.' in the caller's language", async () => {
    for (const name of ["", "   "]) {
      const { status, body } = await create(alice, name);
      expect(status).toBe(400);
      expect(body as unknown).toEqual({
        code: "watchlist_name_required",
        message: "Please enter a name.",
        field: "watchlistName",
      });
    }
    const ar = await call("POST", "create-watchlist", alice, { watchlistName: " " }, "ar");
    expect(ar.body.message).toBe("يرجى إدخال اسم.");
  });

  test("a name taken in another case or with spaces is 409", async () => {
    await create(alice, "Energy");
    for (const name of ["energy", " ENERGY ", "Energy"]) {
      const { status, body } = await create(alice, name);
      expect(status).toBe(409);
      expect(body as unknown).toEqual({
        code: "watchlist_name_taken",
        message: "You already created a watchlist with this name.",
      });
    }
    // Another user may use the same name.
    expect((await create(bob, "energy")).status).toBe(200);
  });

  test("too long names and malformed bodies are 400", async () => {
    expect((await create(alice, "x".repeat(61))).body.code).toBe("watchlist_name_too_long");
    expect((await call("POST", "create-watchlist", alice, { watchlistName: 3 })).status).toBe(400);
    expect((await call("POST", "create-watchlist", alice, { watchlistName: "a", extra: 1 })).status).toBe(400);
    expect((await call("POST", "create-watchlist", alice, {})).status).toBe(400);
  });

  test("rename: trimmed, checked against the user's other names, owner only", async () => {
    const a = (await create(alice, "Banks")).body.watchlist;
    await create(alice, "Retail");
    const ok = await call("PUT", "update-watchlist", alice, {
      watchlistId: a._id,
      newWatchlistName: " Saudi banks ",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.watchlist.watchlistName).toBe("Saudi banks");
    // Its own name in another case is fine.
    const same = await call("PUT", "update-watchlist", alice, {
      watchlistId: a._id,
      newWatchlistName: "SAUDI BANKS",
    });
    expect(same.body.watchlist.watchlistName).toBe("SAUDI BANKS");
    const taken = await call("PUT", "update-watchlist", alice, { watchlistId: a._id, newWatchlistName: "retail" });
    expect([taken.status, taken.body.code]).toEqual([409, "watchlist_name_taken"]);
    const blank = await call("PUT", "update-watchlist", alice, { watchlistId: a._id, newWatchlistName: "  " });
    expect([blank.status, blank.body.code]).toEqual([400, "watchlist_name_required"]);
    const foreign = await call("PUT", "update-watchlist", bob, { watchlistId: a._id, newWatchlistName: "Mine" });
    expect([foreign.status, foreign.body.code]).toEqual([404, "watchlist_not_found"]);
    const missing = await call("PUT", "update-watchlist", alice, { watchlistId: "nope", newWatchlistName: "x" });
    expect(missing.status).toBe(404);
  });

  test("add and remove tickers, keeping the order they were added in", async () => {
    const w = (await create(alice, "Picks")).body.watchlist;
    const add = (tickerName: string, scanner = "rocket", who = alice, watchlistId = w._id) =>
      call("POST", `addticker-into-watchlist/${scanner}`, who, { tickerName, watchlistId });
    expect((await add("NVDA")).status).toBe(200);
    const second = await add("2222.SR", "dividend");
    expect(second.body.watchlist.tickers).toEqual([
      { tickerName: "NVDA", selectedScanner: "rocket" },
      { tickerName: "2222.SR", selectedScanner: "dividend" },
    ]);
    const again = await add("NVDA", "growth");
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      "ticker_already_listed",
      "NVDA is already in this watchlist.",
    ]);
    expect((await add("AAPL", "nope")).body.code).toBe("watchlist_scanner_unknown");
    expect((await add("AAPL", "nope")).status).toBe(400);
    expect((await add("not a symbol")).status).toBe(400);
    expect((await add("AAPL", "rocket", bob)).status).toBe(404);
    expect((await add("AAPL", "rocket", alice, "nope")).status).toBe(404);

    const del = (tickerName: string, who = alice) =>
      call("DELETE", "deleteticker-from-watchlist", who, { tickerName, watchlistId: w._id });
    expect((await del("NVDA", bob)).status).toBe(404);
    const removed = await del("NVDA");
    expect(removed.status).toBe(200);
    expect(removed.body.watchlist.tickers).toEqual([{ tickerName: "2222.SR", selectedScanner: "dividend" }]);
    const gone = await del("NVDA");
    expect([gone.status, gone.body.code]).toEqual([404, "ticker_not_listed"]);
    const listed = (await lists(alice)).find((l) => l._id === w._id);
    expect(listed?.tickers.map((t) => t.tickerName)).toEqual(["2222.SR"]);
  });

  test("a known-symbol check refuses tickers outside the market", async () => {
    const w = (await create(alice, "Checked")).body.watchlist;
    s.services.knownSymbol = (symbol) => symbol === "AAPL";
    try {
      const bad = await call("POST", "addticker-into-watchlist/rocket", alice, {
        tickerName: "ZZZZ",
        watchlistId: w._id,
      });
      expect([bad.status, bad.body.code]).toEqual([400, "watchlist_symbol_unknown"]);
      const good = await call("POST", "addticker-into-watchlist/rocket", alice, {
        tickerName: "AAPL",
        watchlistId: w._id,
      });
      expect(good.status).toBe(200);
    } finally {
      delete s.services.knownSymbol;
    }
  });

  test("delete: owner only, then gone with its tickers", async () => {
    const w = (await create(alice, "Temporary")).body.watchlist;
    await call("POST", "addticker-into-watchlist/rocket", alice, { tickerName: "TSLA", watchlistId: w._id });
    const foreign = await call("DELETE", "delete-watchlist", bob, { watchlistId: w._id });
    expect([foreign.status, foreign.body.code]).toEqual([404, "watchlist_not_found"]);
    const ok = await call("DELETE", "delete-watchlist", alice, { watchlistId: w._id });
    expect([ok.status, ok.body.message]).toEqual([200, "Watchlist deleted."]);
    expect((await lists(alice)).some((l) => l._id === w._id)).toBe(false);
    const [orphans] = await s.services.db
      .sql`SELECT COUNT(*) AS n FROM watchlist_tickers WHERE watchlist_id = ${w._id}`;
    expect(Number(orphans.n)).toBe(0);
    expect((await call("DELETE", "delete-watchlist", alice, { watchlistId: w._id })).status).toBe(404);
    // The name is free again.
    expect((await create(alice, "temporary")).status).toBe(200);
  });

  test(`at most ${MAX_WATCHLISTS} lists per user`, async () => {
    const carol = await testUser(s.services);
    for (let i = 1; i <= MAX_WATCHLISTS; i++) expect((await create(carol, `List ${i}`)).status).toBe(200);
    const over = await create(carol, "One more");
    expect([over.status, over.body.code, over.body.message]).toEqual([
      409,
      "watchlist_limit",
      `You can have at most ${MAX_WATCHLISTS} watchlists. Delete one to create another.`,
    ]);
    expect((await lists(carol)).map((l) => l.watchlistName)).toEqual(
      Array.from({ length: MAX_WATCHLISTS }, (_, i) => `List ${i + 1}`),
    );
  });

  test("concurrent creates cannot pass the limit or duplicate a name", async () => {
    const dave = await testUser(s.services);
    const results = await Promise.all(Array.from({ length: MAX_WATCHLISTS + 5 }, (_, i) => create(dave, `L${i}`)));
    expect(results.filter((r) => r.status === 200).length).toBe(MAX_WATCHLISTS);
    expect(results.filter((r) => r.status === 409).length).toBe(5);
    const erin = await testUser(s.services);
    const same = await Promise.all([create(erin, "Dup"), create(erin, "dup "), create(erin, " DUP")]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  test(`at most ${MAX_TICKERS_PER_WATCHLIST} tickers per list`, async () => {
    const w = (await create(alice, "Full")).body.watchlist;
    for (let i = 0; i < MAX_TICKERS_PER_WATCHLIST; i++) {
      const r = await call("POST", "addticker-into-watchlist/liquidity", alice, {
        tickerName: `T${i}`,
        watchlistId: w._id,
      });
      expect(r.status).toBe(200);
    }
    const over = await call("POST", "addticker-into-watchlist/liquidity", alice, {
      tickerName: "EXTRA",
      watchlistId: w._id,
    });
    expect([over.status, over.body.code]).toEqual([409, "watchlist_full"]);
    const ar = await call(
      "POST",
      "addticker-into-watchlist/liquidity",
      alice,
      { tickerName: "EXTRA", watchlistId: w._id },
      "ar",
    );
    expect(ar.body.message).toBe(
      `تتسع قائمة المراقبة لـ ${MAX_TICKERS_PER_WATCHLIST} سهم على الأكثر. أزل سهمًا لإضافة آخر.`,
    );
  });

  test("a write is on disk when it is acknowledged", async () => {
    const w = (await create(alice, "Durable")).body.watchlist;
    // A second connection sees the committed row at once.
    const [row] = await s.services.db.sql`SELECT name FROM watchlists WHERE id = ${w._id}`;
    expect(row.name).toBe("Durable");
  });

  test("wrong methods are 405", async () => {
    expect((await call("GET", "create-watchlist", alice)).status).toBe(405);
  });
});

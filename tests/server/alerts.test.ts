// Price alerts (docs/api.md, "Alerts"): every call, validation in both languages, ownership,
// the active limit (also under parallel requests), firing once per arming on ticks with the
// tick's time, the history, and delivery by e-mail with retries. On SQLite, and on PostgreSQL
// under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { backoffMs, MAX_ATTEMPTS } from "../../src/server/alerts/delivery";
import type { Mail, Mailer, MemoryMailer } from "../../src/server/mail/mailer";
import { type Alert, type AlertTrigger, MAX_ACTIVE_ALERTS } from "../../src/shared/alerts";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`alerts on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let aapl: number;
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    s.services.knownSymbol = (symbol) => s.services.market.state.index.has(symbol);
    aapl = s.services.market.state.price[s.services.market.state.index.get("AAPL")!]!;
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
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { alert: Alert } };
  };
  const create = (who: TestAccount, body: Record<string, unknown>, lang = "en") =>
    call("POST", "alerts", who, { channels: ["app"], ...body }, lang);
  const list = async (who: TestAccount) => (await call("GET", "alerts", who)).body.alerts as unknown as Alert[];
  const history = async (who: TestAccount) =>
    (await call("GET", "alerts/history", who)).body.triggers as unknown as AlertTrigger[];
  /** One tick of the market at the test clock, then the firings it caused settle. */
  const tick = async () => {
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
  };

  test("every call needs a user session: 401 without, 403 for a partner", async () => {
    const partner = await testPartner(s.services);
    const calls: [string, string, unknown][] = [
      ["GET", "alerts", undefined],
      ["POST", "alerts", { symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app"] }],
      ["PUT", "alerts/x", { note: "n" }],
      ["DELETE", "alerts/x", undefined],
      ["POST", "alerts/x/rearm", undefined],
      ["GET", "alerts/history", undefined],
      ["GET", "push-subscription", undefined],
      ["POST", "push-subscription", { endpoint: "https://push.example/x", keys: { p256dh: "a", auth: "b" } }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, partner, body)).status).toBe(403);
    }
  });

  test("create answers 201 with the alert; the list shows it to its owner only", async () => {
    const { status, body } = await create(alice, {
      symbol: "AAPL",
      kind: "priceAbove",
      value: aapl * 2,
      note: "  take profit  ",
      channels: ["app", "email"],
    });
    expect(status).toBe(201);
    expect(body.alert).toEqual({
      id: expect.any(String),
      symbol: "AAPL",
      kind: "priceAbove",
      value: aapl * 2,
      note: "take profit",
      channels: ["app", "email"],
      status: "active",
      createdAt: s.clock.now,
      triggeredAt: null,
      triggerPrice: null,
    });
    expect((await list(alice)).map((a) => a.id)).toContain(body.alert.id);
    expect(await list(bob)).toEqual([]);
    expect(s.services.alerts!.index.has(body.alert.id)).toBe(true);
  });

  test("invalid bodies are 400s naming the field, in the caller's language", async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ symbol: "NOPE1", kind: "priceAbove", value: 1 }, "symbol", "There is no ticker NOPE1.", "لا يوجد سهم"],
      [{ symbol: "AAPL", kind: "priceAbove" }, "value", "Enter a value for this alert.", "أدخل قيمة"],
      [{ symbol: "AAPL", kind: "priceAbove", value: -5 }, "value", "Enter a valid number", "أدخل رقمًا"],
      [{ symbol: "AAPL", kind: "crossSma50", value: 5 }, "value", "This kind of alert takes no value.", "لا يأخذ"],
      [{ symbol: "AAPL", kind: "priceAbove", value: 1, channels: [] }, "channels", "Choose at least one", "اختر"],
      [{ symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["sms"] }, "channels", "Choose at least one", "اختر"],
      [{ symbol: "AAPL", kind: "priceAbove", value: 1, note: "x".repeat(201) }, "note", "at most 200", "200"],
      [{ symbol: "AAPL", kind: "sometimes", value: 1 }, "kind", "", ""],
      [{ symbol: "AAPL", kind: "priceAbove", value: 1, extra: 1 }, "extra", "", ""],
    ];
    for (const [body, field, en, ar] of cases) {
      const r = await create(alice, body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("invalid_input");
      expect(r.body.field).toBe(field);
      expect(r.body.message as string).toContain(en);
      const a = await create(alice, body, "ar");
      expect(a.body.field).toBe(field);
      expect(a.body.message as string).toContain(ar);
    }
  });

  test("another user's alert is 404 for edit, delete and re-arm", async () => {
    const mine = (await create(alice, { symbol: "MSFT", kind: "priceBelow", value: 1 })).body.alert;
    for (const [method, path, body] of [
      ["PUT", `alerts/${mine.id}`, { note: "x" }],
      ["DELETE", `alerts/${mine.id}`, undefined],
      ["POST", `alerts/${mine.id}/rearm`, undefined],
    ] as const) {
      const r = await call(method, path, bob, body);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("alert_not_found");
      expect((await call(method, path, bob, body, "ar")).body.message).toBe("هذا التنبيه غير موجود.");
    }
    expect((await list(alice)).find((a) => a.id === mine.id)?.note).toBeNull();
  });

  test("edit, pause, resume and delete", async () => {
    const a = (await create(alice, { symbol: "NVDA", kind: "priceBelow", value: 1 })).body.alert;
    const edited = await call("PUT", `alerts/${a.id}`, alice, { value: 2, note: "lower", channels: ["email"] });
    expect(edited.status).toBe(200);
    expect(edited.body.alert).toMatchObject({ value: 2, note: "lower", channels: ["email"], status: "active" });
    const paused = await call("PUT", `alerts/${a.id}`, alice, { paused: true });
    expect(paused.body.alert.status).toBe("paused");
    expect(s.services.alerts!.index.has(a.id)).toBe(false);
    const resumed = await call("PUT", `alerts/${a.id}`, alice, { paused: false });
    expect(resumed.body.alert.status).toBe("active");
    expect(s.services.alerts!.index.has(a.id)).toBe(true);
    const bad = await call("PUT", `alerts/${a.id}`, alice, { kind: "changeAbove" });
    expect([bad.status, bad.body.field]).toEqual([400, "value"]);
    expect((await call("DELETE", `alerts/${a.id}`, alice)).status).toBe(200);
    expect(s.services.alerts!.index.has(a.id)).toBe(false);
    expect((await call("DELETE", `alerts/${a.id}`, alice)).status).toBe(404);
  });

  test("fires once on the tick its condition holds, with the tick's time and price; re-arm fires again", async () => {
    const carol = await testUser(s.services);
    const a = (await create(carol, { symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app"] })).body.alert;
    const b = (await create(carol, { symbol: "AAPL", kind: "priceAbove", value: aapl * 10 })).body.alert;
    await tick();
    const state = s.services.market.state;
    const price = state.price[state.index.get("AAPL")!]!;
    let alerts = await list(carol);
    expect(alerts.find((x) => x.id === a.id)).toMatchObject({
      status: "triggered",
      triggeredAt: state.ts,
      triggerPrice: price,
    });
    expect(alerts.find((x) => x.id === b.id)?.status).toBe("active");
    await tick();
    await tick();
    let triggers = await history(carol);
    expect(triggers).toHaveLength(1);
    expect(triggers[0]).toMatchObject({
      alertId: a.id,
      symbol: "AAPL",
      kind: "priceAbove",
      value: 1,
      price,
      deliveries: [],
    });
    const rearmed = await call("POST", `alerts/${a.id}/rearm`, carol);
    expect(rearmed.body.alert).toMatchObject({ status: "active", triggeredAt: null, triggerPrice: null });
    await tick();
    triggers = await history(carol);
    expect(triggers).toHaveLength(2);
    alerts = await list(carol);
    expect(alerts.find((x) => x.id === a.id)?.status).toBe("triggered");
    // The history outlives the alert.
    await call("DELETE", `alerts/${a.id}`, carol);
    expect(await history(carol)).toHaveLength(2);
  });

  test("one (alert, arming) is written once, however often it is fired", async () => {
    const dora = await testUser(s.services);
    const a = (await create(dora, { symbol: "MSFT", kind: "priceAbove", value: 1 })).body.alert;
    const alert = {
      id: a.id,
      userId: dora.id,
      symbol: "MSFT",
      kind: "priceAbove" as const,
      value: 1,
      arming: 1,
      side: null,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => s.services.alerts!.fire({ alert, price: 400, ts: s.clock.now })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await history(dora)).toHaveLength(1);
  });

  test("change and SMA-crossing alerts fire on their condition", async () => {
    const erin = await testUser(s.services);
    const state = s.services.market.state;
    const i = state.index.get("AMZN")!;
    const change = ((state.price[i]! - state.prevClose[i]!) / state.prevClose[i]!) * 100;
    const up = (await create(erin, { symbol: "AMZN", kind: "changeAbove", value: change - 50 })).body.alert;
    const down = (await create(erin, { symbol: "AMZN", kind: "changeBelow", value: change - 50 })).body.alert;
    const cross = (await create(erin, { symbol: "AMZN", kind: "crossSma50" })).body.alert;
    expect(cross.value).toBeNull();
    // Move the average to the other side of the price: the crossing fires on the next tick.
    const sma = state.sma50[i]!;
    const side = state.price[i]! >= sma ? 1 : -1;
    await tick();
    state.sma50[i] = side === 1 ? state.price[i]! * 2 : state.price[i]! / 2;
    await s.services.alerts!.tick(state);
    await s.services.alerts!.settled();
    const alerts = await list(erin);
    expect(alerts.find((x) => x.id === up.id)?.status).toBe("triggered");
    expect(alerts.find((x) => x.id === down.id)?.status).toBe("active");
    expect(alerts.find((x) => x.id === cross.id)?.status).toBe("triggered");
    state.sma50[i] = sma;
  });

  test(`at most ${MAX_ACTIVE_ALERTS} active alerts: 409 translated; paused ones do not count`, async () => {
    const fred = await testUser(s.services);
    const ids: string[] = [];
    for (let k = 0; k < MAX_ACTIVE_ALERTS; k++) {
      const r = await create(fred, { symbol: "AAPL", kind: "priceBelow", value: k + 1 });
      expect(r.status).toBe(201);
      ids.push(r.body.alert.id);
    }
    const over = await create(fred, { symbol: "AAPL", kind: "priceBelow", value: 0.5 });
    expect([over.status, over.body.code, over.body.message]).toEqual([
      409,
      "alert_limit",
      `You can have at most ${MAX_ACTIVE_ALERTS} active alerts. Pause or delete one to add another.`,
    ]);
    expect((await create(fred, { symbol: "AAPL", kind: "priceBelow", value: 0.5 }, "ar")).body.message).toContain(
      "100",
    );
    await call("PUT", `alerts/${ids[0]}`, fred, { paused: true });
    expect((await create(fred, { symbol: "AAPL", kind: "priceBelow", value: 0.5 })).status).toBe(201);
    // Resuming the paused one would pass the limit.
    expect((await call("PUT", `alerts/${ids[0]}`, fred, { paused: false })).status).toBe(409);
  });

  test("40 parallel creates cannot pass the limit", async () => {
    const gil = await testUser(s.services);
    for (let k = 0; k < MAX_ACTIVE_ALERTS - 20; k++)
      await create(gil, { symbol: "MSFT", kind: "priceBelow", value: 1 });
    const results = await Promise.all(
      Array.from({ length: 40 }, () => create(gil, { symbol: "MSFT", kind: "priceBelow", value: 1 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
    expect((await list(gil)).filter((a) => a.status === "active")).toHaveLength(MAX_ACTIVE_ALERTS);
  });

  test("e-mail: in the user's language, Message-ID from the trigger, retried with backoff, then failed", async () => {
    const hana = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar' WHERE id = ${hana.id}`;
    const mailer = s.services.mailer as MemoryMailer;
    const before = mailer.sent.length;
    await create(hana, { symbol: "AAPL", kind: "priceAbove", value: 1, note: "بيع", channels: ["email"] });
    await tick();
    await s.services.alerts!.delivery!.kick();
    const mail = mailer.sent.slice(before).find((m) => m.to === hana.email) as Mail;
    expect(mail.lang).toBe("ar");
    expect(mail.subject).toContain("AAPL");
    expect(mail.text).toContain("انطلق تنبيهك");
    expect(mail.text).toContain("ملاحظتك: بيع");
    const [trigger] = await history(hana);
    expect(mail.messageId).toBe(`<alert-${trigger!.id}@localhost>`);
    expect(trigger!.deliveries).toEqual([{ channel: "email", status: "delivered" }]);

    // A mail server that refuses: attempts with growing waits, then failed.
    const refusing: Mailer = {
      send: async () => {
        throw new Error("421 try later");
      },
    };
    const original = s.services.mailer;
    const queue = s.services.alerts!.delivery! as unknown as { options: { mailer: Mailer } };
    queue.options.mailer = refusing;
    try {
      const ivan = await testUser(s.services);
      await create(ivan, { symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["email"] });
      await tick();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await s.services.alerts!.delivery!.kick();
        const [row] = (await s.services.db.sql`SELECT d.status, d.attempts, d.next_at FROM alert_deliveries d
          JOIN alert_triggers t ON t.id = d.trigger_id WHERE t.user_id = ${ivan.id}`) as {
          status: string;
          attempts: number | string;
          next_at: number | string;
        }[];
        expect(Number(row!.attempts)).toBe(attempt);
        expect(row!.status).toBe(attempt === MAX_ATTEMPTS ? "failed" : "pending");
        expect(Number(row!.next_at)).toBe(s.clock.now + backoffMs(attempt));
        // Not due yet: nothing is sent.
        await s.services.alerts!.delivery!.kick();
        s.clock.advance(backoffMs(attempt));
      }
      expect((await history(ivan))[0]!.deliveries).toEqual([{ channel: "email", status: "failed" }]);
    } finally {
      queue.options.mailer = original;
    }
  });

  test("push subscription: saved per session; the public key is served", async () => {
    const key = await call("GET", "push-subscription", alice);
    expect(key.body.publicKey).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{80,100}$/));
    const fcm = "https://fcm.googleapis.com/fcm/send";
    const sub = { endpoint: `${fcm}/abc`, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } };
    expect((await call("POST", "push-subscription", alice, sub)).status).toBe(200);
    expect((await call("POST", "push-subscription", alice, { ...sub, endpoint: `${fcm}/def` })).status).toBe(200);
    const rows = await s.services.db.sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${alice.id}`;
    expect(rows).toEqual([{ endpoint: `${fcm}/def` }]);
    const bad = await call("POST", "push-subscription", alice, { ...sub, endpoint: "http://fcm.googleapis.com/x" });
    expect([bad.status, bad.body.field]).toEqual([400, "endpoint"]);
  });

  test("history pages back with before; a bad cursor is 400 naming it", async () => {
    const r = await call("GET", "alerts/history?before=abc", alice);
    expect([r.status, r.body.field]).toEqual([400, "before"]);
  });
});

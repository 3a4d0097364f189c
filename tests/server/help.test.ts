// Help Center articles and Notes Helper (docs/api.md, "Help Center", "Notes"): the first articles
// and the figures they state, reading and Arabic-aware search, the admin's writes and their
// errors naming the field in both languages, who may do what, the limits under parallel
// requests, and notes kept private. On SQLite, and on PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MAIL_BUDGET } from "../../src/server/alerts/delivery";
import { RATE_LIMITS } from "../../src/server/http/limits";
import { MAX_ACTIVE_ALERTS, MAX_ALERT_NOTE } from "../../src/shared/alerts";
import { OTP } from "../../src/shared/auth";
import { HELP_LIMITS, type HelpArticle, type HelpArticleAdmin } from "../../src/shared/help";
import { NOTE_LIMITS, type SymbolNote } from "../../src/shared/notes";
import { RESET } from "../../src/shared/password-reset";
import { SCANNER_RULES } from "../../src/shared/scanner-rules";
import { SHARIAH_THRESHOLDS } from "../../src/shared/shariah";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

type Body = Record<string, unknown>;

describe(`help center and notes on ${TEST_DB}`, () => {
  let s: TestServer;
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    admin = await testUser(s.services, "admin");
    alice = await testUser(s.services);
    bob = await testUser(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "application/json" },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const read = async (query = "", lang = "en") =>
    (await call("GET", `/help/articles${query}`, null, undefined, lang)).body.articles as HelpArticle[];
  const adminList = async () => (await call("GET", "/admin/help/articles", admin)).body.articles as HelpArticleAdmin[];
  const article = (over: Partial<Record<string, unknown>> = {}) => ({
    category: "troubleshooting",
    published: true,
    titleEn: "Charts do not load",
    bodyEn: "Reload the page.",
    titleAr: "الرسوم البيانية لا تظهر",
    bodyAr: "أعد تحميل الصفحة.",
    ...over,
  });

  describe("the first articles", () => {
    test("nine published articles, each in English and in Arabic, troubleshooting first", async () => {
      const all = await adminList();
      expect(all.map((a) => a.id)).toEqual([
        "help-code-email",
        "help-code-expired",
        "help-locked-out",
        "help-prices-still",
        "help-scanners",
        "help-simulated",
        "help-alerts",
        "help-shariah",
        "help-zakat",
      ]);
      for (const a of all) {
        expect(a.published).toBe(true);
        expect(a.titleAr).toMatch(/[\u0600-\u06ff]/);
        expect(a.bodyAr).toMatch(/[\u0600-\u06ff]/);
        // The Arabic version has no English words (names of markets and bodies are in Arabic).
        expect(a.bodyAr.replace(/\]\([^)]*\)/g, "]")).not.toMatch(/[A-Za-z]{2,}/);
        expect(new TextEncoder().encode(a.bodyAr).length).toBeLessThanOrEqual(HELP_LIMITS.bodyBytes);
      }
      const en = await read();
      const ar = await read("", "ar");
      expect(en.map((a) => a.id)).toEqual(all.map((a) => a.id));
      expect(en[0]).toMatchObject({ title: "The code e-mail did not arrive", category: "troubleshooting" });
      expect(ar[0]).toMatchObject({ title: "لم تصلني رسالة الرمز" });
      const common = await read("?category=troubleshooting", "ar");
      expect(common.map((a) => a.id)).toEqual([
        "help-code-email",
        "help-code-expired",
        "help-locked-out",
        "help-prices-still",
      ]);
    });

    test("the figures they state are the code's", async () => {
      const byId = new Map((await adminList()).map((a) => [a.id, a]));
      const en = (id: string) => byId.get(id)?.bodyEn ?? "";
      const ar = (id: string) => byId.get(id)?.bodyAr ?? "";
      const minutes = OTP.ttlSeconds / 60;
      expect(en("help-code-email")).toContain(`${OTP.length}-digit code`);
      expect(en("help-code-email")).toContain(`work for ${minutes} minutes`);
      expect(ar("help-code-email")).toContain(`مدة ${minutes} دقائق`);
      expect(OTP.cooldownSeconds).toBe(60);
      expect(en("help-code-email")).toContain("once a minute");
      expect(en("help-code-email")).toContain(`at most ${RATE_LIMITS.codeRequests.max} code requests an hour`);
      expect(en("help-code-email")).toContain(`at most ${RATE_LIMITS.newCodes.max} new codes an hour`);
      expect(en("help-code-expired")).toContain(`(${OTP.ttlSeconds} seconds)`);
      expect(en("help-code-expired")).toContain(`**${OTP.maxAttempts} wrong tries**`);
      expect(ar("help-code-expired")).toContain(`**${OTP.maxAttempts} محاولات خاطئة**`);
      const source = RATE_LIMITS.loginFailuresPerSource;
      expect(en("help-locked-out")).toContain(`**${source.max} wrong passwords**`);
      expect(en("help-locked-out")).toContain(`**${source.windowMs / 60_000} minutes**`);
      expect(en("help-locked-out")).toContain(`**${RATE_LIMITS.loginFailuresPerAccount.max}** in a day`);
      expect(en("help-locked-out")).toContain(`you have ${RESET.tokenTtlSeconds / 60} minutes`);
      expect(en("help-locked-out")).toContain(`(${RESET.ttlSeconds / 60} minutes)`);
      const r = SCANNER_RULES;
      const scanners = en("help-scanners");
      expect(scanners).toContain(`at least **${r.rocket.minChangePercent} %**`);
      expect(scanners).toContain(`at least **${r.liquidity.minTradedUsd / 1e6} million dollars**`);
      expect(scanners).toContain(`at least **${r.growth.minReturn3m} %**`);
      expect(scanners).toContain(`between **${r.growth.rsiMin} and ${r.growth.rsiMax}**`);
      expect(scanners).toContain(`at least **${r.dividend.minYield} %**`);
      expect(scanners).toContain(`at least **${r.dividend.minMarketCapUsd / 1e9} billion dollars**`);
      expect(ar("help-scanners")).toContain(`**${r.rocket.minChangePercent}%**`);
      const alerts = en("help-alerts");
      expect(alerts).toContain(`Up to **${MAX_ACTIVE_ALERTS} active alerts**`);
      expect(alerts).toContain(`up to ${MAX_ALERT_NOTE} characters`);
      expect(alerts).toContain(`At most **${MAIL_BUDGET} alert e-mails an hour**`);
      const T = SHARIAH_THRESHOLDS;
      // AAOIFI 21's ratios must not exceed their thresholds: the article says "at most".
      expect(en("help-shariah")).toContain(`at most **${T.debt} %** of market value`);
      expect(en("help-shariah")).toContain(`at most **${T.income} %** of total income`);
      expect(en("help-shariah")).toContain("30.00 % passes");
      expect(en("help-shariah")).not.toContain("below **");
      expect(ar("help-shariah")).toContain(`لا تتجاوز **${T.deposits}%**`);
      expect(ar("help-shariah")).not.toContain("أقل من **");
      expect(en("help-zakat")).toContain("2.5 %");
      // AAOIFI FAS 9's solar rate, the net zakatable assets and the funds that do not pay.
      expect(en("help-zakat")).toContain("2.5775 % for a solar year");
      expect(en("help-zakat")).not.toContain("2.577 %");
      expect(en("help-zakat")).toContain("less current liabilities");
      expect(en("help-zakat")).toContain("REIT and investment funds");
      expect(ar("help-zakat")).toContain("2.5775%");
      expect(ar("help-zakat")).toContain("مطروحًا منها المطلوبات المتداولة");
      expect(en("help-zakat")).toContain("85 grams");
    });
  });

  describe("reading and searching", () => {
    test("anyone reads (no session needed); a partner too", async () => {
      expect((await call("GET", "/help/articles", null)).status).toBe(200);
      expect((await call("GET", "/help/articles", await testPartner(s.services))).status).toBe(200);
    });

    test("English search matches title or body words, title matches first", async () => {
      expect((await read("?q=expired")).map((a) => a.id)).toEqual(["help-code-expired"]);
      const code = (await read("?q=CODE")).map((a) => a.id);
      expect(code.slice(0, 2)).toEqual(["help-code-email", "help-code-expired"]);
      expect(code).toContain("help-locked-out");
      expect((await read("?q=zakat%20nisab")).map((a) => a.id)).toEqual(["help-zakat"]);
      expect(await read("?q=xylophone")).toEqual([]);
    });

    test("Arabic search ignores diacritics, tatweel, hamza and alef forms, ta marbuta and the article", async () => {
      const ids = async (q: string) => (await read(`?q=${encodeURIComponent(q)}`, "ar")).map((a) => a.id);
      expect(await ids("الزكاة")).toContain("help-zakat");
      expect(await ids("زكاه")).toContain("help-zakat");
      expect(await ids("الزَّكَاةُ")).toContain("help-zakat");
      expect(await ids("الزكـــاة")).toContain("help-zakat");
      expect(await ids("اسهم")).toContain("help-zakat"); // الأسهم
      expect(await ids("إنتهت")).toContain("help-code-expired"); // انتهت
      expect(await ids("صلاحيه الرمز")).toEqual(["help-code-expired"]);
      // Arabic-Indic digits read as Latin ones: ٣٠٠ ثانية.
      expect(await ids("٣٠٠")).toEqual(["help-code-expired"]);
      // An English query finds the article in Arabic too, and the reverse.
      const zakat = (await read(`?q=zakat`, "ar")).find((a) => a.id === "help-zakat");
      expect(zakat?.title).toBe("زكاة الأسهم: الحاسبة");
      expect((await read(`?q=${encodeURIComponent("الزكاة")}`)).map((a) => a.title)).toContain(
        "Zakat on shares: the calculator",
      );
    });

    test("a bad category or a long query is 400 naming the parameter, in the caller's language", async () => {
      const bad = await call("GET", "/help/articles?category=nope", null, undefined, "ar");
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: "invalid_input", field: "category", message: "اختر أحد الأقسام." });
      const long = await call("GET", `/help/articles?q=${"a".repeat(HELP_LIMITS.query + 1)}`, null);
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ field: "q", message: `A search is at most ${HELP_LIMITS.query} characters.` });
    });
  });

  describe("admins write", () => {
    test("only admins: 401 without a session, 403 for users and partners", async () => {
      const partner = await testPartner(s.services);
      const calls: [string, string, unknown][] = [
        ["GET", "/admin/help/articles", undefined],
        ["POST", "/admin/help/articles", article()],
        ["PUT", "/admin/help/articles/help-zakat", article()],
        ["POST", "/admin/help/articles/help-zakat/move", { direction: "up" }],
        ["DELETE", "/admin/help/articles/help-zakat", undefined],
      ];
      for (const [method, path, body] of calls) {
        expect((await call(method, path, null, body)).status).toBe(401);
        expect((await call(method, path, alice, body)).status).toBe(403);
        expect((await call(method, path, partner, body)).status).toBe(403);
      }
      expect((await adminList()).find((a) => a.id === "help-zakat")?.titleEn).toBe("Zakat on shares: the calculator");
    });

    test("create, edit, unpublish, publish, move and delete", async () => {
      const created = await call("POST", "/admin/help/articles", admin, article({ titleEn: "  Charts do not load  " }));
      expect(created.status).toBe(201);
      const a = created.body.article as HelpArticleAdmin;
      expect(a).toMatchObject({ titleEn: "Charts do not load", category: "troubleshooting", published: true });
      // Last of all; in the troubleshooting list, after the four first articles.
      expect((await read("?category=troubleshooting")).map((x) => x.id).at(-1)).toBe(a.id);
      const edited = await call(
        "PUT",
        `/admin/help/articles/${a.id}`,
        admin,
        article({ published: false, bodyEn: "New" }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.article).toMatchObject({ id: a.id, published: false, bodyEn: "New", position: a.position });
      expect((await read()).some((x) => x.id === a.id)).toBe(false);
      expect((await read("?q=charts")).length).toBe(0);
      await call("PUT", `/admin/help/articles/${a.id}`, admin, article());
      expect((await read("?q=charts")).map((x) => x.id)).toEqual([a.id]);

      // Moves swap with the neighbour of the same category; at the top nothing moves.
      let moved = await call("POST", `/admin/help/articles/${a.id}/move`, admin, { direction: "up" });
      const order = (list: unknown) =>
        (list as HelpArticleAdmin[]).filter((x) => x.category === "troubleshooting").map((x) => x.id);
      expect(order(moved.body.articles)).toEqual([
        "help-code-email",
        "help-code-expired",
        "help-locked-out",
        a.id,
        "help-prices-still",
      ]);
      for (let i = 0; i < 4; i++)
        moved = await call("POST", `/admin/help/articles/${a.id}/move`, admin, { direction: "up" });
      expect(order(moved.body.articles)[0]).toBe(a.id);
      expect((await read("?category=troubleshooting"))[0]?.id).toBe(a.id);
      // Other categories keep their order.
      expect((moved.body.articles as HelpArticleAdmin[]).map((x) => x.id).slice(-2)).toEqual([
        "help-shariah",
        "help-zakat",
      ]);
      const down = await call("POST", `/admin/help/articles/${a.id}/move`, admin, { direction: "down" });
      expect(order(down.body.articles).slice(0, 2)).toEqual(["help-code-email", a.id]);

      expect((await call("DELETE", `/admin/help/articles/${a.id}`, admin)).body).toEqual({ id: a.id });
      expect((await call("DELETE", `/admin/help/articles/${a.id}`, admin)).status).toBe(404);
      const gone = await call("PUT", `/admin/help/articles/${a.id}`, admin, article(), "ar");
      expect(gone).toMatchObject({
        status: 404,
        body: { code: "help_article_not_found", message: "لم تعد هذه المقالة موجودة." },
      });
      expect((await call("POST", `/admin/help/articles/${a.id}/move`, admin, { direction: "up" })).status).toBe(404);
    });

    test("every invalid field is named, with a message in the caller's language", async () => {
      const cases: [Record<string, unknown>, string, string, RegExp][] = [
        [{ titleEn: "   " }, "titleEn", "en", /^English title is required\.$/],
        [{ titleAr: "" }, "titleAr", "ar", /^حقل «العنوان العربي» مطلوب\.$/],
        [{ titleEn: "x".repeat(HELP_LIMITS.title + 1) }, "titleEn", "en", /at most 120 characters/],
        [{ titleAr: "ع".repeat(HELP_LIMITS.title + 1) }, "titleAr", "ar", /لا يزيد «العنوان العربي» على 120 حرفًا/],
        [{ titleEn: "Two\nlines" }, "titleEn", "en", /control characters/],
        // A NUL is refused by the body reader for every route, naming the field.
        [{ bodyEn: "a\u0000b" }, "bodyEn", "en", /^This field contains characters that are not allowed \(control/],
        // 20 KiB of UTF-8: 10,240 Arabic letters fit, one more does not.
        [{ bodyAr: "ب".repeat(HELP_LIMITS.bodyBytes / 2 + 1) }, "bodyAr", "en", /^Arabic body is at most 20 KB\.$/],
        [
          { bodyEn: "b".repeat(HELP_LIMITS.bodyBytes + 1) },
          "bodyEn",
          "ar",
          /لا يزيد حجم «النص الإنجليزي» بالكيلوبايت على 20/,
        ],
        [{ category: "nope" }, "category", "en", /Category|not valid/i],
        [{ published: "yes" }, "published", "en", /not valid/i],
        [{ extra: 1 }, "extra", "en", /not expected/],
      ];
      for (const [over, field, lang, message] of cases) {
        const res = await call("POST", "/admin/help/articles", admin, article(over), lang);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: "invalid_input", field });
        expect(String(res.body.message)).toMatch(message);
      }
      const fits = await call(
        "POST",
        "/admin/help/articles",
        admin,
        article({ bodyAr: "ب".repeat(HELP_LIMITS.bodyBytes / 2) }),
      );
      expect(fits.status).toBe(201);
      // Several fields at fault: the first is `field`, all are in `fields`.
      const many = await call("POST", "/admin/help/articles", admin, article({ titleEn: "", bodyAr: "" }));
      expect(many.body).toMatchObject({ field: "titleEn", fields: ["titleEn", "bodyAr"] });
      await call("DELETE", `/admin/help/articles/${(fits.body.article as HelpArticleAdmin).id}`, admin);
    });

    test(`at most ${HELP_LIMITS.articles} articles, however many are asked for at once`, async () => {
      const other = await testUser(s.services, "admin");
      const { sql } = s.services.db;
      const count = async () => Number(((await sql`SELECT COUNT(*) AS n FROM help_articles`) as { n: number }[])[0]?.n);
      const n = await count();
      const room = 5;
      const fill = HELP_LIMITS.articles - Number(n) - room;
      for (let i = 0; i < fill; i++) {
        await sql`INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
          VALUES (${`fill-${i}`}, 'account', 0, ${1000 + i}, 'x', 'x', 'س', 'س', 0, 0)`;
      }
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          s.request("/api/v1/admin/help/articles", {
            method: "POST",
            cookie: other.cookie,
            headers: { origin: ORIGIN, "accept-language": "en" },
            json: article(),
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((x) => x === 201)).toHaveLength(room);
      expect(statuses.filter((x) => x === 409)).toHaveLength(12 - room);
      const refused = results.find((r) => r.status === 409);
      expect(await refused?.json()).toMatchObject({ code: "help_article_limit", max: HELP_LIMITS.articles });
      expect(await count()).toBe(HELP_LIMITS.articles);
      // Positions stay distinct: each new article went last.
      const positions = (await adminList()).map((a) => a.position);
      expect(new Set(positions).size).toBe(positions.length);
      await sql`DELETE FROM help_articles WHERE id LIKE 'fill-%' OR title_en = 'Charts do not load'`;
    });
  });

  describe("notes", () => {
    const note = (who: TestAccount, symbol: string, text: string, lang = "en") =>
      call("POST", "/work/notes", who, { symbol, text }, lang);
    const notes = async (who: TestAccount, query = "") =>
      (await call("GET", `/work/notes${query}`, who)).body.notes as SymbolNote[];

    test("every call needs a user session", async () => {
      const partner = await testPartner(s.services);
      for (const [method, path, body] of [
        ["GET", "/work/notes", undefined],
        ["POST", "/work/notes", { symbol: "AAPL", text: "x" }],
        ["PUT", "/work/notes/x", { text: "x" }],
        ["DELETE", "/work/notes/x", undefined],
      ] as const) {
        expect((await call(method, path, null, body)).status).toBe(401);
        expect((await call(method, path, partner, body)).status).toBe(403);
      }
    });

    test("create, list by symbol and all, edit, delete", async () => {
      const first = await note(alice, " aapl ", "  Earnings on Thursday  ");
      expect(first.status).toBe(201);
      const a = first.body.note as SymbolNote;
      expect(a).toMatchObject({ symbol: "AAPL", text: "Earnings on Thursday" });
      s.clock.advance(1000);
      const b = (await note(alice, "2222.SR", "أرامكو: توزيع الربع القادم\nسطر ثانٍ")).body.note as SymbolNote;
      expect(b.text).toBe("أرامكو: توزيع الربع القادم\nسطر ثانٍ");
      expect((await notes(alice)).map((n) => n.id)).toEqual([b.id, a.id]);
      expect((await notes(alice, "?symbol=aapl")).map((n) => n.id)).toEqual([a.id]);
      s.clock.advance(1000);
      const edited = await call("PUT", `/work/notes/${a.id}`, alice, { text: "Earnings moved to Friday" });
      expect(edited.body.note).toMatchObject({ id: a.id, symbol: "AAPL", text: "Earnings moved to Friday" });
      expect((edited.body.note as SymbolNote).updatedAt).toBeGreaterThan(a.updatedAt);
      expect((await notes(alice))[0]?.id).toBe(a.id);
      expect((await call("DELETE", `/work/notes/${b.id}`, alice)).body).toEqual({ id: b.id });
      expect((await notes(alice)).map((n) => n.id)).toEqual([a.id]);
    });

    test("another user's note is answered 404: it cannot be read, edited or deleted", async () => {
      const mine = (await note(alice, "MSFT", "private thought")).body.note as SymbolNote;
      expect((await notes(bob)).some((n) => n.id === mine.id)).toBe(false);
      expect((await notes(bob, "?symbol=MSFT")).length).toBe(0);
      const edit = await call("PUT", `/work/notes/${mine.id}`, bob, { text: "hijacked" }, "ar");
      expect(edit).toMatchObject({
        status: 404,
        body: { code: "note_not_found", message: "لم تعد هذه الملاحظة موجودة." },
      });
      expect((await call("DELETE", `/work/notes/${mine.id}`, bob)).status).toBe(404);
      expect((await notes(alice, "?symbol=MSFT"))[0]?.text).toBe("private thought");
      // An admin is a user here too: no reading of others' notes.
      expect((await notes(admin)).some((n) => n.id === mine.id)).toBe(false);
    });

    test("bad input is 400 naming the field, in the caller's language", async () => {
      const cases: [unknown, string, string, RegExp][] = [
        [{ symbol: "AAPL", text: "   " }, "text", "en", /^Write something in the note\.$/],
        [{ symbol: "AAPL", text: "x".repeat(NOTE_LIMITS.text + 1) }, "text", "ar", /لا تزيد الملاحظة على 2000 حرف/],
        [{ symbol: "AAPL", text: "a\u202Eb" }, "text", "en", /control characters/],
        [{ symbol: "not a symbol", text: "x" }, "symbol", "en", /is not a listed symbol/],
        [{ symbol: "AAPL" }, "text", "en", /required/i],
        [{ symbol: "AAPL", text: "x", userId: bob.id }, "userId", "en", /not expected/],
      ];
      for (const [body, field, lang, message] of cases) {
        const res = await call("POST", "/work/notes", alice, body, lang);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: "invalid_input", field });
        expect(String(res.body.message)).toMatch(message);
      }
      expect((await note(alice, "AAPL", "x".repeat(NOTE_LIMITS.text))).status).toBe(201);
      // A symbol the market does not list, when the server knows the market's symbols.
      s.services.knownSymbol = (symbol) => s.services.market.state.index.has(symbol);
      try {
        const unknown = await note(alice, "ZZZZZZ", "x", "ar");
        expect(unknown.body).toMatchObject({ field: "symbol", message: "«\u2068ZZZZZZ\u2069» ليس رمز سهم مدرج." });
        expect((await note(alice, "2222.SR", "known")).status).toBe(201);
      } finally {
        s.services.knownSymbol = undefined;
      }
      expect((await call("GET", "/work/notes?symbol=%3Cscript%3E", alice)).body).toMatchObject({ field: "symbol" });
    });

    test(`at most ${NOTE_LIMITS.notes} notes per user, however many are asked for at once`, async () => {
      const carol = await testUser(s.services);
      const { sql } = s.services.db;
      for (let i = 0; i < NOTE_LIMITS.notes - 3; i++) {
        await sql`INSERT INTO symbol_notes (id, user_id, symbol, body, created_at, updated_at)
          VALUES (${crypto.randomUUID()}, ${carol.id}, 'AAPL', ${`n${i}`}, 0, 0)`;
      }
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => note(carol, "AAPL", `parallel ${i}`)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = results.filter((r) => r.status === 409);
      expect(refused).toHaveLength(7);
      expect(refused[0]?.body).toMatchObject({ code: "note_limit", max: NOTE_LIMITS.notes });
      expect((await notes(carol)).length).toBe(NOTE_LIMITS.notes);
      // Others are not affected.
      expect((await note(bob, "AAPL", "mine")).status).toBe(201);
    });

    test("the account's export lists the notes and its deletion removes them", async () => {
      const dana = await testUser(s.services);
      await note(dana, "AAPL", "export me");
      const exported = await call("GET", "/account/export", dana);
      expect(exported.status).toBe(200);
      const rows = (exported.body.data ?? exported.body) as Record<string, unknown>;
      expect(JSON.stringify(rows)).toContain("export me");
      const { symbolNotesData } = await import("../../src/server/help/notes-store");
      const owner = { id: dana.id, email: dana.email };
      expect(await symbolNotesData.count(s.services.db.sql, owner, s.services.db)).toBe(1);
      await symbolNotesData.remove(s.services.db.sql, owner, s.services.db);
      expect(await symbolNotesData.count(s.services.db.sql, owner, s.services.db)).toBe(0);
    });
  });
});

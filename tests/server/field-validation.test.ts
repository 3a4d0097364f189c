// A 400 names the field at fault with a message that says what is wrong with it (en and ar);
// every name field refuses bidi controls and invisible-only text; over-long values are refused,
// never cut; names are trimmed before their length and duplicates are checked.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../src/server/cli/main";
import { FIELD_LIMITS } from "../../src/shared/fields";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const PASSWORD = "a long enough passphrase";
let s: TestServer;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
});
afterAll(() => s.close());

let n = 0;
const email = () => `field${++n}-${crypto.randomUUID().slice(0, 6)}@example.com`;

async function call(method: string, path: string, json: unknown, lang = "en", cookie: string | null = null) {
  const res = await s.request(`/api/v1/${path}`, { method, json, cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const register = (body: Record<string, unknown>, lang = "en") =>
  call("POST", "auth/register", { firstName: "Rana", email: email(), password: PASSWORD, ...body }, lang);
const expectField = (
  got: { status: number; body: Record<string, unknown> },
  field: string,
  message: string,
  code = "invalid_input",
) => {
  expect([got.status, got.body.code, got.body.field, got.body.message]).toEqual([400, code, field, message]);
};

const BIDI = ["\u202e", "\u202a", "\u2066", "\u2067", "\u2069", "\u200f", "\u061c"];
const INVISIBLE_ONLY = ["\u200b", "\u200b\u200c\u200d", "\u2060\ufeff", "\u3164", "\u00ad\u00ad", "\u2800"];

describe(`registration names the field on ${TEST_DB}`, () => {
  test("a bad e-mail: 'Enter a valid e-mail address.' (en, ar)", async () => {
    expectField(await register({ email: "not an email" }), "email", "Enter a valid e-mail address.");
    expectField(await register({ email: "not an email" }, "ar"), "email", "أدخل عنوان بريد إلكتروني صالحًا.");
  });

  test("a 300-character first name is refused (not cut) naming its limit (en, ar)", async () => {
    const long = "R".repeat(300);
    expectField(await register({ firstName: long }), "firstName", "First name is at most 50 characters.");
    expectField(await register({ firstName: long }, "ar"), "firstName", "يجب ألا يزيد الاسم الأول على 50 حرفًا.");
    expectField(await register({ lastName: "H".repeat(51) }), "lastName", "Last name is at most 50 characters.");
    // The limit counts after trimming: 50 letters inside spaces are fine, and stored trimmed.
    const ok = await register({ firstName: `   ${"R".repeat(FIELD_LIMITS.firstName)}   ` });
    expect(ok.status).toBe(201);
  });

  test("missing, empty and unexpected fields", async () => {
    const { firstName: _, ...noName } = { firstName: "x", email: email(), password: PASSWORD };
    expectField(await call("POST", "auth/register", noName), "firstName", "First name is required.");
    expectField(await register({ firstName: "   " }), "firstName", "First name is required.");
    expectField(await register({ role: "admin" }), "role", "The field role is not expected here.");
    expectField(await register({ firstName: 42 }), "firstName", "First name is not valid.");
    expectField(await register({ email: "" }, "ar"), "email", "حقل البريد الإلكتروني مطلوب.");
  });

  test.each(BIDI.map((c) => [c.codePointAt(0)?.toString(16)]))(
    "bidi control U+%s in a name is refused",
    async (hex) => {
      const c = String.fromCodePoint(Number.parseInt(hex ?? "0", 16));
      expectField(
        await register({ firstName: `Ra${c}na` }),
        "firstName",
        "First name contains characters that are not allowed (control or text-direction characters).",
      );
      expect((await register({ lastName: `${c}Haddad` })).body.field).toBe("lastName");
    },
  );

  test("a name made only of invisible characters is refused; an Arabic name with a joiner is fine", async () => {
    for (const name of INVISIBLE_ONLY) {
      expectField(
        await register({ firstName: name }),
        "firstName",
        "First name cannot be made only of invisible characters.",
      );
    }
    expect((await register({ lastName: "\u200b" }, "ar")).body.message).toBe(
      "لا يمكن أن يتكون اسم العائلة من أحرف غير مرئية فقط.",
    );
    expect((await register({ firstName: "رنا\u200cهداد" })).status).toBe(201);
  });
});

describe(`partner login names the field on ${TEST_DB}`, () => {
  test("too long partner ID and keys; a bad e-mail", async () => {
    const base = { email: "p@example.com", partnerID: "P-1", securityKey1: "k", securityKey2: "k", password: "x" };
    const login = (body: Record<string, unknown>) => call("POST", "partner/auth/login", { ...base, ...body });
    expectField(await login({ partnerID: "P".repeat(101) }), "partnerID", "Partner ID is at most 100 characters.");
    expectField(
      await login({ securityKey2: "k".repeat(257) }),
      "securityKey2",
      "Security key 2 is at most 256 characters.",
    );
    expectField(await login({ email: "p@" }), "email", "Enter a valid e-mail address.");
  });
});

describe(`watchlist names on ${TEST_DB}`, () => {
  const create = (watchlistName: unknown, lang = "en") =>
    call("POST", "work/create-watchlist", { watchlistName }, lang, user.cookie);

  test("a 200-character name is refused whole, with its field, never cut to 60", async () => {
    const got = await create("L".repeat(200));
    expectField(got, "watchlistName", "A watchlist name can have at most 60 characters.", "watchlist_name_too_long");
    const lists = await s.request("/api/v1/work/get-watchlists", { cookie: user.cookie });
    expect(((await lists.json()) as { watchlists: unknown[] }).watchlists).toEqual([]);
  });

  test("trimmed first: 60 letters in spaces fit; a space-prefixed copy of an existing name is that name", async () => {
    const name = "M".repeat(FIELD_LIMITS.watchlistName);
    expect((await create(`  ${name}  `)).status).toBe(200);
    const copy = await create(` ${name}`);
    expect([copy.status, copy.body.code, copy.body.field]).toEqual([409, "watchlist_name_taken", undefined]);
    expectField(await create("   "), "watchlistName", "Please enter a name.", "watchlist_name_required");
  });

  test("bidi controls and invisible-only names are refused on create and rename", async () => {
    expectField(
      await create("Tech\u202egnp"),
      "watchlistName",
      "List name contains characters that are not allowed (control or text-direction characters).",
    );
    expectField(
      await create("\u200b\u200b", "ar"),
      "watchlistName",
      "لا يمكن أن يتكون اسم القائمة من أحرف غير مرئية فقط.",
    );
    const made = await create("Energy");
    const id = (made.body.watchlist as { _id: string })._id;
    const rename = await call(
      "PUT",
      "work/update-watchlist",
      { watchlistId: id, newWatchlistName: "\u2067Energy" },
      "en",
      user.cookie,
    );
    expect([rename.status, rename.body.field]).toEqual([400, "newWatchlistName"]);
    const long = await call(
      "PUT",
      "work/update-watchlist",
      { watchlistId: id, newWatchlistName: "E".repeat(61) },
      "en",
      user.cookie,
    );
    expect([long.status, long.body.code, long.body.field]).toEqual([
      400,
      "watchlist_name_too_long",
      "newWatchlistName",
    ]);
  });
});

describe(`names that render as nothing or as a line break, on ${TEST_DB}`, () => {
  const create = (watchlistName: unknown, lang = "en") =>
    call("POST", "work/create-watchlist", { watchlistName }, lang, user.cookie);

  test("combining marks or U+FE0F alone are invisible; separators, annotations and tags are refused", async () => {
    for (const name of ["\u0301\u0301", "\ufe0f", "\u064e\u0651", "\u034f"]) {
      expectField(await create(name), "watchlistName", "List name cannot be made only of invisible characters.");
    }
    const refused =
      "List name contains characters that are not allowed (invisible format, line or paragraph separator, or tag characters).";
    for (const name of ["Tech\u2028List", "Tech\u2029List", "Tech\ufff9a\ufffab\ufffb", "Tech\u{e0041}", "\u{e0001}"]) {
      expectField(await create(name), "watchlistName", refused);
    }
    expectField(
      await create("Tech\u2028List", "ar"),
      "watchlistName",
      "يحتوي اسم القائمة على أحرف غير مسموح بها (أحرف تنسيق غير مرئية أو فواصل أسطر أو فقرات أو أحرف وسوم).",
    );
    const made = await create("Metals");
    const id = (made.body.watchlist as { _id: string })._id;
    const rename = await call(
      "PUT",
      "work/update-watchlist",
      { watchlistId: id, newWatchlistName: "\ufe0f" },
      "en",
      user.cookie,
    );
    expect([rename.status, rename.body.code, rename.body.field]).toEqual([400, "invalid_input", "newWatchlistName"]);
  });

  test("Arabic with harakat and real emoji are kept", async () => {
    for (const name of ["قَائِمَةُ الطَّاقَةِ", "❤️ list", "👍🏽"]) {
      const got = await create(name);
      expect([name, got.status]).toEqual([name, 200]);
      expect((got.body.watchlist as { watchlistName: string }).watchlistName).toBe(name);
    }
  });

  test("a portfolio name follows the same rules", async () => {
    const portfolio = await call("POST", "work/portfolios", { name: "\u0301", baseCurrency: "USD" }, "en", user.cookie);
    expect([portfolio.status, portfolio.body.code, portfolio.body.field]).toEqual([400, "invalid_input", "name"]);
  });
});

describe("older field errors name their field too", () => {
  test("a too short password: field password", async () => {
    const got = await register({ password: "short" });
    expect([got.status, got.body.code, got.body.field]).toEqual([400, "password_too_short", "password"]);
  });

  test("a bad page number: field page", async () => {
    const res = await s.request("/api/v1/work/investment/rocket?page=zero", {
      cookie: user.cookie,
      headers: { origin: ORIGIN },
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect([res.status, body.field]).toEqual([400, "page"]);
  });
});

describe("the CLI holds names to the same rules", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const env = () => {
    const dir = mkdtempSync(join(tmpdir(), "rockets-cli-"));
    dirs.push(dir);
    return { DATA_DIR: dir, DEMO: "false" };
  };

  test("a partner name with a bidi override, an invisible admin name, a too long partner ID", async () => {
    const partner = [
      "create-partner",
      "--email",
      "p@example.com",
      "--key1",
      "k1",
      "--key2",
      "k2",
      "--password",
      PASSWORD,
    ];
    await expect(runCli([...partner, "--partner-id", "P-1", "--name", "Acme\u202eCapital"], env())).rejects.toThrow(
      "Name contains characters that are not allowed",
    );
    await expect(runCli([...partner, "--partner-id", "P".repeat(101), "--name", "Acme"], env())).rejects.toThrow(
      "Partner ID is at most 100 characters.",
    );
    await expect(
      runCli(["create-admin", "--email", "a@example.com", "--password", PASSWORD, "--first-name", "\u200b"], env()),
    ).rejects.toThrow("First name cannot be made only of invisible characters.");
  });
});

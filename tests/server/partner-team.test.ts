// The partner team (docs/api.md, "Partner team"): invitations by e-mail with a single-use link
// that expires, members signing in with their own password and the partner's ID and keys, the
// owner managing roles and removals (sessions end at once), the one role guard over every write
// of the portal, the team watchlists and each one's layout, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { apiRoutes } from "../../src/server/api";
import { createSession } from "../../src/server/auth/sessions";
import type { Route } from "../../src/server/http/router";
import type { MemoryMailer } from "../../src/server/mail/mailer";
import { teamAccessOf } from "../../src/server/team/guard";
import { DEFAULT_PARTNER_LAYOUT, PARTNER_GROUPS } from "../../src/shared/partner-layout";
import { TEAM } from "../../src/shared/partner-team";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
const cheap = (secret: string) => Bun.password.hash(secret, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });

interface Desk {
  id: string;
  email: string;
  partnerID: string;
  securityKey1: string;
  securityKey2: string;
  password: string;
  cookie: string;
}

async function desk(tag: string): Promise<Desk> {
  const id = crypto.randomUUID();
  const d = {
    id,
    email: `desk-${tag}-${id.slice(0, 6)}@partner.example`,
    partnerID: `P-${tag}-${id.slice(0, 6)}`,
    securityKey1: `first key ${tag}`,
    securityKey2: `second key ${tag}`,
    password: `the desk password ${tag}`,
  };
  await s.services.db
    .sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${id}, ${d.email}, ${d.partnerID}, ${`Desk ${tag}`}, ${await cheap(d.securityKey1)},
      ${await cheap(d.securityKey2)}, ${await cheap(d.password)}, ${s.clock.now})`;
  const token = await createSession(s.services, "partner", id);
  return { ...d, cookie: `rockets_session=${token}` };
}

const mails = () => (s.services.mailer as MemoryMailer).sent;
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
const cookieOf = (res: Response) => /rockets_session=[A-Za-z0-9_-]{43}/.exec(res.headers.get("set-cookie") ?? "")?.[0];

const call = (path: string, cookie: string | null, init: { method?: string; json?: unknown; ip?: string } = {}) =>
  s.request(`/api/v1${path}`, { method: init.method ?? "GET", json: init.json, cookie, ip: init.ip });

/** Invites, follows the e-mailed link and sets the password; the member's id. */
async function join(owner: Desk, email: string, role: "viewer" | "editor", password: string): Promise<string> {
  const res = await call("/partner/team/invites", owner.cookie, { method: "POST", json: { email, role } });
  expect(res.status).toBe(201);
  const id = (await res.json()).member.id as string;
  const mail = mails().findLast((m) => m.to === email);
  const token = tokenOf(mail?.text ?? "");
  const ok = await call("/partner/team/invite/accept", null, { method: "POST", json: { token, password } });
  expect(ok.status).toBe(200);
  return id;
}

const memberLogin = (owner: Desk, email: string, password: string, ip = "10.40.0.1", over: Partial<Desk> = {}) =>
  call("/partner/auth/login", null, {
    method: "POST",
    ip,
    json: {
      email,
      password,
      partnerID: over.partnerID ?? owner.partnerID,
      securityKey1: over.securityKey1 ?? owner.securityKey1,
      securityKey2: over.securityKey2 ?? owner.securityKey2,
    },
  });

let owner: Desk;
let stranger: Desk;
let viewer: string;
let editor: string;
let strangerEditor: string;
const ids = { viewer: "", editor: "", strangerEditor: "" };

const sessionOf = async (subject: string) => `rockets_session=${await createSession(s.services, "partner", subject)}`;

/** Partner sessions end after 30 idle minutes: after the clock moves on, everyone signs in again. */
async function advance(ms: number) {
  s.clock.advance(ms);
  owner.cookie = await sessionOf(owner.id);
  stranger.cookie = await sessionOf(stranger.id);
  viewer = await sessionOf(`member:${ids.viewer}`);
  editor = await sessionOf(`member:${ids.editor}`);
  strangerEditor = await sessionOf(`member:${ids.strangerEditor}`);
}

beforeAll(async () => {
  s = await testServer();
  owner = await desk("a");
  stranger = await desk("b");
  ids.viewer = await join(owner, "viewer@team.example", "viewer", "viewer password 1");
  ids.editor = await join(owner, "editor@team.example", "editor", "editor password 1");
  ids.strangerEditor = await join(stranger, "other@team.example", "editor", "other password 1");
  viewer = cookieOf(await memberLogin(owner, "viewer@team.example", "viewer password 1")) ?? "";
  editor = cookieOf(await memberLogin(owner, "editor@team.example", "editor password 1")) ?? "";
  strangerEditor = cookieOf(await memberLogin(stranger, "other@team.example", "other password 1")) ?? "";
  expect(viewer && editor && strangerEditor).toBeTruthy();
});
afterAll(() => s.close());

describe("invitations", () => {
  test("the e-mail carries a link that works once, sets the member's own password, and says how to sign in", async () => {
    const res = await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: " New@Team.example ", role: "viewer" },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).member).toMatchObject({ email: "new@team.example", role: "viewer", status: "invited" });
    const mail = mails().findLast((m) => m.to === "new@team.example");
    expect(mail?.text).toContain(owner.partnerID);
    expect(mail?.text).not.toContain(owner.securityKey1);
    const token = tokenOf(mail?.text ?? "");
    const check = await call("/partner/team/invite/check", null, { method: "POST", json: { token } });
    expect((await check.json()).invite).toMatchObject({ email: "new@team.example", role: "viewer" });
    const weak = await call("/partner/team/invite/accept", null, {
      method: "POST",
      json: { token, password: "short" },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).fields).toEqual(["password"]);
    const ok = await call("/partner/team/invite/accept", null, {
      method: "POST",
      json: { token, password: "a good password" },
    });
    expect(ok.status).toBe(200);
    const again = await call("/partner/team/invite/accept", null, {
      method: "POST",
      json: { token, password: "another password" },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe("team_invite_invalid");
    expect((await memberLogin(owner, "new@team.example", "a good password")).status).toBe(200);
  });

  test("a link past its expiry, or replaced by a newer invitation, does not work; a stored hash is no link", async () => {
    await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: "late@team.example", role: "editor" },
    });
    const first = tokenOf(mails().findLast((m) => m.to === "late@team.example")?.text ?? "");
    await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: "late@team.example", role: "editor" },
    });
    const second = tokenOf(mails().findLast((m) => m.to === "late@team.example")?.text ?? "");
    expect(second).not.toBe(first);
    const replaced = await call("/partner/team/invite/check", null, { method: "POST", json: { token: first } });
    expect(replaced.status).toBe(400);
    const [row] = await s.services.db.sql`SELECT invite_hash FROM partner_members WHERE email = 'late@team.example'`;
    expect(row.invite_hash).not.toContain(second);
    await advance(TEAM.inviteTtlHours * 3_600_000 + 1);
    const expired = await call("/partner/team/invite/accept", null, {
      method: "POST",
      json: { token: second, password: "a good password" },
    });
    expect(expired.status).toBe(400);
    expect((await expired.json()).code).toBe("team_invite_invalid");
  });

  test("no invitation to a partner account's e-mail or a member who joined; errors name the field", async () => {
    const self = await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: owner.email, role: "viewer" },
    });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ code: "team_email_partner", field: "email" });
    const other = await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: stranger.email, role: "viewer" },
    });
    expect((await other.json()).code).toBe("team_email_partner");
    const dup = await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: "viewer@team.example", role: "editor" },
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ code: "team_member_exists", field: "email" });
    const bad = await call("/partner/team/invites", owner.cookie, {
      method: "POST",
      json: { email: "x@team.example", role: "admin" },
    });
    expect(bad.status).toBe(400);
    const ar = await s.request("/api/v1/partner/team/invites", {
      method: "POST",
      json: { email: owner.email, role: "viewer" },
      cookie: owner.cookie,
      headers: { "accept-language": "ar" },
    });
    expect((await ar.json()).message).toMatch(/[\u0600-\u06ff]/);
  });

  test("invitations per partner per hour and members per partner are capped", async () => {
    const busy = await desk("busy");
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call("/partner/team/invites", busy.cookie, {
        method: "POST",
        json: { email: `m${i}@busy.example`, role: "viewer" },
      });
      statuses.push(res.status);
    }
    // 20 members fill the team (the cap) and the 21st invitation is the hour's 21st: both refuse.
    expect(statuses.slice(0, 20).every((x) => x === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    await advance(3_600_000);
    busy.cookie = await sessionOf(busy.id);
    const full = await call("/partner/team/invites", busy.cookie, {
      method: "POST",
      json: { email: "one-more@busy.example", role: "viewer" },
    });
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe("team_full");
  });
});

describe("member sign-in", () => {
  test("a member needs its own password and the partner's ID and both keys", async () => {
    expect((await memberLogin(owner, "editor@team.example", "editor password 1", "10.41.0.1")).status).toBe(200);
    const wrong: Partial<Desk>[] = [
      { partnerID: stranger.partnerID },
      { securityKey1: stranger.securityKey1 },
      { securityKey2: "wrong" },
    ];
    for (const over of wrong)
      expect((await memberLogin(owner, "editor@team.example", "editor password 1", "10.41.0.2", over)).status).toBe(
        401,
      );
    // The partner's own password is not the member's.
    expect((await memberLogin(owner, "editor@team.example", owner.password, "10.41.0.3")).status).toBe(401);
    const check = await call("/auth/authCheck", editor);
    expect((await check.json()).partner).toMatchObject({ id: owner.id, member: { role: "editor" } });
  });

  test("a stranger locking a member's sign-in does not lock the partner account out", async () => {
    const ip = "10.42.0.9";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await memberLogin(owner, "viewer@team.example", `guess ${i}`, ip)).status);
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
    const ownerLogin = await call("/partner/auth/login", null, {
      method: "POST",
      ip,
      json: {
        email: owner.email,
        password: owner.password,
        partnerID: owner.partnerID,
        securityKey1: owner.securityKey1,
        securityKey2: owner.securityKey2,
      },
    });
    expect(ownerLogin.status).toBe(200);
  });

  test("the owner sees each member's role, status and last sign-in", async () => {
    const res = await call("/partner/team", owner.cookie);
    const { members, maxMembers } = await res.json();
    expect(maxMembers).toBe(TEAM.maxMembers);
    const ed = members.find((m: { email: string }) => m.email === "editor@team.example");
    expect(ed).toMatchObject({ role: "editor", status: "active" });
    expect(ed.lastSignInAt).toBeGreaterThan(0);
    expect(members.some((m: { email: string }) => m.email === "other@team.example")).toBe(false);
  });
});

describe("roles and removals", () => {
  test("a lowered role holds at the next write; a removed member's sessions end at once", async () => {
    const id = await join(owner, "short@team.example", "editor", "short-lived pass");
    const cookie = cookieOf(await memberLogin(owner, "short@team.example", "short-lived pass", "10.43.0.1")) ?? "";
    const created = await call("/partner/team/watchlists", cookie, { method: "POST", json: { name: "Short list" } });
    expect(created.status).toBe(201);
    const lowered = await call(`/partner/team/members/${id}`, owner.cookie, {
      method: "PUT",
      json: { role: "viewer" },
    });
    expect((await lowered.json()).member.role).toBe("viewer");
    const refused = await call("/partner/team/watchlists", cookie, { method: "POST", json: { name: "Another" } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("team_read_only");
    const removed = await call(`/partner/team/members/${id}`, owner.cookie, { method: "DELETE", json: {} });
    expect(removed.status).toBe(200);
    expect((await call("/partner/team/watchlists", cookie)).status).toBe(401);
    expect((await memberLogin(owner, "short@team.example", "short-lived pass", "10.43.0.2")).status).toBe(401);
  });

  test("another partner cannot change or remove this partner's members", async () => {
    const { members } = await (await call("/partner/team", owner.cookie)).json();
    const id = members[0].id as string;
    const put = await call(`/partner/team/members/${id}`, stranger.cookie, { method: "PUT", json: { role: "editor" } });
    expect(put.status).toBe(404);
    const del = await call(`/partner/team/members/${id}`, stranger.cookie, { method: "DELETE", json: {} });
    expect(del.status).toBe(404);
  });
});

/** Writes of the portal a viewer may make, each a read or the viewer's own setting. A route added
 * to this list is a visible decision in review. */
const VIEWER_WRITES = ["POST /partner/screener/run", "POST /partner/screener/export", "PUT /partner/layout"];
const label = (r: Route) => `${r.method} ${r.path}`;
const pathOf = (r: Route) => `/api/v1${r.path.replace(/:[A-Za-z_]+/g, "x")}`;
const partnerRoutes = apiRoutes().filter((r) => r.access === "partner" || r.access === "signedIn");

describe("the role guard over every route a partner may call", () => {
  test("the writes viewers may make are exactly the listed ones", () => {
    const allowed = partnerRoutes.filter((r) => r.method !== "GET" && teamAccessOf(r) === "viewer").map(label);
    expect(allowed.sort()).toEqual([...VIEWER_WRITES].sort());
  });

  for (const route of partnerRoutes) {
    const access = teamAccessOf(route);
    test(`${label(route)} (${access}): viewer, editor and owner as declared`, async () => {
      const body = route.method === "GET" ? undefined : {};
      const as = async (cookie: string) => {
        const res = await s.request(pathOf(route), { method: route.method, json: body, cookie });
        const code = res.status === 403 ? (await res.json()).code : null;
        return { status: res.status, code };
      };
      const v = await as(viewer);
      const e = await as(editor);
      if (access === "viewer") {
        expect(v.code).toBeNull();
        expect(e.code).toBeNull();
      } else if (access === "editor") {
        expect(v).toEqual({ status: 403, code: "team_read_only" });
        expect(e.code).toBeNull();
      } else {
        expect(v).toEqual({ status: 403, code: "team_owner_only" });
        expect(e).toEqual({ status: 403, code: "team_owner_only" });
      }
      // The partner account itself is never refused by the guard.
      const o = await as(owner.cookie);
      expect(o.code === "team_read_only" || o.code === "team_owner_only").toBe(false);
    });
  }
});

describe("team watchlists", () => {
  test("editors build lists the whole team reads; viewers read and export but change nothing", async () => {
    const created = await call("/partner/team/watchlists", editor, { method: "POST", json: { name: "Banks" } });
    expect(created.status).toBe(201);
    const id = (await created.json()).list.id as string;
    const add = await call(`/partner/team/watchlists/${id}/symbols`, editor, {
      method: "POST",
      json: { symbol: "2222.sr", note: "=cmd|' /C calc'!A0" },
    });
    expect(add.status).toBe(201);
    await call(`/partner/team/watchlists/${id}/symbols`, editor, { method: "POST", json: { symbol: "AAPL" } });
    const dup = await call(`/partner/team/watchlists/${id}/symbols`, editor, {
      method: "POST",
      json: { symbol: "AAPL" },
    });
    expect(await dup.json()).toMatchObject({ code: "team_symbol_exists", field: "symbol" });
    const unknown = await call(`/partner/team/watchlists/${id}/symbols`, editor, {
      method: "POST",
      json: { symbol: "NOPE123" },
    });
    expect(await unknown.json()).toMatchObject({ code: "team_symbol_unknown", field: "symbol" });
    const note = await call(`/partner/team/watchlists/${id}/symbols/AAPL`, owner.cookie, {
      method: "PUT",
      json: { note: "Earnings next week" },
    });
    expect(note.status).toBe(200);

    const seen = await (await call("/partner/team/watchlists", viewer)).json();
    expect(seen.canEdit).toBe(false);
    const list = seen.lists.find((l: { id: string }) => l.id === id);
    expect(list.symbols.map((x: { symbol: string; currency: string }) => [x.symbol, x.currency])).toEqual([
      ["2222.SR", "SAR"],
      ["AAPL", "USD"],
    ]);
    expect(list.symbols[1].note).toBe("Earnings next week");
    for (const [method, path, json] of [
      ["PUT", `/partner/team/watchlists/${id}`, { name: "Mine" }],
      ["DELETE", `/partner/team/watchlists/${id}`, {}],
      ["POST", `/partner/team/watchlists/${id}/symbols`, { symbol: "MSFT" }],
      ["PUT", `/partner/team/watchlists/${id}/symbols/AAPL`, { note: "x" }],
      ["DELETE", `/partner/team/watchlists/${id}/symbols/AAPL`, {}],
    ] as const) {
      const res = await call(path, viewer, { method, json });
      expect(res.status).toBe(403);
    }

    const csv = await call(`/partner/team/watchlists/${id}/export`, viewer);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Currency");
    expect(lines[1]).toContain(",SAR,");
    expect(lines[1]).toContain("Riyadh");
    expect(lines[1]).toContain("Asia/Riyadh");
    // A note a spreadsheet would run as a formula is defused.
    expect(lines[1]).toContain("'=cmd");
    expect(lines[2]).toMatch(/,USD,.*New York.*America\/New_York,Earnings next week/);
  });

  test("another partner's team reaches none of these lists", async () => {
    const created = await call("/partner/team/watchlists", editor, { method: "POST", json: { name: "Private" } });
    const id = (await created.json()).list.id as string;
    const theirs = await (await call("/partner/team/watchlists", strangerEditor)).json();
    expect(theirs.lists.some((l: { id: string }) => l.id === id)).toBe(false);
    for (const [method, path, json] of [
      ["PUT", `/partner/team/watchlists/${id}`, { name: "Taken over" }],
      ["DELETE", `/partner/team/watchlists/${id}`, {}],
      ["POST", `/partner/team/watchlists/${id}/symbols`, { symbol: "MSFT" }],
      ["GET", `/partner/team/watchlists/${id}/export`, undefined],
    ] as const) {
      for (const cookie of [strangerEditor, stranger.cookie]) {
        const res = await call(path, cookie, { method, json });
        expect(res.status).toBe(404);
      }
    }
    const still = await (await call("/partner/team/watchlists", owner.cookie)).json();
    expect(still.lists.find((l: { id: string }) => l.id === id).name).toBe("Private");
  });

  test("names are unique per team ignoring case, and name the field when refused", async () => {
    await call("/partner/team/watchlists", editor, { method: "POST", json: { name: "Growth" } });
    const dup = await call("/partner/team/watchlists", owner.cookie, { method: "POST", json: { name: " growth " } });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ code: "team_list_name_taken", field: "name" });
    const other = await call("/partner/team/watchlists", strangerEditor, { method: "POST", json: { name: "Growth" } });
    expect(other.status).toBe(201);
    const empty = await call("/partner/team/watchlists", editor, { method: "POST", json: { name: "  " } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual(["name"]);
  });
});

describe("layouts", () => {
  test("each one's own, the viewer's too; a bad layout names the field", async () => {
    expect((await (await call("/partner/layout", viewer)).json()).layout).toEqual(DEFAULT_PARTNER_LAYOUT);
    const groups = [...PARTNER_GROUPS].reverse();
    const mine = { groups, hidden: ["news"], widgets: ["watchlist", "markets"] };
    const put = await call("/partner/layout", viewer, { method: "PUT", json: mine });
    expect(put.status).toBe(200);
    expect((await (await call("/partner/layout", viewer)).json()).layout).toEqual(mine);
    expect((await (await call("/partner/layout", editor)).json()).layout).toEqual(DEFAULT_PARTNER_LAYOUT);
    expect((await (await call("/partner/layout", owner.cookie)).json()).layout).toEqual(DEFAULT_PARTNER_LAYOUT);
    const hideSettings = await call("/partner/layout", viewer, {
      method: "PUT",
      json: { ...mine, hidden: ["settings"] },
    });
    expect(hideSettings.status).toBe(400);
    expect((await hideSettings.json()).fields).toEqual(["hidden"]);
    const missing = await call("/partner/layout", viewer, {
      method: "PUT",
      json: { ...mine, groups: groups.slice(1) },
    });
    expect(missing.status).toBe(400);
  });
});

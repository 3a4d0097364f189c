// Support tickets (docs/api.md "Support tickets") on SQLite, and on PostgreSQL with TEST_DB=postgres:
// a ticket with images judged by their bytes and stored without metadata, served back with safe
// headers to its owner and admins only (anyone else: 404, on every route), the conversation and
// its statuses, the admins' queue (filter, assign, reply, close, reopen), the user's limits, the
// reply e-mail through a real SMTP server on loopback, and the account export and deletion.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { SmtpMailer } from "../../src/server/mail/mailer";
import { MAX_IMAGE_BYTES, MAX_TICKET_BODY, type TicketDetail, UPLOAD_HEADER } from "../../src/shared/tickets";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";
import { contains, fixture, jpegWithMetadata, pngWithMetadata, SECRETS } from "../helpers/ticket-images";

interface Received {
  to: string;
  raw: string;
}

describe(`support tickets on ${TEST_DB}`, () => {
  let s: TestServer;
  let smtp: SMTPServer;
  const received: Received[] = [];
  let admin: TestAccount;

  beforeAll(async () => {
    s = await testServer();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    (s.services as { mailer: unknown }).mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}`,
      "Rockets <support@rockets.test>",
    );
    admin = await testUser(s.services, "admin");
  });
  afterAll(async () => {
    await s.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  type Part = [string, string] | [string, Uint8Array, string];
  /** A multipart request as the page sends it (the upload header, our Origin). */
  const upload = (path: string, cookie: string, parts: Part[], headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const part of parts) {
      if (part.length === 2) form.append(part[0], part[1]);
      else form.append(part[0], new File([part[1] as BlobPart], part[2], { type: "application/octet-stream" }));
    }
    return s.request(path, {
      method: "POST",
      cookie,
      body: form,
      headers: { origin: ORIGIN, [UPLOAD_HEADER]: "1", ...headers },
    });
  };
  const fields = (subject = "Prices stopped", message = "The gainers table stopped moving at 10:05."): Part[] => [
    ["subject", subject],
    ["category", "data"],
    ["message", message],
  ];
  const open = async (user: TestAccount, parts: Part[] = fields()) => {
    const res = await upload("/api/v1/work/tickets", user.cookie, parts);
    expect(res.status).toBe(201);
    return ((await res.json()) as { ticket: TicketDetail }).ticket;
  };
  const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
  const get = (path: string, cookie: string) => s.request(path, { cookie });
  const adminJson = (method: string, path: string, json: unknown, who = admin) =>
    s.request(path, { method, cookie: who.cookie, json });

  test("a ticket with a PNG and a JPEG (one named .png): stored without metadata, typed by content", async () => {
    const user = await testUser(s.services);
    const ticket = await open(user, [
      ...fields(),
      ["images", pngWithMetadata(fixture("small.png")), "screen.png"],
      ["images", jpegWithMetadata(fixture("photo.jpg")), "photo.png"],
    ]);
    expect(ticket).toMatchObject({ status: "open", category: "data", subject: "Prices stopped", messageCount: 1 });
    expect(ticket.number).toBeGreaterThan(0);
    const [first] = ticket.messages;
    expect(first?.from).toBe("user");
    expect(first?.images.map((i) => [i.type, i.width, i.height])).toEqual([
      ["image/png", 64, 48],
      ["image/jpeg", 480, 300],
    ]);
    for (const [k, image] of (first?.images ?? []).entries()) {
      const res = await get(`/api/v1/work/tickets/${ticket.id}/images/${image.id}`, user.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(image.type);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe(
        `inline; filename="image-${k + 1}.${image.type === "image/png" ? "png" : "jpg"}"`,
      );
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBe(image.size);
      for (const word of [...SECRETS, "Exif", "tEXt"]) expect(contains(bytes, word)).toBe(false);
    }
  });

  test("refusals name their field: images by content, size and count, the text fields, the body's size", async () => {
    const user = await testUser(s.services);
    const refuse = async (parts: Part[], status: number, field: string, headers: Record<string, string> = {}) => {
      const res = await upload("/api/v1/work/tickets", user.cookie, parts, headers);
      const b = await body(res);
      expect({ status: res.status, field: b.field }).toEqual({ status, field });
      expect(typeof b.message).toBe("string");
      return b;
    };
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    const named = await refuse([...fields(), ["images", gif, "cat.png"]], 400, "images");
    expect(named).toMatchObject({ code: "ticket_image_invalid", image: 1 });
    const cut = fixture("small.png").subarray(0, 200);
    await refuse([...fields(), ["images", fixture("small.jpg"), "a.jpg"], ["images", cut, "b.png"]], 400, "images");
    const four = Array.from({ length: 4 }, (_, k): Part => ["images", fixture("small.png"), `${k}.png`]);
    await refuse([...fields(), ...four], 400, "images");
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(fixture("small.png"));
    await refuse([...fields(), ["images", big, "big.png"]], 413, "images");
    await refuse(fields(""), 400, "subject");
    await refuse(
      [
        ["subject", "Hi"],
        ["category", "stocks"],
        ["message", "x"],
      ],
      400,
      "category",
    );
    await refuse(fields("Hi", "   "), 400, "message");
    await refuse(fields("Hi", "a\u202eb"), 400, "message");
    await refuse([...fields(), ["priority", "high"]], 400, "priority");
    // In Arabic too.
    const ar = await upload("/api/v1/work/tickets", user.cookie, [...fields(), ["images", gif, "x.png"]], {
      "accept-language": "ar",
    });
    expect(((await body(ar)).message as string).includes("PNG")).toBe(true);
    expect(
      (await body(await upload("/api/v1/work/tickets", user.cookie, fields(""), { "accept-language": "ar" }))).message,
    ).toBe("حقل الموضوع مطلوب.");
    // A declared size beyond the bound is refused before anything is read.
    const declared = await s.request("/api/v1/work/tickets", {
      method: "POST",
      cookie: user.cookie,
      headers: {
        origin: ORIGIN,
        [UPLOAD_HEADER]: "1",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(MAX_TICKET_BODY + 1),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    // A body that runs past the bound without a declared size stops being read there.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await s.request("/api/v1/work/tickets", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: ORIGIN, [UPLOAD_HEADER]: "1", "content-type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(streamed.status).toBe(413);
    // JSON is not a ticket; multipart without the upload header is a cross-site form (CSRF).
    const asJson = await s.request("/api/v1/work/tickets", { method: "POST", cookie: user.cookie, json: {} });
    expect(asJson.status).toBe(415);
    const form = new FormData();
    form.append("subject", "x");
    const csrf = await s.request("/api/v1/work/tickets", {
      method: "POST",
      cookie: user.cookie,
      body: form,
      headers: { origin: ORIGIN },
    });
    expect(csrf.status).toBe(403);
    const rows = (await s.services.db.sql`SELECT COUNT(*) AS n FROM tickets WHERE user_id = ${user.id}`) as {
      n: number;
    }[];
    expect(Number(rows[0]?.n)).toBe(0);
  });

  test("only the owner and admins read a ticket: every route answers another user 404, non-admins 403 on the queue", async () => {
    const owner = await testUser(s.services);
    const other = await testUser(s.services);
    const ticket = await open(owner, [...fields(), ["images", fixture("small.png"), "a.png"]]);
    const imageId = ticket.messages[0]?.images[0]?.id ?? "";
    const T = `/api/v1/work/tickets/${ticket.id}`;
    // Reads: the owner and an admin see it, another user does not, nor a made-up id.
    for (const path of [T, `${T}/images/${imageId}`]) {
      expect((await get(path, owner.cookie)).status).toBe(200);
      expect((await get(path, admin.cookie)).status).toBe(200);
      const res = await get(path, other.cookie);
      expect(res.status).toBe(404);
      expect((await body(res)).code).toBe("ticket_not_found");
    }
    expect((await get(`/api/v1/work/tickets/${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
    expect((await get(`${T}/images/${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
    // Another ticket's image id through this ticket is not found either.
    const own2 = await open(other, [...fields(), ["images", fixture("small.png"), "b.png"]]);
    expect((await get(`${T}/images/${own2.messages[0]?.images[0]?.id}`, owner.cookie)).status).toBe(404);
    // The list holds one's own tickets only.
    const listed = (await body(await get("/api/v1/work/tickets", other.cookie))).tickets as { id: string }[];
    expect(listed.map((x) => x.id)).toEqual([own2.id]);
    // Writing: another user's reply is 404 and writes nothing.
    const reply = await upload(`${T}/messages`, other.cookie, [["message", "Me too"]]);
    expect(reply.status).toBe(404);
    // The queue's routes: a user is 403 whatever the id (nothing to probe), an admin reaches them.
    const A = `/api/v1/admin/tickets/${ticket.id}`;
    const userCalls = [
      () => get("/api/v1/admin/tickets", owner.cookie),
      () => get("/api/v1/admin/tickets/assignees", owner.cookie),
      () => adminJson("POST", `${A}/messages`, { message: "x" }, owner),
      () => adminJson("PATCH", A, { status: "closed" }, owner),
    ];
    for (const call of userCalls) expect((await call()).status).toBe(403);
    expect(
      (await adminJson("PATCH", `/api/v1/admin/tickets/${crypto.randomUUID()}`, { status: "closed" })).status,
    ).toBe(404);
    expect(
      (await adminJson("POST", `/api/v1/admin/tickets/${crypto.randomUUID()}/messages`, { message: "x" })).status,
    ).toBe(404);
    expect((await body(await get(T, owner.cookie))).ticket).toMatchObject({ messageCount: 1, status: "open" });
  });

  test("the conversation: admin answers (e-mail in the user's language), the user replies, close and reopen", async () => {
    const user = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar', first_name = 'رنا' WHERE id = ${user.id}`;
    const ticket = await open(user, fields("لا تصلني التنبيهات", "لم يصلني أي تنبيه منذ أمس."));
    const A = `/api/v1/admin/tickets/${ticket.id}`;
    // The queue shows it among the open ones, with its owner.
    const queue = await body(await get("/api/v1/admin/tickets?status=open", admin.cookie));
    const row = (queue.tickets as { id: string; user: { email: string } }[]).find((x) => x.id === ticket.id);
    expect(row?.user.email).toBe(user.email);
    expect((await get("/api/v1/admin/tickets?status=pending", admin.cookie)).status).toBe(400);
    // Assign: to an admin, not to a user.
    const assignees = (await body(await get("/api/v1/admin/tickets/assignees", admin.cookie))).assignees as {
      id: string;
    }[];
    expect(assignees.some((a) => a.id === admin.id)).toBe(true);
    const bad = await adminJson("PATCH", A, { assigneeId: user.id });
    expect({ status: bad.status, field: (await body(bad)).field }).toEqual({ status: 400, field: "assigneeId" });
    const assigned = await adminJson("PATCH", A, { assigneeId: admin.id });
    expect(((await body(assigned)).ticket as TicketDetail).assignee?.id).toBe(admin.id);
    // The answer: status answered, one e-mail to the owner in Arabic with the case's link, without the answer.
    const before = received.length;
    const secret = "Your reset code is 123456";
    const answered = await adminJson("POST", `${A}/messages`, { message: secret });
    expect(answered.status).toBe(201);
    expect(((await body(answered)).ticket as TicketDetail).status).toBe("answered");
    await Bun.sleep(50);
    const mails = received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    const raw = mails[0]?.raw ?? "";
    expect(raw).toContain("Content-Language: ar");
    const decoded = decodeMail(raw);
    expect(decoded).toContain(`${ORIGIN}/trading-screener?section=caseHandler&ticket=${ticket.id}`);
    expect(decoded).toContain("ردّ فريق الدعم");
    expect(decoded).toContain("لا تصلني التنبيهات");
    expect(decoded).not.toContain("123456");
    // The owner reads the answer as support's, without the admin's name or the assignee.
    const seen = (await body(await get(`/api/v1/work/tickets/${ticket.id}`, user.cookie))).ticket as TicketDetail;
    expect(seen.messages.map((m) => [m.from, m.authorName])).toEqual([
      ["user", "رنا User"],
      ["support", ""],
    ]);
    expect(seen.assignee).toBeNull();
    // The user replies: open again (waiting for support).
    const replied = await upload(`/api/v1/work/tickets/${ticket.id}/messages`, user.cookie, [
      ["message", "شكرًا، وصلني الآن."],
      ["images", fixture("small.jpg"), "x.jpg"],
    ]);
    expect(replied.status).toBe(201);
    expect(((await body(replied)).ticket as TicketDetail).status).toBe("open");
    // Closed: no reply from either side; reopened: replies again.
    expect((await adminJson("PATCH", A, { status: "closed" })).status).toBe(200);
    const refused = await upload(`/api/v1/work/tickets/${ticket.id}/messages`, user.cookie, [["message", "?"]]);
    expect({ status: refused.status, code: (await body(refused)).code }).toEqual({
      status: 409,
      code: "ticket_closed",
    });
    expect((await adminJson("POST", `${A}/messages`, { message: "x" })).status).toBe(409);
    const closedList = await body(await get("/api/v1/admin/tickets?status=closed", admin.cookie));
    expect((closedList.tickets as { id: string }[]).some((x) => x.id === ticket.id)).toBe(true);
    expect(((await body(await adminJson("PATCH", A, { status: "open" }))).ticket as TicketDetail).status).toBe("open");
    // A form sends line breaks as CR LF: they are kept as LF.
    const lines = await upload(`/api/v1/work/tickets/${ticket.id}/messages`, user.cookie, [["message", "سطر\r\nوسطر"]]);
    expect(lines.status).toBe(201);
    expect(((await body(lines)).ticket as TicketDetail).messages.at(-1)?.body).toBe("سطر\nوسطر");
    expect((await adminJson("PATCH", A, {})).status).toBe(400);
  });

  test("an English user's e-mail is in English", async () => {
    const user = await testUser(s.services);
    const ticket = await open(user);
    const before = received.length;
    await adminJson("POST", `/api/v1/admin/tickets/${ticket.id}/messages`, { message: "Fixed." });
    await Bun.sleep(50);
    const mail = received.slice(before)[0]?.raw ?? "";
    expect(mail).toContain("Content-Language: en");
    expect(decodeMail(mail)).toContain(`Support answered your case ${ticket.number}`);
  });

  test("limits: 3 open tickets, 10 messages an hour (refusals say so, in both languages)", async () => {
    const user = await testUser(s.services);
    const tickets = [await open(user), await open(user), await open(user)];
    const fourth = await upload("/api/v1/work/tickets", user.cookie, fields());
    expect({ status: fourth.status, code: (await body(fourth)).code }).toEqual({
      status: 409,
      code: "ticket_open_limit",
    });
    // Closing one frees a place.
    await adminJson("PATCH", `/api/v1/admin/tickets/${tickets[0]?.id}`, { status: "closed" });
    await open(user);
    // 4 messages so far (the refused ticket wrote none); 6 replies more make 10 in the hour.
    for (let k = 0; k < 6; k++)
      expect(
        (await upload(`/api/v1/work/tickets/${tickets[1]?.id}/messages`, user.cookie, [["message", `m${k}`]])).status,
      ).toBe(201);
    const over = await upload(`/api/v1/work/tickets/${tickets[1]?.id}/messages`, user.cookie, [["message", "more"]], {
      "accept-language": "ar",
    });
    const b = await body(over);
    expect(over.status).toBe(429);
    expect(b.code).toBe("ticket_message_limit");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String(b.message)).toContain("الساعة الماضية");
    s.clock.advance(3_600_001);
    expect(
      (await upload(`/api/v1/work/tickets/${tickets[1]?.id}/messages`, user.cookie, [["message", "later"]])).status,
    ).toBe(201);
  });

  test("the account export lists the tickets, messages and images; the deletion removes them and unlinks an admin", async () => {
    const user = await testUser(s.services);
    const helper = await testUser(s.services, "admin");
    const ticket = await open(user, [...fields(), ["images", fixture("small.png"), "a.png"]]);
    await adminJson("PATCH", `/api/v1/admin/tickets/${ticket.id}`, { assigneeId: helper.id });
    await adminJson("POST", `/api/v1/admin/tickets/${ticket.id}/messages`, { message: "On it." }, helper);
    const exported = await body(await get("/api/v1/account/export", user.cookie));
    const data = exported.tables as Record<string, unknown[]>;
    expect(data.tickets?.length).toBe(1);
    expect(data.ticket_messages?.length).toBe(2);
    expect(data.ticket_images?.length).toBe(1);
    const { deleteAccount } = await import("../../src/server/account/service");
    // The helper admin's account goes: the ticket stays, unassigned, with the answer unlinked.
    await deleteAccount(s.services, { id: helper.id, email: helper.email });
    const after = (await body(await get(`/api/v1/work/tickets/${ticket.id}`, admin.cookie))).ticket as TicketDetail;
    expect(after.assignee).toBeNull();
    expect(after.messages.map((m) => m.from)).toEqual(["user", "support"]);
    await deleteAccount(s.services, { id: user.id, email: user.email });
    for (const table of ["tickets", "ticket_messages", "ticket_images"]) {
      const rows = (await s.services.db.sql.unsafe(
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${table === "tickets" ? "id" : "ticket_id"} = $1`,
        [ticket.id],
      )) as { n: number }[];
      expect(Number(rows[0]?.n)).toBe(0);
    }
  });
});

/** The text of every part of a MIME message, quoted-printable and base64 decoded. */
function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  const qp = unfolded.replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"))
    .join("\n");
  const subjects = [...raw.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)]
    .map((m) =>
      m[1]?.toUpperCase() === "B"
        ? Buffer.from(m[2] ?? "", "base64").toString("utf8")
        : Buffer.from((m[2] ?? "").replace(/_/g, " ").replace(/=([0-9A-F]{2})/g, "%$1"), "utf8").toString(),
    )
    .join(" ");
  return `${qp}\n${b64}\n${subjects}`;
}

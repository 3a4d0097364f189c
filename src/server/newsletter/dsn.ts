// Reads a bounce that arrives later by e-mail: a delivery status notification (RFC 3464,
// `multipart/report; report-type=delivery-status`). Pure, so real-shaped reports of Postfix,
// Exim and Gmail are unit-tested (tests/unit/newsletter-dsn.test.ts). Of the per-recipient
// fields, `Action: failed` with a 5.x.x status is a hard bounce; `delayed`, or a 4.x.x status,
// a soft failure; anything else (delivered, relayed, an auto-reply with no report) is ignored.
// Only as much MIME as reports use: nested multiparts, base64 and quoted-printable parts.

type DsnOutcome =
  | { kind: "hard" | "soft"; status: string; recipient: string | null; diagnostic: string }
  | { kind: "ignored" };

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (lower-case names, folded lines joined) and the body after the first empty line. */
function split(text: string): Part {
  const end = /\r?\n\r?\n/.exec(text);
  const head = end ? text.slice(0, end.index) : text;
  const body = end ? text.slice(end.index + end[0].length) : "";
  return { headers: fields(head), body };
}

/** `Name: value` lines, continuation lines (starting with a space or tab) joined to the one above. */
function fields(block: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!out.has(name)) out.set(name, line.slice(colon + 1).trim());
  }
  return out;
}

function param(value: string, name: string): string | null {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function decode(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    return part.body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return part.body;
}

/** The body of the first message/delivery-status part, searched depth-first through multiparts. */
function statusPart(part: Part, depth = 0): string | null {
  const type = part.headers.get("content-type") ?? "text/plain";
  const mime = type.split(";")[0]!.trim().toLowerCase();
  if (mime === "message/delivery-status" || mime === "message/global-delivery-status") return decode(part);
  const boundary = mime.startsWith("multipart/") ? param(type, "boundary") : null;
  if (!boundary || depth > 4) return null;
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const pieces = part.body.split(delimiter);
  // pieces[0] is the preamble; a piece starting with "--" is the closing delimiter's epilogue.
  for (const piece of pieces.slice(1)) {
    if (piece.startsWith("--")) break;
    const found = statusPart(split(piece.replace(/^[ \t]*\r?\n/, "")), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** `rfc822; a@b` → `a@b`; `smtp; 550 5.1.1 …` → `550 5.1.1 …`. */
const typed = (value: string | undefined) => (value ?? "").replace(/^[\w-]+\s*;\s*/, "").trim();

export function readDsn(message: string): DsnOutcome {
  const report = statusPart(split(message));
  if (report === null) return { kind: "ignored" };
  // The first group is about the message; each later one is about one recipient.
  const groups = report
    .split(/\r?\n[ \t]*\r?\n/)
    .slice(1)
    .map(fields);
  let soft: DsnOutcome | null = null;
  for (const g of groups) {
    const action = (g.get("action") ?? "").toLowerCase();
    const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(g.get("status") ?? "")?.[0] ?? "";
    const recipient = typed(g.get("final-recipient") ?? g.get("original-recipient")) || null;
    const diagnostic = (typed(g.get("diagnostic-code")) || `Status ${status || "unknown"}`).slice(0, 300);
    const outcome = { status, recipient, diagnostic };
    if (action === "failed" && status.startsWith("5")) return { kind: "hard", ...outcome };
    if (!soft && (action === "delayed" || (action === "failed" && status.startsWith("4")))) {
      soft = { kind: "soft", ...outcome };
    }
  }
  return soft ?? { kind: "ignored" };
}

// The partner team's newsletter (docs/api.md, Newsletter): subscribers who confirmed by e-mail,
// drafts in both languages, and sends with their deliveries. Schemas used by the server to
// validate (messages are field reasons, src/shared/fields.ts) and by the client for its types.
import * as v from "valibot";
import { FIELD_LIMITS } from "./fields";

export const NEWSLETTER_LIMITS = {
  /** Subscribers one partner keeps (every status). */
  subscribers: 10_000,
  /** Drafts one partner keeps. */
  drafts: 50,
  subject: 150,
  /** A version's body, plain text with blank lines between paragraphs. */
  body: 20_000,
  /** A subscriber CSV upload. */
  csvBytes: 2 * 1024 * 1024,
  /** Rows of one CSV import: a file with more is refused before any row is read. */
  csvRows: 5_000,
  /** Rows of an import's answer: the first rows of the file (its preview), and the first rows
   * with a problem (the counts cover them all). */
  csvPreviewRows: 50,
  csvErrorRows: 100,
  /** How long a deleted subscriber is remembered: re-added within it, it comes back as it was,
   * without a second confirmation e-mail. */
  rememberDeletedMinutes: 60,
  /** How far ahead a send may be scheduled. */
  scheduleDays: 30,
} as const;

export const NEWSLETTER_LANGUAGES = ["en", "ar"] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed", "bounced"] as const;
type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface Subscriber {
  id: string;
  email: string;
  language: NewsletterLanguage;
  status: SubscriberStatus;
  createdAt: number;
  confirmedAt: number | null;
  /** The mail server's last refusal or failure for this address. */
  lastError: string | null;
}

export interface DraftVersion {
  subject: string;
  body: string;
}

export interface Draft {
  id: string;
  en: DraftVersion;
  ar: DraftVersion;
  updatedAt: number;
}

const SEND_STATUSES = ["scheduled", "sending", "paused", "done", "cancelled"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export interface SendCounts {
  total: number;
  sent: number;
  failed: number;
  pending: number;
}

export interface Send {
  id: string;
  draftId: string | null;
  subject: { en: string; ar: string };
  status: SendStatus;
  scheduledAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  counts: SendCounts;
}

export interface DeliveryFailure {
  email: string;
  status: "failed" | "pending";
  attempts: number;
  error: string | null;
}

const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.email, "too_long"),
  v.email("email"),
);
const language = v.picklist(NEWSLETTER_LANGUAGES, "invalid");

export const subscriberSchema = v.strictObject({ email, language });

/** Control characters other than tab, line feed and carriage return (C0 and DEL). */
function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** Text without control characters but line breaks and tabs. */
const text = (max: number) =>
  v.pipe(
    v.string(),
    v.check((s) => !hasControlChars(s), "forbidden_chars"),
    v.maxLength(max, "too_long"),
  );
const version = v.strictObject({
  subject: v.pipe(
    text(NEWSLETTER_LIMITS.subject),
    v.trim(),
    v.check((s) => !/[\r\n]/.test(s), "forbidden_chars"),
  ),
  body: text(NEWSLETTER_LIMITS.body),
});
export const draftSchema = v.strictObject({ en: version, ar: version });

export const sendSchema = v.strictObject({
  draftId: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(64, "too_long")),
  /** When to start (epoch ms); absent: now. */
  scheduledAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** Whether a version has something to send: a subject and a body. */
export const hasVersion = (d: DraftVersion): boolean => d.subject.trim() !== "" && d.body.trim() !== "";

/** The paragraphs of a plain-text body: blocks separated by blank lines, lines within kept. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** One row of a subscriber CSV: its line, and the address and language or what is wrong. */
export interface SubscriberRow {
  line: number;
  email: string;
  language: NewsletterLanguage;
  error: "email" | "language" | "duplicate" | null;
}

const HEADER_EMAIL = /^(e-?mail|email address|البريد|البريد الإلكتروني)$/i;
const HEADER_LANGUAGE = /^(language|lang|اللغة)$/i;

/**
 * The first `max` non-blank lines of a CSV text (a BOM dropped; LF, CRLF or CR line ends), each
 * with its line number, and whether a further non-blank line follows: only line ends are looked
 * for, so a file far over a row limit is known to be so after the limit's worth of lines.
 */
export function csvLines(textIn: string, max: number): { lines: { line: number; text: string }[]; more: boolean } {
  const text = textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn;
  const lines: { line: number; text: string }[] = [];
  const end = /\r\n?|\n/g;
  let from = 0;
  let line = 0;
  while (from <= text.length) {
    const found = end.exec(text);
    const to = found ? found.index : text.length;
    line++;
    const piece = text.slice(from, to);
    if (piece.trim() !== "") {
      if (lines.length === max) return { lines, more: true };
      lines.push({ line, text: piece });
    }
    if (!found) break;
    from = end.lastIndex;
  }
  return { lines, more: false };
}

/**
 * Reads the rows of a subscriber CSV (UTF-8 with or without BOM, comma or semicolon): a column of
 * addresses and, optionally, one of languages (en/ar, English/العربية); without a header the
 * first column is the address. `first` is the file's first non-blank line (a header or a row);
 * rows without a language take `fallback`. `read` takes the rows in order (duplicates are
 * known by the addresses read before).
 */
export function subscriberCsvReader(
  first: string,
  fallback: NewsletterLanguage,
): { hasHeader: boolean; read(line: string, lineNumber: number): SubscriberRow } {
  const sep = (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ";" : ",";
  const cells = (line: string) =>
    line.split(sep).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim(),
    );
  const head = cells(first);
  const emailAt = head.findIndex((c) => HEADER_EMAIL.test(c));
  const hasHeader = emailAt >= 0;
  const languageAt = hasHeader ? head.findIndex((c) => HEADER_LANGUAGE.test(c)) : 1;
  const seen = new Set<string>();
  return {
    hasHeader,
    read(line, lineNumber) {
      const c = cells(line);
      const address = (c[hasHeader ? emailAt : 0] ?? "").toLowerCase();
      const rawLanguage = (languageAt >= 0 ? (c[languageAt] ?? "") : "").toLowerCase();
      const lang = rawLanguage === "" ? fallback : readLanguage(rawLanguage);
      let error: SubscriberRow["error"] = null;
      if (!v.safeParse(email, address).success) error = "email";
      else if (lang === null) error = "language";
      else if (seen.has(address)) error = "duplicate";
      seen.add(address);
      return { line: lineNumber, email: address, language: lang ?? fallback, error };
    },
  };
}

/** The answer to a subscriber CSV import: counts of every row, a page of them and the first
 * ones with a problem (NEWSLETTER_LIMITS.csvPreviewRows, csvErrorRows). */
export interface SubscriberImport {
  /** Rows read (blank lines and the header aside). */
  total: number;
  valid: number;
  invalid: number;
  /** Addresses added (0 on a dry run). */
  added: number;
  /** The file's first rows, each with its problem. */
  rows: SubscriberRow[];
  /** The first rows with a problem. */
  errors: SubscriberRow[];
}

function readLanguage(raw: string): NewsletterLanguage | null {
  if (["en", "english", "الإنجليزية", "انجليزي", "إنجليزي"].includes(raw)) return "en";
  if (["ar", "arabic", "العربية", "عربي"].includes(raw)) return "ar";
  return null;
}

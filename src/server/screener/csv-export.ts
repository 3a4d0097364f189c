// The partner screener's CSV export (docs/api.md, Screener), written so that a whole market
// (70,000 tickers) never holds the event loop: the screen's matches and values are copied at
// one state version (ScreenEngine.exportSnapshot, a few milliseconds), then sorted and turned
// into CSV in slices of a few milliseconds each, with a turn of the event loop between slices.
// The body is a pull stream: a slice is only made when the client has taken the previous one,
// so a slow reader holds a bounded amount of memory, not the whole file.
//
// Limits per partner, shared by every instance through the rate limiter (the database, or
// Redis with REDIS_URL): EXPORT_LIMITS.perMinute exports started a minute, and one export at a
// time, a lease taken in the same rate limiter (one hit allowed) and given back when the file
// ends, when the client goes away, on an error, or at EXPORT_MAX_MS.
import type { Locales } from "../../i18n/i18n-types";
import { csvCell } from "../../shared/csv";
import { formatDuration } from "../../shared/format";
import { fieldDef, type ScreenField } from "../../shared/screener";
import type { Limit, RateLimiter } from "../auth/rate-limit";
import { HttpError } from "../http/errors";
import { EXPORT_MAX_MS, limitKey, limitOf } from "../http/limits";
import { log } from "../log";
import type { MarketState } from "../market/state";
import { registry } from "../ops/metrics";
import { serverTexts } from "../texts";
import type { ExportSnapshot } from "./engine";

/** The two declared limits of an export (http/limits.ts), by their old names. */
export const EXPORT_LIMITS = {
  perMinute: limitOf("screenerExports"),
  slot: limitOf("screenerExportSlot"),
} satisfies Record<string, Limit>;

/** Seconds a partner whose other export is still running is told to wait. */
const BUSY_RETRY_SECONDS = 5;
/** At most this many rows, and about this many milliseconds, per slice. */
const ROWS_PER_SLICE = 1000;
const SLICE_MS = 4;
/** Sorted runs before the merges. */
const RUN = 512;

/** Exports by how they ended: done, cancelled (the client went away), cut_off, failed. */
export const exportsEnded = registry.counter(
  "rockets_screener_exports_total",
  "Screener CSV exports by how they ended (done, cancelled, cut_off, failed).",
  ["outcome"],
);

const rateKey = (partnerId: string) => limitKey("screenerExports", partnerId);
const slotKey = (partnerId: string) => limitKey("screenerExportSlot", partnerId);

/**
 * Counts one export against the partner's minute and takes their export slot; throws the 429
 * (export_limit or export_busy, with retryAfter) when either is refused. The returned function
 * frees the slot; calling it more than once frees it once.
 */
export async function takeExportSlot(rateLimiter: RateLimiter, partnerId: string): Promise<() => Promise<void>> {
  const rate = await rateLimiter.hit(rateKey(partnerId), EXPORT_LIMITS.perMinute);
  if (!rate.ok) {
    throw new HttpError(429, "export_limit", {
      message: (l) =>
        serverTexts(l).screener.errors.export_limit({ wait: formatDuration(rate.retryAfter, serverTexts(l).duration) }),
      retryAfter: rate.retryAfter,
      max: EXPORT_LIMITS.perMinute.max,
    });
  }
  const slot = await rateLimiter.hit(slotKey(partnerId), EXPORT_LIMITS.slot);
  if (!slot.ok)
    throw new HttpError(429, "export_busy", {
      message: (l) => serverTexts(l).screener.errors.export_busy(),
      retryAfter: BUSY_RETRY_SECONDS,
    });
  let freed: Promise<void> | null = null;
  return () => {
    freed ??= rateLimiter
      .reset(slotKey(partnerId))
      .catch((error) => log.error("screener export slot not freed", { error: String(error) }));
    return freed;
  };
}

/**
 * The matches in the order of ScreenEngine.order (sort key ascending, the key being the value
 * with the direction's sign and unknown values last; ties by symbol), as a merge sort that
 * stops every few thousand steps (each `yield`), so the caller can spread it over several turns
 * of the event loop. The order is total, so it is the one ScreenEngine.order gives.
 */
function* sortInSteps(snapshot: ExportSnapshot): Generator<void, Int32Array> {
  const { hits, sortColumn, symbolRank } = snapshot;
  const n = hits.length;
  const sign = snapshot.descending ? -1 : 1;
  // Per position j: the key and symbol rank of hits[j], made in steps too.
  const keys = new Float64Array(n);
  const ranks = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const i = hits[j]!;
    const v = sortColumn[i]!;
    keys[j] = Number.isNaN(v) ? Number.POSITIVE_INFINITY : sign * v;
    ranks[j] = symbolRank[i]!;
    if ((j & 4095) === 4095) yield;
  }
  const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && ranks[a]! < ranks[b]!);
  const compare = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  // Positions 0..n-1 are sorted (their keys sit side by side), then turned back into indices.
  let from = new Int32Array(n);
  for (let j = 0; j < n; j++) from[j] = j;
  for (let lo = 0; lo < n; lo += RUN) {
    from.subarray(lo, Math.min(n, lo + RUN)).sort(compare);
    yield;
  }
  let to = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let a = lo;
      let b = mid;
      let k = lo;
      while (a < mid && b < hi) {
        to[k++] = before(from[b]!, from[a]!) ? from[b++]! : from[a++]!;
        if ((k & 4095) === 0) yield;
      }
      to.set(from.subarray(a, mid), k);
      to.set(from.subarray(b, hi), k + (mid - a));
      yield;
    }
    [from, to] = [to, from];
  }
  // Back from positions to ticker indices.
  for (let j = 0; j < n; j++) {
    from[j] = hits[from[j]!]!;
    if ((j & 4095) === 4095) yield;
  }
  return from;
}

/** One turn of the event loop: pending I/O (other requests, /healthz) runs before the next slice. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

let last: Promise<unknown> = Promise.resolve();
/**
 * Runs `work` (a slice or a snapshot) after a turn of the event loop and after every slice
 * queued before it, of any export: however many exports run, one slice at a time runs between
 * two turns, so a request waits for one slice, not one slice per export.
 */
export function inTurn<T>(work: () => T): Promise<T> {
  const run = last.then(turn).then(work);
  last = run.catch(() => {});
  return run;
}

interface CsvExport {
  state: MarketState;
  locale: Locales;
  /** The header cells after symbol and name, and the fields of the snapshot's values, in the same order. */
  header: string[];
  fields: readonly ScreenField[];
  snapshot: ExportSnapshot;
  /** A set value as the file shows it (its label in the caller's language). */
  setLabel: (value: string) => string;
  /** Whether the prices are simulated: a last column says so on every row. */
  simulated: boolean;
  /** Called once when the stream ends, however it ends; the file's last bytes wait for it. */
  done: () => Promise<void>;
  /** Aborted when the client has gone away. */
  signal?: AbortSignal;
}

/**
 * The CSV as a pull stream: a byte-order mark (Excel then reads UTF-8: Arabic names and
 * headers), the header, then one line per match, CRLF line ends. Each pull makes one slice,
 * after a turn of the event loop.
 */
export function csvStream(x: CsvExport): ReadableStream<Uint8Array> {
  const { snapshot, fields, state, locale } = x;
  const started = performance.now();
  const encoder = new TextEncoder();
  const sorting = sortInSteps(snapshot);
  const defs = fields.map(fieldDef);
  const scales = defs.map((def) => (def.kind === "number" ? 10 ** def.digits : 1));
  const source = serverTexts(locale).screener.csv;
  const simulatedCell = x.simulated ? `,${csvCell(source.simulated())}` : "";
  let order: Int32Array | null = null;
  let next = 0;
  let first = true;
  let ended = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;

  const end = (outcome: "done" | "cancelled" | "cut_off" | "failed"): Promise<void> => {
    if (ended) return Promise.resolve();
    ended = true;
    clearTimeout(cutOff);
    x.signal?.removeEventListener("abort", onAbort);
    const freed = x.done();
    exportsEnded.inc({ outcome });
    log.info("screener export", {
      outcome,
      rows: next,
      of: snapshot.hits.length,
      ms: Math.round(performance.now() - started),
    });
    return freed;
  };
  const onAbort = () => void end("cancelled");
  x.signal?.addEventListener("abort", onAbort);
  const cutOff = setTimeout(() => {
    if (ended) return;
    void end("cut_off");
    try {
      controller?.error(new Error("the export took longer than its time limit"));
    } catch {}
  }, EXPORT_MAX_MS);
  cutOff.unref?.();

  /** Ticker i's line: set values by their labels, numbers rounded as ScreenEngine.value rounds them. */
  const line = (i: number): string => {
    const c = state.companies[i]!;
    const name = locale === "ar" && c.nameAr ? c.nameAr : c.name;
    let text = `${csvCell(c.symbol)},${csvCell(name)}`;
    for (let f = 0; f < defs.length; f++) {
      const def = defs[f]!;
      const v = snapshot.columns[f]![i]!;
      if (def.kind === "set") text += `,${v === 255 ? "" : csvCell(x.setLabel(def.values[v]!))}`;
      else text += `,${Number.isFinite(v) ? String(Math.round(v * scales[f]!) / scales[f]!) : ""}`;
    }
    return text + simulatedCell;
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      async pull(c) {
        try {
          if (first) {
            first = false;
            const head = [source.symbol(), source.name(), ...x.header, ...(x.simulated ? [source.source()] : [])];
            c.enqueue(encoder.encode(`\uFEFF${head.map(csvCell).join(",")}\r\n`));
            return;
          }
          while (!order) {
            const sorted = await inTurn(() => {
              const deadline = performance.now() + SLICE_MS;
              let step = sorting.next();
              while (!step.done && performance.now() < deadline) step = sorting.next();
              return step.done ? step.value : null;
            });
            if (ended) return;
            order = sorted;
          }
          const rows = order;
          if (next >= rows.length) {
            // The slot is free before the file ends: the next export may start at once.
            await end("done");
            c.close();
            return;
          }
          const bytes = await inTurn(() => {
            if (ended) return null;
            const deadline = performance.now() + SLICE_MS;
            const stop = Math.min(rows.length, next + ROWS_PER_SLICE);
            let text = "";
            while (next < stop) {
              text += `${line(rows[next]!)}\r\n`;
              next++;
              if ((next & 31) === 0 && performance.now() >= deadline) break;
            }
            return encoder.encode(text);
          });
          if (bytes && !ended) c.enqueue(bytes);
        } catch (error) {
          if (ended) return;
          void end("failed");
          log.error("screener export failed", { error: error instanceof Error ? error.message : String(error) });
          c.error(error);
        }
      },
      cancel() {
        return end("cancelled");
      },
    },
    // Nothing is made before the client asks: not even the first slice.
    { highWaterMark: 0 },
  );
}

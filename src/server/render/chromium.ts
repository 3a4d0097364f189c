// Server-made PNG and PDF files (docs/architecture.md, "Server-made reports"): a document of our
// own HTML drawn by headless Chromium through playwright-core, the layout engine of the pages
// themselves, so Arabic is shaped and laid out right to left as the browser shows it.
//
// - One browser per instance, launched on the first render and reused; a browser that crashed
//   or was closed is launched again on the next render; `close()` ends it (server shutdown).
// - Each render has a context of its own (nothing shared between callers), JavaScript off and
//   every network request aborted: the document is self-contained and can load nothing. Below
//   that, the browser itself cannot reach the network: every name (IP addresses included)
//   resolves to nothing and every connection goes through a proxy that does not exist, loopback
//   too, so no frame, object, embed or refresh connects anywhere.
// - At most `concurrency` renders at once and `maxWaiting` waiting (RenderQueue), the places
//   shared fairly between partners; a render waits at most `maxWaitMs` for its turn, then has
//   `timeoutMs`, after which its context is closed, so one slow render stalls nobody, and every
//   caller has an answer within RENDER_BUDGET_MS, well before the server's idle timeout.
// - No Chromium at CHROMIUM_PATH, or one that does not start: RendererUnavailable (the API's 503
//   renderer_unavailable), and after a failed start no new attempt for `retryLaunchMs`.
// - Chromium runs at idle CPU priority (Linux SCHED_IDLE, through `chrt --idle 0`; see
//   idleLauncher): its processes share the server's cores (and its CPU affinity), and drawing a
//   page is seconds of CPU in several threads. At the default priority they took turns with the
//   event loop, and /healthz waited hundreds of milliseconds behind them; `nice` does not hold,
//   as Chromium run as root raises its own priority (nice -8). SCHED_IDLE is below every nice
//   level and a process may always lower its own policy, so no privilege is needed. A render
//   then draws with the CPU the server leaves: slower under load (up to RENDER_TIMEOUT_MS, then
//   503 busy), never in the server's way. Where there is no `chrt` (not Linux, a minimal image)
//   or it cannot set the policy, Chromium is launched directly, as before.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { log } from "../log";
import { QueueFull, RenderQueue } from "./queue";

/** The flags of a closed machine: no sandbox (containers run it as root), no GPU, and nothing
 * that calls home (QUIC, first-run, background networking, component updates, sync). */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A container's /dev/shm is often 64 MB, too small for a tall page: temporary files instead.
  "--disable-dev-shm-usage",
  // No network at all, whatever the document holds: no name resolves (IP literals included),
  // and every connection, loopback too, is sent to a proxy that cannot be reached.
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--proxy-server=http://proxy.invalid:9",
  "--proxy-bypass-list=<-loopback>",
];

/** The longest a render waits for its turn, then the longest it may draw. */
const RENDER_WAIT_MS = 10_000;
const RENDER_TIMEOUT_MS = 15_000;
/** A render's context gets this long to close, then the browser as long to end. */
const CLOSE_MS = 5_000;
/** Every render call is answered (its file, or a refusal) within this time: the wait, the
 * drawing and the closing of its context (or of the browser). The server's idle timeout is
 * above it (http/serve.ts). */
export const RENDER_BUDGET_MS = RENDER_WAIT_MS + RENDER_TIMEOUT_MS + 2 * CLOSE_MS;

/** Chromium is missing, did not start, or the renderer is closed. */
export class RendererUnavailable extends Error {
  constructor(
    message: string,
    /** Seconds before a new attempt may succeed (Retry-After). */
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** No turn for this render (queue full, waited too long) or it ran out of time. */
export class RendererBusy extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

interface RendererOptions {
  /** The Chromium binary (CHROMIUM_PATH); null: none on this machine. */
  executablePath: string | null;
  concurrency?: number;
  maxWaiting?: number;
  /** The longest wait for a turn. */
  maxWaitMs?: number;
  /** A render's time from its turn to its file, launching the browser included. */
  timeoutMs?: number;
  /** The browser's start, shared by the renders waiting for it. */
  launchTimeoutMs?: number;
  /** No new launch for this long after a failed one. */
  retryLaunchMs?: number;
  /** Draws in place of Chromium (tests of the queue and its budgets); no browser is started. */
  draw?: (html: string, job: Job) => Promise<Uint8Array>;
  /** Chromium at idle CPU priority where the system allows it (default true). */
  idlePriority?: boolean;
}

interface RenderOptions {
  /** Who asks (a partner's id): the queue's places are shared fairly between owners. */
  owner?: string;
}

interface PngOptions extends RenderOptions {
  /** CSS pixels; the file is `width × scale` pixels wide. */
  width?: number;
  scale?: number;
}

export const PNG_WIDTH = 1200;
export const PNG_SCALE = 2;

export interface Renderer {
  png(html: string, options?: PngOptions): Promise<Uint8Array>;
  pdf(html: string, options?: RenderOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Job = { kind: "png"; width: number; scale: number } | { kind: "pdf" };

export class ChromiumRenderer implements Renderer {
  private readonly queue: RenderQueue;
  private readonly timeoutMs: number;
  private readonly retryLaunchMs: number;
  private browser: Promise<Browser> | null = null;
  private failed: { at: number; message: string } | null = null;
  private closed = false;
  /** The idle-priority launcher's directory, made on the first launch (null: none). */
  private launcher: { dir: string; path: string } | null | undefined;

  constructor(readonly options: RendererOptions) {
    this.timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
    this.retryLaunchMs = options.retryLaunchMs ?? 30_000;
    this.queue = new RenderQueue(
      options.concurrency ?? 2,
      options.maxWaiting ?? 8,
      options.maxWaitMs ?? RENDER_WAIT_MS,
    );
  }

  /** How many renders run and wait now (tests, metrics). */
  load(): { running: number; waiting: number } {
    return this.queue.load();
  }

  png(html: string, options: PngOptions = {}): Promise<Uint8Array> {
    const job: Job = { kind: "png", width: options.width ?? PNG_WIDTH, scale: options.scale ?? PNG_SCALE };
    return this.render(html, job, options.owner ?? "");
  }

  pdf(html: string, options: RenderOptions = {}): Promise<Uint8Array> {
    return this.render(html, { kind: "pdf" }, options.owner ?? "");
  }

  /** Ends the browser; later renders are refused (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    const b = await browser?.catch(() => null);
    await b?.close().catch(() => {});
    if (this.launcher) rmSync(this.launcher.dir, { recursive: true, force: true });
    this.launcher = null;
  }

  private async render(html: string, job: Job, owner: string): Promise<Uint8Array> {
    // Refused before taking a turn: a missing binary or a recent failed start answers at once.
    this.checkAvailable();
    try {
      return await this.queue.run(() => this.withTimeout(html, job), owner);
    } catch (error) {
      if (error instanceof QueueFull) throw new RendererBusy(error.message, 2);
      throw error;
    }
  }

  private checkAvailable(): void {
    if (this.closed) throw new RendererUnavailable("the renderer is closed", 5);
    if (this.options.draw) return;
    const path = this.options.executablePath;
    if (!path || !existsSync(path))
      throw new RendererUnavailable(`no Chromium at ${path ?? "CHROMIUM_PATH (unset)"}`, 60);
    if (this.failed && performance.now() - this.failed.at < this.retryLaunchMs) {
      const left = Math.ceil((this.retryLaunchMs - (performance.now() - this.failed.at)) / 1000);
      throw new RendererUnavailable(this.failed.message, Math.max(1, left));
    }
  }

  /** One render in its turn, ended after `timeoutMs` by closing its context. */
  private async withTimeout(html: string, job: Job): Promise<Uint8Array> {
    let context: BrowserContext | null = null;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new RendererBusy(`render took over ${this.timeoutMs} ms`, 5));
      }, this.timeoutMs);
    });
    const stand = this.options.draw;
    const work = (async () => {
      if (stand) return await stand(html, job);
      const browser = await this.launch();
      if (timedOut) throw new RendererBusy("timed out before the render", 5);
      const fresh = await browser.newContext({
        javaScriptEnabled: false,
        offline: true,
        serviceWorkers: "block",
        viewport: { width: job.kind === "png" ? job.width : 794, height: 800 },
        deviceScaleFactor: job.kind === "png" ? job.scale : 1,
      });
      context = fresh;
      if (timedOut) {
        // Made after the turn gave up waiting for it: closed here, as nobody else will.
        await fresh.close().catch(() => {});
        throw new RendererBusy("timed out before the render", 5);
      }
      return await draw(fresh, html, job, this.timeoutMs);
    })();
    // The turn ends only once the context is closed: a timed-out render leaves no work behind.
    work.catch(() => {});
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
      const c = context as BrowserContext | null;
      if (c) await this.closeContext(c);
      else if (timedOut) await Promise.race([work.catch(() => {}), sleep(CLOSE_MS)]);
    }
  }

  /** Closes a render's context within 5 s; a browser that cannot is ended (and launched again
   * on the next render). */
  private async closeContext(context: BrowserContext): Promise<void> {
    const closed = await Promise.race([
      context.close().then(
        () => true,
        () => true,
      ),
      sleep(CLOSE_MS).then(() => false),
    ]);
    if (closed) return;
    log.warn("renderer: a context did not close in 5 s, restarting the browser", {});
    const browser = this.browser;
    this.browser = null;
    const b = await browser?.catch(() => null);
    await Promise.race([b?.close().catch(() => {}), sleep(CLOSE_MS)]);
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const started = performance.now();
    const launching = (async () => {
      const { chromium } = await import("playwright-core");
      if (this.launcher === undefined || (this.launcher && !existsSync(this.launcher.path)))
        this.launcher = this.options.idlePriority === false ? null : idleLauncher(this.options.executablePath!);
      return chromium.launch({
        executablePath: this.launcher?.path ?? this.options.executablePath!,
        headless: true,
        args: [...CHROMIUM_ARGS],
        timeout: this.options.launchTimeoutMs ?? 15_000,
        // Chromium ends with the server; main.ts closes it on a clean stop.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    })().then(
      (browser) => {
        this.failed = null;
        log.info("renderer: Chromium started", {
          version: browser.version(),
          ms: Math.round(performance.now() - started),
        });
        browser.on("disconnected", () => {
          if (this.browser === launching) this.browser = null;
        });
        // Closed while it was starting: end it now.
        if (this.closed) void browser.close().catch(() => {});
        return browser;
      },
      (error: unknown) => {
        if (this.browser === launching) this.browser = null;
        const message = `Chromium did not start: ${firstLine(error)}`;
        this.failed = { at: performance.now(), message };
        log.error("renderer: Chromium did not start", { path: this.options.executablePath, error: firstLine(error) });
        throw new RendererUnavailable(message, Math.ceil(this.retryLaunchMs / 1000));
      },
    );
    this.browser = launching;
    return launching;
  }
}

async function draw(context: BrowserContext, html: string, job: Job, timeoutMs: number): Promise<Uint8Array> {
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  // Nothing leaves the page: no image, font, style sheet or frame from anywhere.
  await page.route("**", (route) => route.abort("blockedbyclient"));
  await page.setContent(inertRefresh(html), { waitUntil: "load" });
  if (job.kind === "png") return await page.screenshot({ type: "png", fullPage: true, animations: "disabled" });
  return await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
}

/** A `<meta http-equiv>` (a refresh above all) would navigate the page away while it is drawn
 * (an aborted navigation leaves an error page, or fails the print): every meta tag's
 * `http-equiv` is renamed, so none acts. Quoted values may hold `>`; the tag is read past them. */
export function inertRefresh(html: string): string {
  return html.replace(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*/gi, (tag) => tag.replace(/http-equiv/gi, "data-inert-equiv"));
}

/**
 * A launcher that starts `executablePath` at idle CPU priority: a shell script in a directory of
 * its own that execs `chrt --idle 0 <chromium> "$@"` (exec twice: Chromium keeps the launcher's
 * process id and the pipes Playwright talks to it through). Null where that cannot work: no
 * `chrt` on the PATH, or one that cannot set SCHED_IDLE here (tried once, on `true`).
 */
export function idleLauncher(executablePath: string): { dir: string; path: string } | null {
  const chrt = Bun.which("chrt");
  if (!chrt) return null;
  try {
    if (Bun.spawnSync([chrt, "--idle", "0", "true"], { stdout: "ignore", stderr: "ignore" }).exitCode !== 0)
      return null;
    const dir = mkdtempSync(join(tmpdir(), "rockets-chromium-"));
    const path = join(dir, "chromium");
    const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
    writeFileSync(path, `#!/bin/sh\nexec ${quote(chrt)} --idle 0 ${quote(executablePath)} "$@"\n`);
    chmodSync(path, 0o700);
    return { dir, path };
  } catch (error) {
    log.warn("renderer: Chromium at its default priority (no idle launcher)", { error: firstLine(error) });
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error)
    .split("\n")[0]!
    .slice(0, 300);
}

// Renders the two looping landing-page videos: frames are drawn here into an RGB buffer
// (no text inside, so one video serves both languages) and piped into ffmpeg, which encodes
// WebM (VP9) and MP4 (H.264) plus a WebP poster. The outputs are committed to public/media/,
// so neither CI nor users need ffmpeg: run `bun scripts/make-videos.ts` only to change them.
//
// Every animation is periodic over the clip length, so the loop has no visible seam.
import { statSync } from "node:fs";
import { join } from "node:path";

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const OUT = join(import.meta.dir, "../public/media");
const MAX_BYTES = 500 * 1024;

type RGB = readonly [number, number, number];
const hex = (h: string): RGB => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as RGB;
const BG_TOP = hex("#0a0f1f");
const BG_BOTTOM = hex("#141c38");
const GRID = hex("#1f2947");
const UP = hex("#2ee6a8");
const DOWN = hex("#ff6b7a");
const VIOLET = hex("#8b6cff");
const TEXT = hex("#eef1fa");

class Canvas {
  readonly px = new Uint8Array(W * H * 3);

  background() {
    for (let y = 0; y < H; y++) {
      const t = y / (H - 1);
      const c = BG_TOP.map((v, i) => v + (BG_BOTTOM[i]! - v) * t);
      for (let x = 0; x < W; x++) this.px.set(c, (y * W + x) * 3);
    }
  }

  /** Blends colour c over pixel (x, y) with opacity a (0..1). */
  blend(x: number, y: number, c: RGB, a: number) {
    if (x < 0 || y < 0 || x >= W || y >= H || a <= 0) return;
    const i = (Math.floor(y) * W + Math.floor(x)) * 3;
    const k = Math.min(1, a);
    for (let j = 0; j < 3; j++) this.px[i + j] = this.px[i + j]! + (c[j]! - this.px[i + j]!) * k;
  }

  rect(x0: number, y0: number, x1: number, y1: number, c: RGB, a = 1) {
    const [xa, xb] = [Math.max(0, Math.round(Math.min(x0, x1))), Math.min(W, Math.round(Math.max(x0, x1)))];
    const [ya, yb] = [Math.max(0, Math.round(Math.min(y0, y1))), Math.min(H, Math.round(Math.max(y0, y1)))];
    for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) this.blend(x, y, c, a);
  }

  /** An anti-aliased thick line (distance to segment). */
  line(x0: number, y0: number, x1: number, y1: number, c: RGB, width: number, a = 1) {
    const r = width / 2 + 1;
    const [minX, maxX] = [Math.floor(Math.min(x0, x1) - r), Math.ceil(Math.max(x0, x1) + r)];
    const [minY, maxY] = [Math.floor(Math.min(y0, y1) - r), Math.ceil(Math.max(y0, y1) + r)];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
        const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
        this.blend(x, y, c, a * Math.max(0, Math.min(1, width / 2 + 0.5 - d)));
      }
    }
  }

  disc(cx: number, cy: number, radius: number, c: RGB, a = 1) {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y++) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x++) {
        const d = Math.hypot(x - cx, y - cy);
        this.blend(x, y, c, a * Math.max(0, Math.min(1, radius + 0.5 - d)));
      }
    }
  }

  grid(rows: number, cols: number) {
    for (let i = 1; i < rows; i++) this.rect(0, (H * i) / rows, W, (H * i) / rows + 1, GRID, 0.7);
    for (let i = 1; i < cols; i++) this.rect((W * i) / cols, 0, (W * i) / cols + 1, H, GRID, 0.5);
  }
}

/** A periodic price path: sums of sines whose periods divide the loop, plus a gentle rise. */
function price(u: number): number {
  const tau = Math.PI * 2;
  return (
    0.5 +
    0.18 * Math.sin(tau * u * 2 + 0.6) +
    0.09 * Math.sin(tau * u * 5 + 1.7) +
    0.05 * Math.sin(tau * u * 11 + 0.3) +
    0.03 * Math.sin(tau * u * 23)
  );
}

/** Video 1: candlesticks and a price line scrolling by one full period over the clip. */
function drawChart(c: Canvas, frame: number) {
  c.background();
  c.grid(6, 8);
  const phase = frame / FRAMES;
  const candles = 32;
  const cw = W / candles;
  const top = 40;
  const span = H - 110;
  const y = (v: number) => top + (1 - v) * span;
  // Candle i (0 = newest, on the right) covers price from k - 1/candles to k; the window
  // slides left by one full period of price() over the clip.
  const base = Math.floor(phase * candles);
  const frac = phase * candles - base;
  const xOf = (i: number) => W - 40 - (i + frac) * cw;
  for (let i = 0; i <= candles + 1; i++) {
    const k = (base - i) / candles;
    const open = price(k - 1 / candles);
    const close = price(k);
    let hi = Math.max(open, close);
    let lo = Math.min(open, close);
    for (let s = 0; s <= 8; s++) {
      const v = price(k - s / (8 * candles));
      hi = Math.max(hi, v);
      lo = Math.min(lo, v);
    }
    const cx = xOf(i);
    const col = close >= open ? UP : DOWN;
    c.line(cx, y(hi + 0.01), cx, y(lo - 0.01), col, 1.4, 0.8);
    const bodyTop = y(Math.max(open, close));
    c.rect(cx - cw * 0.3, bodyTop, cx + cw * 0.3, Math.max(y(Math.min(open, close)), bodyTop + 2), col, 0.9);
    const tau = Math.PI * 2;
    const vol = 0.35 + 0.65 * Math.abs(Math.sin(tau * k * 7) * Math.cos(tau * k * 3 + 0.4));
    c.rect(cx - cw * 0.3, H - 10 - vol * 45, cx + cw * 0.3, H - 10, VIOLET, 0.35);
  }
  // Smoothed moving-average line with a glow, ending at the newest candle with a live dot.
  const points: [number, number][] = [];
  for (let x = 0; x <= W - 40; x += 4) {
    const k = phase - (W - 40 - x) / W;
    let avg = 0;
    for (let s = 0; s < 6; s++) avg += price(k - s / (2 * candles));
    points.push([x, y(avg / 6)]);
  }
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    c.line(a[0], a[1], b[0], b[1], VIOLET, 7, 0.12);
    c.line(a[0], a[1], b[0], b[1], VIOLET, 2.4, 1);
  }
  const last = points[points.length - 1]!;
  const pulse = 0.5 + 0.5 * Math.sin((frame / FRAMES) * Math.PI * 2 * 6);
  c.disc(last[0], last[1], 6 + 6 * pulse, UP, 0.25 * (1 - pulse) + 0.1);
  c.disc(last[0], last[1], 5, UP, 1);
  c.rect(last[0], last[1] - 0.5, W, last[1] + 0.5, UP, 0.6);
}

/** Video 2: a live "top gainers" board: bars that grow, shrink and trade places, with a heat strip. */
function drawGainers(c: Canvas, frame: number) {
  c.background();
  const t = frame / FRAMES;
  const tau = Math.PI * 2;
  const rows = 8;
  const values = Array.from(
    { length: rows },
    (_, i) => 0.45 + 0.3 * Math.sin(tau * (t * (1 + (i % 3)) + i * 0.37)) + 0.2 * Math.sin(tau * (t * 2 + i * 0.11)),
  );
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const left = 96;
  const rowH = 34;
  const top = 28;
  order.forEach(([v, i], rank) => {
    const yy = top + rank * rowH;
    // Ticker stub (a rounded pill where a symbol would be) and a rank dot.
    c.rect(24, yy + 8, 80, yy + 22, GRID, 1);
    c.disc(16, yy + 15, 3, i % 2 ? VIOLET : TEXT, 0.7);
    const len = (W - left - 150) * Math.max(0.08, v);
    c.rect(left, yy + 6, left + len, yy + 24, UP, 0.25);
    c.rect(left, yy + 6, left + len * 0.98, yy + 24, UP, 0.55 + 0.3 * (1 - rank / rows));
    // A highlighted "changed since the last push" flash every second on one row.
    const flash = Math.max(0, 1 - ((t * SECONDS * 1) % 1) * 3) * (rank === Math.floor(t * SECONDS) % rows ? 1 : 0);
    if (flash > 0) c.rect(left, yy + 4, W - 150, yy + 26, UP, 0.15 * flash);
    // Sparkline on the right.
    for (let s = 1; s < 24; s++) {
      const f = (k: number) => yy + 15 - 9 * Math.sin(tau * (t + k / 24 + i * 0.2)) * (0.4 + v * 0.6);
      c.line(W - 136 + (s - 1) * 5, f(s - 1), W - 136 + s * 5, f(s), i % 3 === 0 ? VIOLET : UP, 1.6);
    }
  });
  // Heat strip along the bottom: 16 tiles whose colours drift between red and green.
  const tiles = 16;
  for (let k = 0; k < tiles; k++) {
    const v = Math.sin(tau * (t + k / tiles) + k) * 0.5 + 0.5;
    const col: RGB = v > 0.5 ? UP : DOWN;
    c.rect(
      24 + k * ((W - 48) / tiles),
      H - 50,
      24 + (k + 1) * ((W - 48) / tiles) - 4,
      H - 18,
      col,
      0.25 + 0.55 * Math.abs(v - 0.5) * 2,
    );
  }
}

async function render(name: string, draw: (c: Canvas, frame: number) => void) {
  const canvas = new Canvas();
  const raw = new Uint8Array(W * H * 3 * FRAMES);
  for (let f = 0; f < FRAMES; f++) {
    draw(canvas, f);
    raw.set(canvas.px, f * W * H * 3);
  }
  const input = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "-"];
  const jobs: [string, string[]][] = [
    [
      `${name}.webm`,
      [
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        "42",
        "-row-mt",
        "1",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        "-pix_fmt",
        "yuv420p",
      ],
    ],
    [
      `${name}.mp4`,
      ["-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
    ],
    [`${name}-poster.webp`, ["-frames:v", "1", "-c:v", "libwebp", "-quality", "70"]],
  ];
  for (const [file, args] of jobs) {
    const proc = Bun.spawn(
      ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", ...input, "-an", ...args, join(OUT, file)],
      {
        stdin: "pipe",
      },
    );
    proc.stdin.write(file.endsWith(".webp") ? raw.subarray(0, W * H * 3) : raw);
    await proc.stdin.end();
    if ((await proc.exited) !== 0) throw new Error(`ffmpeg failed for ${file}`);
    const size = statSync(join(OUT, file)).size;
    console.log(`${file}: ${(size / 1024).toFixed(1)} KiB`);
    if (!file.endsWith(".webp") && size > MAX_BYTES) throw new Error(`${file} is larger than 500 KB`);
  }
}

if (!Bun.which("ffmpeg")) {
  console.error("ffmpeg is needed to render the videos (Debian: apt-get install -y ffmpeg)");
  process.exit(1);
}
await render("market-chart", drawChart);
await render("top-gainers", drawGainers);

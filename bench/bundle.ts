// Landing page JavaScript before the first render, from a fresh production build: the entry
// chunk, every chunk it imports statically, and the dictionary of the language on screen (the
// first render waits for it). Budget: 110 KiB gzip. Also the ticker route's own chunks (60 KiB
// gzip). Writes bench/results/bundle.md and exits 1 when anything is over budget.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 110 * 1024;
const root = join(import.meta.dir, "..");
// A build of its own (scripts/build.ts resolves DIST_DIR against the repository).
const relativeDist = "node_modules/.cache/rockets-bench-bundle";
const dist = join(root, relativeDist);
process.env.DIST_DIR = relativeDist;
const { build } = await import("../scripts/build");
await build();

const read = (url: string) => readFileSync(join(dist, url));
const gz = (url: string) => gzipSync(read(url), { level: 9 }).length;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The chunks a chunk imports statically (not `import()`), transitively. */
function staticClosure(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = read(url).toString("utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"(\/assets\/[^"]+\.js)"/g)) staticClosure(m[1]!, seen);
  return seen;
}

/** The chunks a chunk may load later (`import("…")`). */
function dynamicImports(url: string): string[] {
  return [
    ...read(url)
      .toString("utf8")
      .matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
  ].map((m) => m[1]!);
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error("no entry script in index.html");
const first = staticClosure(entry);
const lazy = dynamicImports(entry);
const dictionaryOf = (marker: string) => lazy.find((url) => read(url).toString("utf8").includes(marker));
const dictionaries = {
  en: dictionaryOf('languageName:"English"'),
  ar: dictionaryOf('languageName:"العربية"'),
};

const rows: { lang: string; files: string[]; raw: number; gzip: number }[] = [];
for (const [lang, dictionary] of Object.entries(dictionaries)) {
  if (!dictionary) throw new Error(`no dictionary chunk found for ${lang}`);
  const files = [...first, ...staticClosure(dictionary)].filter((v, i, a) => a.indexOf(v) === i);
  rows.push({
    lang,
    files,
    raw: files.reduce((n, f) => n + read(f).length, 0),
    gzip: files.reduce((n, f) => n + gz(f), 0),
  });
}
const later = [...new Set(lazy)]
  .filter((url) => !Object.values(dictionaries).includes(url))
  .map((url) => ({ url, gzip: [...staticClosure(url)].filter((f) => !first.has(f)).reduce((n, f) => n + gz(f), 0) }));

const name = (url: string) => url.replace("/assets/", "");

// The ticker route (/ticker/$symbol): its own JavaScript, chart library included — the chunks
// no other screen loads (the partner explorer is the same view inside the partner layout).
// Budget 60 KiB gzip. Also shown: all it loads when opened directly, beyond the first render
// and the router, counting the chunks it shares with the other logged-in screens.
const TICKER_BUDGET = 60 * 1024;
const routerUrl = lazy.find((url) => name(url).startsWith("router-"));
if (!routerUrl) throw new Error("no router chunk found");
const beforeRoutes = new Set([...first, ...staticClosure(routerUrl)]);
const screens = dynamicImports(routerUrl);
const isTickerScreen = (url: string) => /^(TickerPage|PartnerExplorer)-/.test(name(url));
const tickerUrl = screens.find((url) => name(url).startsWith("TickerPage-"));
if (!tickerUrl) throw new Error("no TickerPage chunk found");
const otherScreens = new Set(screens.filter((url) => !isTickerScreen(url)).flatMap((url) => [...staticClosure(url)]));
const tickerOpened = [...staticClosure(tickerUrl)].filter((f) => !beforeRoutes.has(f));
const tickerFiles = tickerOpened.filter((f) => !otherScreens.has(f));
const sum = (files: string[], size: (f: string) => number) => files.reduce((n, f) => n + size(f), 0);
const tickerGzip = sum(tickerFiles, gz);
const tickerRaw = sum(tickerFiles, (f) => read(f).length);
const openedGzip = sum(tickerOpened, gz);
const now = new Date();
const cpu = cpus();
const lines = [
  "# Landing page JavaScript before the first render",
  "",
  `Measured ${now.toISOString().slice(0, 16).replace("T", " ")} UTC by \`bun bench/bundle.ts\` from a fresh production build`,
  `(Bun ${Bun.version}, ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores). Sizes are gzip level 9, as served.`,
  "",
  "| Language | Files | Raw | gzip | Budget | Result |",
  "| --- | --- | ---: | ---: | ---: | --- |",
  ...rows.map(
    (r) =>
      `| ${r.lang} | ${r.files.map(name).join(", ")} | ${kib(r.raw)} | **${kib(r.gzip)}** | ${kib(BUDGET)} | ${r.gzip <= BUDGET ? "within budget" : "OVER BUDGET"} |`,
  ),
  "",
  "What is in the first render: React and React DOM, XState and @xstate/react, the root actor",
  "(language, session, partner session), typesafe-i18n, goober and the landing page itself.",
  "Not in it: TanStack Router and the route tree (loaded while the browser is idle, mounted on",
  "the first navigation away from the landing page), react-hot-toast's Toaster, every other screen.",
  "",
  "## Ticker route",
  "",
  "The route's own JavaScript (lightweight-charts included): the chunks no other screen loads.",
  "",
  "| Route | Files | Raw | gzip | Budget | Result |",
  "| --- | --- | ---: | ---: | ---: | --- |",
  `| /ticker/$symbol | ${tickerFiles.map(name).join(", ")} | ${kib(tickerRaw)} | **${kib(tickerGzip)}** | ${kib(TICKER_BUDGET)} | ${tickerGzip <= TICKER_BUDGET ? "within budget" : "OVER BUDGET"} |`,
  "",
  `Opened directly (no other screen visited before), it loads ${kib(openedGzip)} beyond the first render and the router:`,
  `its own chunks plus ${tickerOpened.length - tickerFiles.length} chunks shared with the other logged-in screens (valibot, wretch, the watchlists`,
  "machine and dialogs, the portal's building blocks).",
  "",
  "Chunks loaded after the first render (gzip, excluding what the first render already has):",
  "",
  ...later.map((l) => `- ${name(l.url)}: ${kib(l.gzip)}`),
  "",
];
const out = join(root, "bench/results/bundle.md");
writeFileSync(out, lines.join("\n"));
// Committed results follow the repository's formatting (Biome formats Markdown tables).
Bun.spawnSync([join(root, "node_modules/.bin/biome"), "format", "--write", out], {
  stdout: "ignore",
  stderr: "ignore",
});
console.log(lines.join("\n"));
rmSync(dist, { recursive: true, force: true });
if (rows.some((r) => r.gzip > BUDGET) || tickerGzip > TICKER_BUDGET) process.exit(1);

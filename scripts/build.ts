// Builds the client into dist/: i18n types, Bun.build (code splitting, minified, production
// React, content-hashed names), public files, index.html with the entry, and .br/.gz twins.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(import.meta.dir, "..");
// DIST_DIR as the server reads it (config.ts): relative to the project, or absolute.
const dist = resolve(root, process.env.DIST_DIR ?? "dist");
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|xml|webmanifest)$/;

export async function generateI18n(): Promise<void> {
  const proc = Bun.spawnSync([join(root, "node_modules/.bin/typesafe-i18n"), "--no-watch"], {
    cwd: root,
    stdout: "pipe",
    stderr: "inherit",
  });
  if (proc.exitCode !== 0) throw new Error("typesafe-i18n generation failed");
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** `development`: NODE_ENV is "development" in the bundle (React's development build, the Stately inspector with ?inspect). */
export async function build(options: { development?: boolean } = {}): Promise<{ entry: string; files: number }> {
  const started = performance.now();
  await generateI18n();
  rmSync(dist, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(root, "src/main.tsx")],
    outdir: join(dist, "assets"),
    publicPath: "/assets/",
    target: "browser",
    splitting: true,
    minify: true,
    sourcemap: "none",
    naming: { entry: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": options.development ? '"development"' : '"production"' },
  });
  if (!result.success) {
    for (const message of result.logs) console.error(message);
    throw new Error("Bun.build failed");
  }
  const entry = result.outputs.find((o) => o.kind === "entry-point");
  if (!entry) throw new Error("no entry point in the build output");
  const entryUrl = `/assets/${entry.path.split("/").pop()}`;

  for (const name of readdirSync(join(root, "public"))) {
    if (name === "index.html") continue;
    cpSync(join(root, "public", name), join(dist, name), { recursive: true });
  }
  const template = readFileSync(join(root, "public/index.html"), "utf8");
  writeFileSync(
    join(dist, "index.html"),
    template
      .replace("<!--entry-->", `<script type="module" src="${entryUrl}"></script>`)
      .replace("<!--preload-->", `<link rel="modulepreload" href="${entryUrl}" />`),
  );

  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 256) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  const files = walk(dist).length;
  console.log(`built ${files} files into dist/ in ${Math.round(performance.now() - started)} ms (entry ${entryUrl})`);
  return { entry: entryUrl, files };
}

if (import.meta.main) {
  await build();
  if (!existsSync(join(dist, "index.html"))) process.exit(1);
}

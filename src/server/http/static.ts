// Serves the built client from dist/: hashed assets cached for a year, precompressed .br/.gz
// chosen by Accept-Encoding, byte ranges for the videos, and index.html for client routes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Brand } from "../../shared/brand";

interface Asset {
  path: string;
  type: string;
  size: number;
  br: boolean;
  gz: boolean;
  immutable: boolean;
}

export interface StaticFiles {
  serve(req: Request, url: URL): Response | null;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function loadStatic(distDir: string, brand: Brand): StaticFiles {
  const assets = new Map<string, Asset>();
  let index: { html: Uint8Array; br: Uint8Array; gz: Uint8Array } | null = null;
  if (existsSync(distDir)) {
    const files = new Set(walk(distDir));
    for (const file of files) {
      if (file.endsWith(".br") || file.endsWith(".gz")) continue;
      const urlPath = `/${relative(distDir, file).split("\\").join("/")}`;
      assets.set(urlPath, {
        path: file,
        type: Bun.file(file).type,
        size: statSync(file).size,
        br: files.has(`${file}.br`),
        gz: files.has(`${file}.gz`),
        immutable: urlPath.startsWith("/assets/"),
      });
    }
    const indexFile = join(distDir, "index.html");
    if (existsSync(indexFile)) {
      const block = `<script type="application/json" id="brand-config">${escapeJsonForHtml(brand)}</script>`;
      const html = readFileSync(indexFile, "utf8").replace("<!--brand-config-->", block);
      const bytes = new TextEncoder().encode(html);
      index = { html: bytes, br: brotliCompressSync(bytes), gz: gzipSync(bytes) };
    }
  }

  function encodingFor(req: Request, asset: { br: boolean; gz: boolean }): "br" | "gzip" | null {
    const accept = req.headers.get("accept-encoding") ?? "";
    if (asset.br && /\bbr\b/.test(accept)) return "br";
    if (asset.gz && /\bgzip\b/.test(accept)) return "gzip";
    return null;
  }

  function serveIndex(req: Request): Response {
    if (!index) return new Response("Client not built: run `npm run build`.", { status: 503 });
    const encoding = encodingFor(req, { br: true, gz: true });
    const body = encoding === "br" ? index.br : encoding === "gzip" ? index.gz : index.html;
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "accept-encoding",
    };
    if (encoding) headers["content-encoding"] = encoding;
    return new Response(req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { headers });
  }

  function serveRange(req: Request, asset: Asset, range: string): Response {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    const start = m?.[1] ? Number(m[1]) : m?.[2] ? Math.max(0, asset.size - Number(m[2])) : 0;
    const end = m?.[1] && m[2] ? Math.min(Number(m[2]), asset.size - 1) : asset.size - 1;
    if (!m || start > end || start >= asset.size) {
      return new Response(null, { status: 416, headers: { "content-range": `bytes */${asset.size}` } });
    }
    return new Response(req.method === "HEAD" ? null : Bun.file(asset.path).slice(start, end + 1), {
      status: 206,
      headers: {
        "content-type": asset.type,
        "content-range": `bytes ${start}-${end}/${asset.size}`,
        "accept-ranges": "bytes",
        "cache-control": "public, max-age=3600",
      },
    });
  }

  return {
    serve(req, url) {
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      const asset = assets.get(url.pathname);
      if (asset && url.pathname !== "/index.html") {
        const range = req.headers.get("range");
        if (range && !asset.immutable) return serveRange(req, asset, range);
        const encoding = encodingFor(req, asset);
        const file = encoding === "br" ? `${asset.path}.br` : encoding === "gzip" ? `${asset.path}.gz` : asset.path;
        const headers: Record<string, string> = {
          "content-type": asset.type,
          "cache-control": asset.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          vary: "accept-encoding",
          "accept-ranges": "bytes",
        };
        if (encoding) headers["content-encoding"] = encoding;
        return new Response(req.method === "HEAD" ? null : Bun.file(file), { headers });
      }
      // Client-side routes (no file extension) get the app shell; the client renders its 404.
      // A ticker page is one too, though a Saudi symbol looks like an extension (/ticker/2222.SR).
      if (extname(url.pathname) === "" || url.pathname === "/index.html" || /^\/ticker\/[^/]+$/.test(url.pathname))
        return serveIndex(req);
      return null;
    },
  };
}

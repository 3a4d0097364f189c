// A server-made document as a downloaded file (docs/api.md, "Partner news", format=png|pdf): the
// renderer's refusals become the API's errors, never a 500: 503 renderer_unavailable when
// Chromium is missing or does not start, 503 busy when there is no turn or the render ran out of
// time, both with Retry-After.
import { HttpError } from "../http/errors";
import { log } from "../log";
import type { Services } from "../services";
import { ChromiumRenderer, type Renderer, RendererBusy, RendererUnavailable } from "./chromium";

/** The services' renderer, made on first use (its browser starts on the first render). */
function rendererOf(services: Services): Renderer {
  services.renderer ??= new ChromiumRenderer({ executablePath: services.config.chromiumPath });
  return services.renderer;
}

const TYPES = { png: "image/png", pdf: "application/pdf" } as const;

function refused(code: "busy" | "renderer_unavailable", seconds: number): HttpError {
  return new HttpError(503, code, { retryAfter: seconds });
}

/** Renders `html` as a PNG or PDF attachment named `fileName` (ASCII letters, digits, dashes),
 * in a turn of `owner` (a partner's id: the renderer's places are shared fairly between them). */
export async function renderedFile(
  services: Services,
  html: string,
  format: "png" | "pdf",
  fileName: string,
  owner: string,
): Promise<Response> {
  const renderer = rendererOf(services);
  const started = performance.now();
  let body: Uint8Array;
  try {
    body = format === "png" ? await renderer.png(html, { owner }) : await renderer.pdf(html, { owner });
  } catch (error) {
    if (error instanceof RendererBusy) throw refused("busy", error.retryAfter);
    if (error instanceof RendererUnavailable) {
      log.warn("renderer unavailable", { reason: error.message });
      throw refused("renderer_unavailable", error.retryAfter);
    }
    // A browser that crashed mid-render: the next render launches another.
    log.error("render failed", {
      format,
      error: error instanceof Error ? error.message.split("\n")[0] : String(error),
    });
    throw refused("renderer_unavailable", 5);
  }
  const ms = performance.now() - started;
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": TYPES[format],
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private",
      vary: "Accept-Language",
      "x-content-type-options": "nosniff",
      "server-timing": `render;dur=${ms.toFixed(0)}`,
    },
  });
}

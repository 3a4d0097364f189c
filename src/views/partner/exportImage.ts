// Saves an element as a PNG at scale 2 with modern-screenshot (loaded on first use), leaving
// out every element marked data-export="exclude" (the download button itself); cross-origin
// images are fetched with CORS so they can be drawn. While the figures are simulated, a band
// saying so is added at the foot of the captured element for the capture (so it is in the
// image, whatever part of the screen is saved) and removed again.
export interface ExportOptions {
  fileName: string;
  backgroundColor?: string;
  /** The words of a band drawn at the foot of the image ("Simulated data: …"); none if null. */
  stamp?: string | null;
}

export const EXPORT_SCALE = 2;

function isExcluded(node: Node): boolean {
  return node instanceof Element && node.getAttribute("data-export") === "exclude";
}

export async function saveElementAsPng(
  element: HTMLElement,
  { fileName, backgroundColor, stamp }: ExportOptions,
): Promise<void> {
  const { domToPng } = await import("modern-screenshot");
  const band = stamp ? stampBand(stamp) : null;
  if (band) element.append(band);
  let dataUrl: string;
  try {
    dataUrl = await domToPng(element, {
      scale: EXPORT_SCALE,
      backgroundColor: backgroundColor ?? null,
      filter: (node) => !isExcluded(node),
      fetch: { requestInit: { mode: "cors", cache: "force-cache" } },
    });
  } finally {
    band?.remove();
  }
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The band under a saved image: its own colours (the badge's), readable on any theme. */
function stampBand(text: string): HTMLElement {
  const band = document.createElement("div");
  band.setAttribute("data-export-stamp", "");
  band.setAttribute("aria-hidden", "true");
  band.textContent = text;
  Object.assign(band.style, {
    display: "block",
    boxSizing: "border-box",
    inlineSize: "100%",
    marginBlockStart: "0.75rem",
    padding: "0.45rem 0.75rem",
    background: "#ffd166",
    color: "#2a1d00",
    font: "700 0.85rem/1.4 system-ui, sans-serif",
    textAlign: "center",
  });
  return band;
}

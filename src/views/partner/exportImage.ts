// Saves an element as a PNG at scale 2 with modern-screenshot (loaded on first use), leaving
// out every element marked data-export="exclude" (the download button itself); cross-origin
// images are fetched with CORS so they can be drawn. While the figures are simulated, a band
// saying so is added at the foot of the captured element for the capture (so it is in the
// image, whatever part of the screen is saved) and removed again. Every image also ends with the
// disclaimer's address (a picture has no link to follow: its address is written out).
import { saveFile } from "../kit/saveFile";

export interface ExportOptions {
  fileName: string;
  backgroundColor?: string;
  /** The words of a band drawn at the foot of the image ("Simulated data: …"); none if null. */
  stamp?: string | null;
  /** The last line of the image: "Disclaimer: <site>/disclaimer" (useImageFootnote). */
  footnote?: string | null;
}

const EXPORT_SCALE = 2;

function isExcluded(node: Node): boolean {
  return node instanceof Element && node.getAttribute("data-export") === "exclude";
}

export async function saveElementAsPng(
  element: HTMLElement,
  { fileName, backgroundColor, stamp, footnote }: ExportOptions,
): Promise<void> {
  const { domToPng } = await import("modern-screenshot");
  const band = stamp ? stampBand(stamp) : null;
  if (band) element.append(band);
  const note = footnote ? footnoteLine(footnote) : null;
  if (note) element.append(note);
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
    note?.remove();
  }
  saveFile(dataUrl, fileName);
}

/** The disclaimer's address under a saved image, in colours of its own (readable on any theme). */
function footnoteLine(text: string): HTMLElement {
  const line = document.createElement("div");
  line.setAttribute("data-export-footnote", "");
  line.setAttribute("aria-hidden", "true");
  line.textContent = text;
  Object.assign(line.style, {
    display: "block",
    boxSizing: "border-box",
    inlineSize: "100%",
    marginBlockStart: "0.5rem",
    padding: "0.3rem 0.75rem",
    background: "#f2f2f2",
    color: "#333",
    font: "500 0.75rem/1.4 system-ui, sans-serif",
    textAlign: "center",
    unicodeBidi: "plaintext",
  });
  return line;
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

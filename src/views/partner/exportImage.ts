// Saves an element as a PNG at scale 2 with modern-screenshot (loaded on first use), leaving
// out every element marked data-export="exclude" (the download button itself); cross-origin
// images are fetched with CORS so they can be drawn.
export interface ExportOptions {
  fileName: string;
  backgroundColor?: string;
}

export const EXPORT_SCALE = 2;

function isExcluded(node: Node): boolean {
  return node instanceof Element && node.getAttribute("data-export") === "exclude";
}

export async function saveElementAsPng(
  element: HTMLElement,
  { fileName, backgroundColor }: ExportOptions,
): Promise<void> {
  const { domToPng } = await import("modern-screenshot");
  const dataUrl = await domToPng(element, {
    scale: EXPORT_SCALE,
    backgroundColor: backgroundColor ?? null,
    filter: (node) => !isExcluded(node),
    fetch: { requestInit: { mode: "cors", cache: "force-cache" } },
  });
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

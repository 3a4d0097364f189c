// Hands a file made in the page (a Blob) or a data: URL to the browser as a download: a link
// clicked once, then removed; a Blob's object URL is released once the browser has taken it.
export function saveFile(file: Blob | string, name: string): void {
  const href = typeof file === "string" ? file : URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof file !== "string") setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

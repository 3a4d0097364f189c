// One CSV cell writer for every CSV the app makes, on the server and in the browser: quoted when
// it must be, and text a spreadsheet would run as a formula defused (OWASP "CSV injection": a
// cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe).

/** A CSV cell: quoted when it must be, and text that a spreadsheet would run as a formula defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

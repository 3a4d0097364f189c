// A scan of generated Arabic text for what the bidirectional algorithm would scramble: every run
// of Latin letters and every signed number must lie inside an isolate opened by U+2068 FIRST
// STRONG ISOLATE and closed by U+2069 POP DIRECTIONAL ISOLATE (src/server/news/arabic.ts). The
// scan follows the isolates as a stack (U+2066 and U+2067 open one too, but do not count as FSI).

const FSI = "\u2068";
const OPENERS = new Set(["\u2066", "\u2067", FSI]);
const PDI = "\u2069";
const LATIN = /[A-Za-z]/;
const SIGN = /[+\-\u2212]/;
const DIGIT = /[0-9]/;

/** What lies outside an FSI…PDI pair that should not: Latin letter runs, signed numbers (a sign
 * before a digit, not a hyphen between digits), and isolates left open or closed twice; [] when
 * the text is clean. */
export function unisolated(text: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const chars = [...text];
  const inFsi = () => stack.includes(FSI);
  for (let k = 0; k < chars.length; k++) {
    const ch = chars[k]!;
    if (OPENERS.has(ch)) {
      stack.push(ch);
      continue;
    }
    if (ch === PDI) {
      if (!stack.pop()) problems.push(`a PDI without an isolate at ${k}`);
      continue;
    }
    if (inFsi()) continue;
    const around = chars.slice(Math.max(0, k - 12), k + 12).join("");
    if (LATIN.test(ch)) {
      let end = k;
      while (end + 1 < chars.length && /[A-Za-z.&' -]/.test(chars[end + 1]!)) end++;
      problems.push(`Latin "${chars.slice(k, end + 1).join("")}" in «${around}»`);
      k = end;
    } else if (SIGN.test(ch) && DIGIT.test(chars[k + 1] ?? "") && !DIGIT.test(chars[k - 1] ?? "")) {
      problems.push(`signed number in «${around}»`);
    }
  }
  if (stack.length) problems.push(`${stack.length} isolate(s) left open`);
  return problems;
}

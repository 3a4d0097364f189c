// The company search (docs/api.md, Partner fundamentals, search): finds what people type — a
// symbol, a name, a brand or short name ("aramco", "stc", "الراجحي", "سابك"), in English or
// Arabic, however the Arabic is spelled (hamza forms, taa marbuta, alef maqsura, tatweel and
// diacritics are ignored). Ranked: the exact symbol, then an exact name or alias, then symbols
// that start with the query, then names that start with it, then names whose words start with
// the query's words, then names that merely contain it; ties go to the larger company.

/** Text folded for comparison: NFKC, lower case, Arabic-Indic digits as ASCII, Arabic without
 * diacritics (harakat, dagger alef) and tatweel, hamza forms on alef as a bare alef (أ إ آ ٱ ء),
 * ؤ as و, ئ and ى as ي, ة as ه; punctuation as spaces, runs of spaces as one. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671\u0621]/g, "\u0627")
    .replace(/\u0624/g, "\u0648")
    .replace(/[\u0626\u0649]/g, "\u064A")
    .replace(/\u0629/g, "\u0647")
    .replace(/[\u2019']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a folded text, each also without the Arabic article (الراجحي → راجحي). */
function words(folded: string): string[] {
  const out: string[] = [];
  for (const w of folded.split(" ")) {
    if (!w) continue;
    out.push(w);
    if (w.startsWith("\u0627\u0644") && w.length > 3) out.push(w.slice(2));
  }
  return out;
}

interface Searchable {
  symbol: string;
  name: string;
  nameAr?: string;
  aliases?: readonly string[];
}

/** Match ranks, best first. */
export const RANK = {
  exactSymbol: 0,
  exactName: 1,
  symbolPrefix: 2,
  namePrefix: 3,
  words: 4,
  contains: 5,
} as const;

interface Entry {
  symbol: string;
  /** The symbol without its market suffix (2222 for 2222.SR). */
  base: string;
  names: string[];
  words: string[][];
}

function entryOf(c: Searchable): Entry {
  const symbol = c.symbol.toLowerCase();
  const names = [c.name, c.nameAr ?? "", ...(c.aliases ?? [])].map(normalizeSearchText).filter((n) => n !== "");
  return { symbol, base: symbol.replace(/\.[a-z]+$/, ""), names, words: names.map(words) };
}

/** Whether every word of the query starts a word of the name (in any order). */
function wordsMatch(query: string[], name: string[]): boolean {
  return query.every((q) => name.some((w) => w.startsWith(q)));
}

/** The best rank of company `e` for the query, or -1 when it does not match. */
function rankOf(e: Entry, raw: string, q: string, qWords: string[]): number {
  if (e.symbol === raw || e.base === raw) return RANK.exactSymbol;
  if (q !== "" && e.names.includes(q)) return RANK.exactName;
  if (e.symbol.startsWith(raw)) return RANK.symbolPrefix;
  if (q === "") return -1;
  let best = -1;
  for (let k = 0; k < e.names.length; k++) {
    const name = e.names[k]!;
    let rank = -1;
    if (name.startsWith(q)) rank = RANK.namePrefix;
    else if (wordsMatch(qWords, e.words[k]!)) rank = RANK.words;
    else if (name.includes(q)) rank = RANK.contains;
    if (rank >= 0 && (best < 0 || rank < best)) best = rank;
  }
  return best;
}

/** An index over a list of companies, built once; `size(i)` orders ties (market cap). */
export class CompanySearch {
  private readonly entries: Entry[];

  constructor(companies: readonly Searchable[]) {
    this.entries = companies.map(entryOf);
  }

  /** Indices of up to `limit` matching companies, best first, with their ranks. */
  search(query: string, limit: number, size: (i: number) => number): { index: number; rank: number }[] {
    const raw = query.trim().toLowerCase();
    if (raw === "") return [];
    const q = normalizeSearchText(query);
    const qWords = q.split(" ").filter((w) => w !== "");
    const hits: { index: number; rank: number; size: number }[] = [];
    for (let i = 0; i < this.entries.length; i++) {
      const rank = rankOf(this.entries[i]!, raw, q, qWords);
      if (rank >= 0) hits.push({ index: i, rank, size: size(i) });
    }
    hits.sort(
      (a, b) =>
        a.rank - b.rank || b.size - a.size || (this.entries[a.index]!.symbol < this.entries[b.index]!.symbol ? -1 : 1),
    );
    return hits.slice(0, limit).map(({ index, rank }) => ({ index, rank }));
  }
}

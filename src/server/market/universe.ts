// The universe of listed companies: the real ones of companies.ts, plus a synthetic long tail
// when MARKET_UNIVERSE_SIZE asks for more (scale tests up to 70,000 tickers).
import { COMPANIES } from "./companies";
import { payoutsPerYear } from "./dividend-frequency";
import { SAUDI_LISTINGS, SAUDI_SECTORS, type SaudiSectorCode } from "./listings/saudi-companies";
import { hash32, rng } from "./random";

export const SECTORS = {
  T: "Technology",
  C: "Communication Services",
  Y: "Consumer Cyclical",
  D: "Consumer Defensive",
  H: "Healthcare",
  F: "Financial Services",
  I: "Industrials",
  E: "Energy",
  U: "Utilities",
  R: "Real Estate",
  M: "Basic Materials",
} as const;
export type SectorCode = keyof typeof SECTORS;
export const SECTOR_CODES = Object.keys(SECTORS) as SectorCode[];

export type Exchange = "NASDAQ" | "NYSE" | "Saudi";

/** SAR is pegged at 3.75 to the dollar. */
export const SAR_PER_USD = 3.75;

export interface Company {
  symbol: string;
  name: string;
  /** The official Arabic name (Saudi companies). */
  nameAr?: string;
  exchange: Exchange;
  sector: SectorCode;
  sharesOutstanding: number;
  /** Last close before the simulated history ends, in the listing currency. */
  referencePrice: number;
  /** Trailing-12-month dividend per share, in the listing currency. */
  annualDividend: number;
  /** Payouts a year: 4 for most US companies, 2 for most Saudi ones, each company's own where
   * known (dividend-frequency.ts), 0 without dividends. */
  payoutsPerYear: number;
  /** Average daily volume in shares; 0 when unknown (the simulation then derives it from size). */
  avgVolume: number;
  currency: "USD" | "SAR";
  synthetic: boolean;
  /** The Exchange's own sector (industry group) code, Saudi listings only (SAUDI_SECTORS). */
  industryGroup?: SaudiSectorCode;
  /** The Saudi Exchange market: the Main Market or Nomu (the Parallel Market). */
  market?: "Main" | "Nomu";
  /** Other names people type for the company (brands, short names, both languages). */
  aliases?: readonly string[];
  /** The shares outstanding are an estimate, not the issuer's published figure. */
  sharesApproximate?: boolean;
}

function parse(block: string): Company[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const [symbol, name, exchange, sector, shares, price, dividend, volume, nameAr] = line.split("|") as [
        string,
        string,
        Exchange,
        SectorCode,
        string,
        string,
        string,
        string,
        string | undefined,
      ];
      const saudi = exchange === "Saudi";
      const annualDividend = Number(dividend);
      return {
        symbol,
        name,
        ...(nameAr ? { nameAr } : {}),
        exchange,
        sector,
        sharesOutstanding: Math.round(Number(shares) * 1e6),
        referencePrice: Number(price),
        annualDividend,
        payoutsPerYear: annualDividend > 0 ? payoutsPerYear(symbol, saudi) : 0,
        avgVolume: Math.round(Number(volume) * 1e6),
        currency: saudi ? "SAR" : "USD",
        synthetic: false,
      } satisfies Company;
    });
}

/** The broad sector of each of the Exchange's industry groups. */
const SECTOR_OF_GROUP: Record<SaudiSectorCode, SectorCode> = {
  EN: "E",
  MAT: "M",
  CAP: "I",
  CPS: "I",
  TRN: "I",
  CDA: "Y",
  CSV: "Y",
  MED: "C",
  RET: "Y",
  FSR: "D",
  FB: "D",
  HC: "H",
  PH: "H",
  BNK: "F",
  DFN: "F",
  INS: "F",
  SW: "T",
  TEL: "C",
  UTL: "U",
  REIT: "R",
  RE: "R",
};

/** The Saudi listings of listings/saudi-companies.ts. */
function parseSaudi(block: string): Company[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const [symbol, group, name, nameAr, shares, price, dividend, volume, market, aliases] = line.split("|") as [
        string,
        SaudiSectorCode,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      if (!Object.hasOwn(SAUDI_SECTORS, group)) throw new Error(`unknown Saudi sector ${group} (${symbol})`);
      const sharesOutstanding = Math.round(Number(shares.replace("~", "")) * 1e6);
      const annualDividend = Number(dividend);
      // Without a known average volume: about 0.3 % of the shares change hands a day.
      const avgVolume = volume
        ? Math.round(Number(volume) * 1e6)
        : Math.max(50_000, Math.round(sharesOutstanding * 0.003));
      return {
        symbol: `${symbol}.SR`,
        name,
        nameAr,
        exchange: "Saudi",
        sector: SECTOR_OF_GROUP[group],
        sharesOutstanding,
        referencePrice: Number(price),
        annualDividend,
        payoutsPerYear: annualDividend > 0 ? payoutsPerYear(`${symbol}.SR`, true, group) : 0,
        avgVolume,
        currency: "SAR",
        synthetic: false,
        industryGroup: group,
        market: market === "Nomu" ? "Nomu" : "Main",
        ...(aliases ? { aliases: aliases.split(",").map((a) => a.trim()) } : {}),
        ...(shares.startsWith("~") ? { sharesApproximate: true } : {}),
      } satisfies Company;
    });
}

export const REAL_COMPANIES: readonly Company[] = [...parse(COMPANIES), ...parseSaudi(SAUDI_LISTINGS)];

const NAME_A = [
  "Apex",
  "Blue",
  "Cedar",
  "Delta",
  "Evergreen",
  "Falcon",
  "Granite",
  "Harbor",
  "Iron",
  "Juniper",
  "Keystone",
  "Lumen",
  "Meridian",
  "North",
  "Orion",
  "Pioneer",
  "Quarry",
  "Redwood",
  "Summit",
  "Tidal",
  "Union",
  "Vertex",
  "Willow",
  "Zenith",
];
const NAME_B = [
  "Analytics",
  "Biosciences",
  "Capital",
  "Dynamics",
  "Energy",
  "Foods",
  "Group",
  "Health",
  "Industries",
  "Logistics",
  "Materials",
  "Networks",
  "Pharma",
  "Realty",
  "Resources",
  "Semiconductor",
  "Software",
  "Systems",
  "Therapeutics",
  "Utilities",
];
const NAME_C = ["Inc.", "Corp.", "Holdings", "Ltd.", "plc", "Co."];

function letters(n: number, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

/** Synthetic companies, deterministic from the index (the same tail for every seed). */
function synthetic(index: number, taken: Set<string>): Company {
  const r = rng(hash32(0x5eed, index));
  let code = (index * 7919 + 12345) % 456976;
  let symbol = letters(code, 4);
  while (taken.has(symbol)) {
    code = (code + 1) % 456976;
    symbol = `${letters(code, 4)}${letters(index, 1)}`;
  }
  taken.add(symbol);
  const sector = SECTOR_CODES[Math.floor(r() * SECTOR_CODES.length)]!;
  // Log-uniform market caps from 30 M to 30 B dollars; prices mostly 2–150 dollars.
  const marketCap = 10 ** (7.5 + r() * 3);
  const price = r() < 0.08 ? 0.2 + r() * 0.8 : 10 ** (0.3 + r() * 1.9);
  const hasDividend = r() < 0.35;
  const annualDividend = hasDividend ? Math.round(price * (0.005 + r() * 0.06) * 100) / 100 : 0;
  const name = `${NAME_A[index % NAME_A.length]} ${NAME_B[Math.floor(index / NAME_A.length) % NAME_B.length]} ${NAME_C[index % NAME_C.length]}`;
  return {
    symbol,
    name,
    exchange: r() < 0.55 ? "NASDAQ" : "NYSE",
    sector,
    sharesOutstanding: Math.round(marketCap / price),
    referencePrice: Math.round(price * 100) / 100,
    annualDividend,
    payoutsPerYear: annualDividend > 0 ? 4 : 0,
    avgVolume: 0,
    currency: "USD",
    synthetic: true,
  };
}

/** The real companies, then synthetic ones up to `size` in all (no tail when size ≤ the real count). */
export function buildUniverse(size = 0): Company[] {
  const companies = [...REAL_COMPANIES];
  if (size <= companies.length) return companies;
  const taken = new Set(companies.map((c) => c.symbol));
  for (let i = 0; companies.length < size; i++) companies.push(synthetic(i, taken));
  return companies;
}

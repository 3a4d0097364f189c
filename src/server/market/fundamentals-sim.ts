// Simulated fundamentals (docs/architecture.md, Fundamentals): deterministic per company and
// seed, consistent with its size, sector and dividend. Revenue follows from the market cap and
// a sector's price-to-sales, margins and balance-sheet ratios from sector profiles, growth from
// a sector mean with noise; dividends paid equal the company's dividend times its shares.
import type {
  BalanceRow,
  CashFlowRow,
  Fundamentals,
  IncomeRow,
  InsiderTrade,
  InstitutionalHolder,
  Statements,
} from "../../shared/fundamentals";
import type { Industry } from "../../shared/shariah";
import { dayOf, isoDay, nyDay, ymd } from "./dates";
import { hash32, hashString, normal, type Rng, rng } from "./random";
import type { Company, SectorCode } from "./universe";

interface Profile {
  /** Price to sales. */
  ps: number;
  gross: number;
  operating: number;
  net: number;
  /** Debt and cash as fractions of the market cap. */
  debt: number;
  cash: number;
  /** Days of sales outstanding. */
  dso: number;
  growth: number;
  /** Price to book. */
  pb: number;
  capex: number;
  /** Depreciation and amortisation as a fraction of revenue. */
  da: number;
}

const PROFILES: Record<SectorCode, Profile> = {
  T: {
    ps: 7,
    gross: 0.62,
    operating: 0.28,
    net: 0.22,
    debt: 0.05,
    cash: 0.06,
    dso: 55,
    growth: 0.12,
    pb: 10,
    capex: 0.05,
    da: 0.05,
  },
  C: {
    ps: 4,
    gross: 0.55,
    operating: 0.22,
    net: 0.16,
    debt: 0.15,
    cash: 0.05,
    dso: 40,
    growth: 0.07,
    pb: 4,
    capex: 0.12,
    da: 0.1,
  },
  Y: {
    ps: 2,
    gross: 0.38,
    operating: 0.12,
    net: 0.08,
    debt: 0.15,
    cash: 0.05,
    dso: 20,
    growth: 0.08,
    pb: 6,
    capex: 0.05,
    da: 0.04,
  },
  D: {
    ps: 1.5,
    gross: 0.35,
    operating: 0.12,
    net: 0.09,
    debt: 0.12,
    cash: 0.03,
    dso: 25,
    growth: 0.04,
    pb: 5,
    capex: 0.04,
    da: 0.03,
  },
  H: {
    ps: 4,
    gross: 0.6,
    operating: 0.2,
    net: 0.14,
    debt: 0.12,
    cash: 0.05,
    dso: 50,
    growth: 0.07,
    pb: 5,
    capex: 0.04,
    da: 0.04,
  },
  F: {
    ps: 3.5,
    gross: 0.9,
    operating: 0.35,
    net: 0.25,
    debt: 0.35,
    cash: 0.25,
    dso: 30,
    growth: 0.06,
    pb: 1.6,
    capex: 0.02,
    da: 0.02,
  },
  I: {
    ps: 2.5,
    gross: 0.32,
    operating: 0.15,
    net: 0.1,
    debt: 0.18,
    cash: 0.04,
    dso: 60,
    growth: 0.06,
    pb: 5,
    capex: 0.04,
    da: 0.04,
  },
  E: {
    ps: 1.4,
    gross: 0.35,
    operating: 0.15,
    net: 0.1,
    debt: 0.15,
    cash: 0.06,
    dso: 40,
    growth: 0.03,
    pb: 2,
    capex: 0.1,
    da: 0.08,
  },
  U: {
    ps: 3,
    gross: 0.45,
    operating: 0.22,
    net: 0.13,
    debt: 0.6,
    cash: 0.01,
    dso: 45,
    growth: 0.04,
    pb: 2,
    capex: 0.3,
    da: 0.12,
  },
  R: {
    ps: 7,
    gross: 0.6,
    operating: 0.35,
    net: 0.25,
    debt: 0.45,
    cash: 0.03,
    dso: 20,
    growth: 0.05,
    pb: 2,
    capex: 0.05,
    da: 0.15,
  },
  M: {
    ps: 2.5,
    gross: 0.3,
    operating: 0.15,
    net: 0.1,
    debt: 0.2,
    cash: 0.05,
    dso: 45,
    growth: 0.04,
    pb: 2.5,
    capex: 0.08,
    da: 0.07,
  },
};

/** Business activities of the listed companies the screen must not take for `general`. */
const INDUSTRY_OF: Record<string, Industry> = {};
const assign = (industry: Industry, symbols: string) => {
  for (const s of symbols.split(" ")) INDUSTRY_OF[s] = industry;
};
assign(
  "conventional-bank",
  "JPM BAC WFC C GS MS USB PNC COF TFC BK STT FITB MTB HBAN RF KEY CFG SYF DFS ALLY ZION SCHW SOFI 1180.SR 1010.SR 1060.SR 1080.SR 1050.SR 1030.SR",
);
// Banks that operate entirely under Shariah boards: not conventional banks.
assign("islamic-bank", "1120.SR 1150.SR 1140.SR 1020.SR");
assign("conventional-insurance", "BRK-B PGR CB MET PRU AIG AFL ALL TRV HIG MKL WRB CINF L AON MMC");
// Saudi cooperative insurance (SAMA's cooperative model) is the market's takaful form.
assign("takaful", "8010.SR 8210.SR");
assign("asset-management", "BLK KKR BX APO ARES TROW AMP IVZ BEN RJF 4280.SR");
assign("payments", "V MA AXP PYPL FIS FI GPN COIN HOOD");
assign("exchange", "SPGI ICE CME MCO MSCI NDAQ 1111.SR");
assign("tobacco", "PM MO");
assign("alcohol", "STZ BUD DEO TAP BF-B");
assign("gambling", "LVS WYNN MGM DKNG CZR");
assign("weapons", "LMT NOC GD RTX LHX HII");
assign("pork", "HRL");

/** The business activity of a listed company the table above names, else undefined. */
export function knownIndustry(symbol: string): Industry | undefined {
  return INDUSTRY_OF[symbol];
}

export function industryOf(c: Company): Industry {
  const known = INDUSTRY_OF[c.symbol];
  if (known) return known;
  if (c.synthetic && c.sector === "F") {
    const kinds: Industry[] = ["conventional-bank", "conventional-insurance", "asset-management", "payments"];
    return kinds[hashString(c.symbol) % kinds.length]!;
  }
  return "general";
}

const FIRST_NAMES = ["James", "Mary", "Robert", "Linda", "Michael", "Susan", "David", "Karen", "Daniel", "Laura"];
const LAST_NAMES = ["Smith", "Johnson", "Brown", "Miller", "Davis", "Wilson", "Moore", "Taylor", "Clark", "Hall"];
const SAUDI_FIRST = ["Abdullah", "Mohammed", "Faisal", "Khalid", "Saud", "Nora", "Reem", "Sultan", "Turki", "Hessa"];
const SAUDI_LAST = [
  "Al-Otaibi",
  "Al-Qahtani",
  "Al-Ghamdi",
  "Al-Harbi",
  "Al-Dosari",
  "Al-Shehri",
  "Al-Zahrani",
  "Al-Mutairi",
];
const TITLES = [
  "Chief Executive Officer",
  "Chief Financial Officer",
  "Director",
  "Chief Operating Officer",
  "General Counsel",
  "Board Member",
];
const US_HOLDERS = [
  "Vanguard Group Inc.",
  "BlackRock Inc.",
  "State Street Corp.",
  "Fidelity Management & Research",
  "Geode Capital Management",
  "Capital Research Global Investors",
  "T. Rowe Price Associates",
  "Morgan Stanley Investment Management",
  "Northern Trust Corp.",
  "JPMorgan Asset Management",
];
const SAUDI_HOLDERS = [
  "Public Investment Fund",
  "General Organization for Social Insurance",
  "Al Rajhi Capital",
  "SNB Capital",
  "Jadwa Investment",
  "Riyad Capital",
  "Alinma Investment",
  "Vanguard Group Inc.",
  "BlackRock Inc.",
  "Derayah Financial",
];

/** The last fiscal quarter ends (days since 1970), newest first: each reported 45 days after it ends. */
function quarterEnds(today: number, count: number): number[] {
  const { year, month } = ymd(today - 45);
  // The latest calendar quarter that has ended by then.
  let q = year * 4 + Math.floor((month - 1) / 3) - 1;
  const out: number[] = [];
  for (let k = 0; k < count; k++, q--) {
    const y = Math.floor(q / 4);
    const m = (q % 4) * 3 + 3;
    out.push(dayOf(y, m + 1, 1) - 1);
  }
  return out;
}

const qLabel = (end: number) => {
  const { year, month } = ymd(end);
  return `${year}-Q${Math.ceil(month / 3)}`;
};

/** Rounds large amounts to thousands, so figures read like reported ones. */
const k = (x: number) => Math.round(x / 1000) * 1000;
const cents = (x: number) => Math.round(x * 100) / 100;

export function simulateFundamentals(c: Company, seed: number, now: number): Fundamentals {
  const r = rng(hash32(seed, hashString(c.symbol), 0xf0));
  const p = PROFILES[c.sector];
  const industry = industryOf(c);
  const noise = (sd: number) => Math.exp(sd * normal(r));
  const cap = c.sharesOutstanding * c.referencePrice;
  const revenue0 = (cap / p.ps) * noise(0.3);
  const growth = p.growth + 0.06 * normal(r);
  const gross = Math.min(0.95, p.gross * noise(0.15));
  const operating = Math.min(gross - 0.02, p.operating * noise(0.3));
  // Losses for a few: a tenth of companies run a thin or negative net margin.
  const net = r() < 0.1 ? operating * (r() - 0.6) : Math.min(operating * 0.95, p.net * noise(0.3));
  // Islamic banks and takaful insurers borrow and invest through Shariah-compliant instruments
  // (sukuk, murabaha): little of their debt or deposits bears interest.
  const shariahFinance = industry === "islamic-bank" || industry === "takaful";
  const debtRatio = p.debt * noise(0.6) * (shariahFinance ? 0.15 : 1);
  const cashRatio = p.cash * noise(0.5);
  const depositShare = shariahFinance ? 0.02 + r() * 0.05 : 0.3 + r() * 0.6;
  // Interest earned on deposits (about 4 % a year), plus for conventional financials most revenue.
  const interestHeavy = industry === "conventional-bank" || industry === "conventional-insurance";
  const npiShare = interestHeavy ? 0.5 + r() * 0.3 : 0;
  const today = nyDay(now);
  const quarters = quarterEnds(today, 8);
  // Fiscal years are calendar years, each reported 60 days after it ends.
  const years = Array.from({ length: 5 }, (_, y) => ymd(today - 60).year - 1 - y);
  const season = [1 + 0.04 * normal(r), 1 + 0.04 * normal(r), 1 + 0.04 * normal(r), 1 + 0.04 * normal(r)];
  const yearlyNoise = Array.from({ length: 9 }, () => 1 + 0.04 * normal(r));

  /** Revenue of a period `t` years before the latest quarter (t may be fractional). */
  const revenueAt = (t: number, span: number, wobble: number) => revenue0 * span * (1 + growth) ** -t * wobble;
  const cashBase = cap * cashRatio;

  const incomeRow = (period: string, end: number, rev: number, span: number, m: number): IncomeRow => {
    const op = Math.min(gross, operating * m);
    const ni = rev * Math.min(op, net * m);
    const npi = interestHeavy ? rev * npiShare : cashBase * depositShare * 0.04 * span * (0.5 + r());
    return {
      period,
      endDate: isoDay(end),
      revenue: k(rev),
      grossProfit: k(rev * gross),
      operatingIncome: k(rev * op),
      netIncome: k(ni),
      eps: cents(ni / c.sharesOutstanding),
      ebitda: k(rev * (op + p.da)),
      nonPermissibleIncome: k(npi),
    };
  };
  const balanceRow = (period: string, end: number, t: number): BalanceRow => {
    const scale = (1 + growth * 0.5) ** -t;
    const cash = cashBase * scale * noise(0.1);
    const rev = revenue0 * (1 + growth) ** -t;
    const equity = (cap / p.pb) * scale * noise(0.1);
    const debt = cap * debtRatio * scale * noise(0.1);
    return {
      period,
      endDate: isoDay(end),
      cashAndShortTermInvestments: k(cash),
      interestBearingDeposits: k(cash * depositShare),
      totalDebt: k(debt),
      totalAssets: k(equity + debt + rev * 0.3),
      equity: k(equity),
      receivables: k((rev * p.dso) / 365),
    };
  };
  const cashRow = (period: string, end: number, income: IncomeRow, rev: number, span: number): CashFlowRow => {
    const ocf = (income.netIncome ?? 0) + rev * p.da * (0.9 + r() * 0.5);
    const capex = -rev * p.capex * noise(0.2);
    return {
      period,
      endDate: isoDay(end),
      operatingCashFlow: k(ocf),
      capex: k(capex),
      freeCashFlow: k(ocf + capex),
      dividendsPaid: k(-c.annualDividend * c.sharesOutstanding * span),
    };
  };

  const quarterly: Statements = { income: [], balance: [], cashFlow: [] };
  quarters.forEach((end, q) => {
    const rev = revenueAt(q / 4, 0.25, season[ymd(end).month / 3 - 1]! * yearlyNoise[q]!);
    const inc = incomeRow(qLabel(end), end, rev, 0.25, yearlyNoise[8 - q]!);
    quarterly.income.push(inc);
    quarterly.balance.push(balanceRow(qLabel(end), end, q / 4));
    quarterly.cashFlow.push(cashRow(qLabel(end), end, inc, rev, 0.25));
  });
  const annual: Statements = { income: [], balance: [], cashFlow: [] };
  const latest = ymd(quarters[0]!);
  years.forEach((year, y) => {
    const end = dayOf(year, 12, 31);
    // Years between the middle of the latest quarter and the middle of the fiscal year.
    const t = (latest.year * 12 + latest.month - 1.5 - (year * 12 + 6)) / 12;
    const rev = revenueAt(Math.max(0, t), 1, yearlyNoise[y]!);
    const inc = incomeRow(String(year), end, rev, 1, yearlyNoise[y + 3]!);
    annual.income.push(inc);
    annual.balance.push(balanceRow(String(year), end, Math.max(0, t)));
    annual.cashFlow.push(cashRow(String(year), end, inc, rev, 1));
  });

  return {
    symbol: c.symbol,
    currency: c.currency,
    source: "sim",
    industry,
    quarterly,
    annual,
    ratings: ratings(r, c, cap, growth),
    insiders: insiders(r, c, today),
    institutions: institutions(r, c, today),
    updatedAt: now,
  };
}

function ratings(r: Rng, c: Company, cap: number, growth: number): Fundamentals["ratings"] {
  const usdCap = c.currency === "SAR" ? cap / 3.75 : cap;
  const analysts = Math.max(0, Math.min(55, Math.round((Math.log10(usdCap) - 8.5) * 12 + 4 * normal(r))));
  if (analysts === 0) return null;
  // Faster growers draw more buys.
  const tilt = Math.max(-0.3, Math.min(0.3, (growth - 0.05) * 2 + 0.1 * normal(r)));
  const weights = [0.2 + tilt, 0.3 + tilt / 2, 0.35, 0.1 - tilt / 3, 0.05 - tilt / 4].map((w) => Math.max(0.01, w));
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / total) * analysts));
  counts[2]! += analysts - counts.reduce((a, b) => a + b, 0);
  const mean = c.referencePrice * (1 + 0.1 + tilt / 2 + 0.05 * normal(r));
  return {
    strongBuy: counts[0]!,
    buy: counts[1]!,
    hold: counts[2]!,
    sell: counts[3]!,
    strongSell: counts[4]!,
    targetMean: cents(mean),
    targetHigh: cents(mean * (1.2 + r() * 0.2)),
    targetLow: cents(mean * (0.65 + r() * 0.15)),
  };
}

function insiders(r: Rng, c: Company, today: number): InsiderTrade[] {
  const saudi = c.currency === "SAR";
  const first = saudi ? SAUDI_FIRST : FIRST_NAMES;
  const last = saudi ? SAUDI_LAST : LAST_NAMES;
  const count = 4 + Math.floor(r() * 9);
  const out: InsiderTrade[] = [];
  for (let j = 0; j < count; j++) {
    const day = today - 3 - Math.floor(r() * 360);
    const type = r() < 0.3 ? "buy" : "sell";
    const price = cents(c.referencePrice * (0.85 + r() * 0.3));
    const shares = Math.max(100, Math.round((c.sharesOutstanding * 1e-5 * (0.05 + r())) / 100) * 100);
    out.push({
      date: isoDay(day),
      name: `${first[Math.floor(r() * first.length)]} ${last[Math.floor(r() * last.length)]}`,
      title: TITLES[Math.floor(r() * TITLES.length)]!,
      type,
      shares,
      price,
      value: Math.round(shares * price),
    });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

function institutions(r: Rng, c: Company, today: number): InstitutionalHolder[] {
  const names = c.currency === "SAR" ? SAUDI_HOLDERS : US_HOLDERS;
  const quarterEnd = isoDay(quarterEnds(today, 1)[0]!);
  let percent = c.currency === "SAR" ? 4 + r() * 10 : 6 + r() * 3;
  return names.map((holder) => {
    const shares = Math.round((c.sharesOutstanding * percent) / 100);
    const out: InstitutionalHolder = {
      holder,
      shares,
      percent: cents(percent),
      change: Math.round(shares * 0.06 * normal(r)),
      date: quarterEnd,
    };
    percent *= 0.6 + r() * 0.3;
    return out;
  });
}

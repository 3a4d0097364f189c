// Simulated fundamentals (docs/architecture.md, Fundamentals; docs/market-data.md): deterministic
// per company and seed, consistent with its size, industry and dividend. Each industry has its
// own statements: banks (loans, deposits, net interest income, equity 9–14 % of assets),
// insurers (premiums, claims, the invested float), REITs (rental income, FFO) and the others
// (revenue from the market cap and the sector's price-to-sales, margins and balance-sheet ratios
// from sector profiles). Quarters are simulated one by one along slow random walks, so totals
// move smoothly (assets by a few percent a quarter); a year is the sum of its quarters and its
// balance sheet that of its fourth quarter; dividends paid equal the dividend times the shares.
// The largest companies start from an anchor of their public figures (anchors.ts): the latest
// quarter's balance sheet and the last four quarters' revenue and net income are the anchor's,
// per share. Where the universe's shares or the simulated price differ from the real ones, the
// per-share figures (EPS, book value, revenue and dividend per share) stay real and the totals
// follow the universe's shares; P/E, P/B and the yield follow the simulated price, so at the
// real price level they are the real ones. Each industry keeps its own statement shape.
// No person is named and no real institution given an invented holding: insiders appear by
// position, holders as labelled examples.
import type {
  BalanceRow,
  CashFlowRow,
  Fundamentals,
  IncomeRow,
  InsiderRole,
  InsiderTrade,
  InstitutionalHolder,
  Statements,
} from "../../shared/fundamentals";
import { dayOf, isoDay, nyDay, ymd } from "../market/dates";
import { hash32, hashString, normal, type Rng, rng } from "../market/random";
import type { Company } from "../market/universe";
import { anchorOf } from "./anchors";
import { industryOf, statementShape } from "./industries";
import { PROFILES } from "./sector-profiles";

/** Positions of insiders, by code; the simulation shows insiders by position only. */
const ROLES: { role: InsiderRole; title: string }[] = [
  { role: "ceo", title: "Chief Executive Officer" },
  { role: "cfo", title: "Chief Financial Officer" },
  { role: "director", title: "Director" },
  { role: "coo", title: "Chief Operating Officer" },
  { role: "general-counsel", title: "General Counsel" },
  { role: "board-member", title: "Board Member" },
];
/** Example holders the simulation shows: labelled as examples, never a real institution. */
const EXAMPLE_HOLDERS = 10;
const exampleHolderName = (n: number) => `Example holder ${String.fromCharCode(64 + n)} (simulated)`;

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
const kn = (x: number | null) => (x === null ? null : k(x));
const cents = (x: number) => Math.round(x * 100) / 100;
/** EPS in cents, or to a tenth of a cent below 10 cents (a quarter of a penny stock). */
const epsRound = (x: number) => (Math.abs(x) < 0.1 ? Math.round(x * 1000) / 1000 : cents(x));

/** Quarters simulated back from the latest one: the 8 shown and the 5 fiscal years. */
const QUARTERS = 28;

/** One fiscal quarter before rounding: flows over the quarter, the balance at its end. */
interface Quarter {
  revenue: number;
  grossProfit: number;
  operatingIncome: number;
  netIncome: number;
  ebitda: number | null;
  npi: number;
  ocf: number;
  capex: number;
  dividends: number;
  income: Partial<Record<"netInterestIncome" | "premiums" | "claims" | "rentalIncome" | "ffo", number>>;
  balance: {
    cash: number;
    deposits: number;
    debt: number;
    assets: number;
    equity: number;
    receivables: number;
    loans?: number;
    customerDeposits?: number;
    inventory?: number;
    currentLiabilities?: number;
  };
}

/** A random walk over the quarters, 0 at the latest: slow drifts, never jumps. */
function walk(r: Rng, sd: number): number[] {
  const w = [0];
  for (let q = 1; q < QUARTERS; q++) w.push(w[q - 1]! + sd * normal(r));
  return w;
}

export function simulateFundamentals(c: Company, seed: number, now: number): Fundamentals {
  const r = rng(hash32(seed, hashString(c.symbol), 0xf0));
  const p = PROFILES[c.sector];
  const industry = industryOf(c);
  const shape = statementShape(c, industry);
  const noise = (sd: number) => Math.exp(sd * normal(r));
  const cap = c.sharesOutstanding * c.referencePrice;
  const today = nyDay(now);
  const ends = quarterEnds(today, QUARTERS);
  // Seasonal weights of the four calendar quarters, averaging 1.
  const rawSeason = [1 + 0.04 * normal(r), 1 + 0.04 * normal(r), 1 + 0.04 * normal(r), 1 + 0.04 * normal(r)];
  const seasonMean = rawSeason.reduce((a, b) => a + b, 0) / 4;
  const season = (q: number) => rawSeason[ymd(ends[q]!).month / 3 - 1]! / seasonMean;
  // Slow drifts of activity, margins and the balance sheet, and quarter-to-quarter wobble.
  const activity = walk(r, 0.02);
  const margin = walk(r, 0.03);
  const sheet = walk(r, 0.012);
  const funding = walk(r, 0.02);
  const wobble = Array.from({ length: QUARTERS }, () => 1 + 0.03 * normal(r));
  const dividends = c.annualDividend * c.sharesOutstanding * 0.25;
  const conventional = industry === "conventional-bank" || industry === "conventional-insurance";
  const shariahFinance = industry === "islamic-bank" || industry === "takaful";
  const growth = (shape === "general" ? p.growth : 0.06) + 0.05 * normal(r);
  /** How much smaller a level was q quarters before the latest one. */
  const back = (q: number, g = growth) => (1 + g) ** (-q / 4);
  // The anchor's figures as totals for the universe's shares (per share they stay the anchor's).
  const anchor = anchorOf(c.symbol);
  const perShare = anchor ? c.sharesOutstanding / anchor.shares : 1;
  const real = anchor && {
    revenue: anchor.revenue * perShare,
    netIncome: anchor.netIncome * perShare,
    assets: anchor.assets * perShare,
    equity: anchor.equity * perShare,
  };

  let quarter: (q: number) => Quarter;
  if (shape === "bank") {
    // Banks: a balance sheet of loans funded by deposits, equity 9–14 % of assets, income from
    // the spread (net interest or financing income) and fees.
    let equityShare = 0.092 + 0.045 * r();
    let assets0 = cap / (1.5 * noise(0.25)) / equityShare;
    const loanShare = 0.58 + 0.1 * r();
    const depositShare = 0.68 + 0.1 * r();
    const investShare = 0.16 + 0.06 * r();
    const cashShare = 0.04 + 0.03 * r();
    const debtShare = shariahFinance ? 0.002 + 0.003 * r() : 0.04 + 0.04 * r();
    const nim = 0.026 + 0.01 * r();
    const feeShare = 0.18 + 0.1 * r();
    const costIncome = 0.3 + 0.1 * r();
    const npiShare = conventional ? 0.6 + 0.2 * r() : 0.004 + 0.012 * r();
    if (real) {
      // The anchor's balance sheet; loans and deposits keep the model's shares of the assets.
      assets0 = real.assets;
      equityShare = real.equity / real.assets;
    }
    quarter = (q) => {
      const assets = assets0 * back(q, 0.07) * Math.exp(sheet[q]!);
      const equity = assets * equityShare * (1 + 0.02 * Math.tanh(funding[q]!));
      const nii = assets * nim * 0.25 * wobble[q]! * Math.exp(margin[q]! / 3);
      const revenue = nii / (1 - feeShare);
      const operating = revenue * (1 - costIncome) - assets * 0.0012 * Math.exp(margin[q]!);
      const net = operating * 0.88;
      const loans = assets * loanShare;
      return {
        revenue,
        grossProfit: revenue,
        operatingIncome: operating,
        netIncome: net,
        ebitda: null,
        npi: revenue * npiShare,
        ocf: net * (0.8 + 0.5 * Math.tanh(margin[q]! * 5) + 0.2),
        capex: -revenue * 0.04,
        dividends,
        income: { netInterestIncome: nii },
        balance: {
          cash: assets * cashShare,
          // Conventional banks hold interest-bearing securities; Islamic banks sukuk and murabaha.
          deposits: assets * (shariahFinance ? 0.004 : investShare),
          debt: assets * debtShare,
          assets,
          equity,
          receivables: loans,
          loans,
          customerDeposits: assets * depositShare * (1 + 0.01 * Math.tanh(funding[q]!)),
        },
      };
    };
  } else if (shape === "insurance") {
    // Insurers: premiums written, claims and expenses against the premiums earned, and the
    // income of the invested float.
    let premiums0 = cap / (1.1 * noise(0.35));
    const earned = 0.85 + 0.1 * r();
    const lossRatio = 0.7 + 0.12 * r();
    const expenseRatio = 0.12 + 0.06 * r();
    let assetsToPremiums = 1.6 + 0.8 * r();
    const investYield = 0.035 + 0.015 * r();
    const npiShare = conventional ? 0.5 + 0.3 * r() : 0;
    // Equity about half the market cap (price to book near 2), at most 35 % of the assets.
    let equity0 = Math.min(cap / (2 * noise(0.15)), premiums0 * assetsToPremiums * 0.35);
    if (real) {
      premiums0 = real.revenue / earned;
      assetsToPremiums = real.assets / premiums0;
      equity0 = real.equity;
    }
    quarter = (q) => {
      const premiums = premiums0 * 0.25 * back(q) * season(q) * Math.exp(activity[q]!) * wobble[q]!;
      const assets = premiums0 * assetsToPremiums * back(q) * Math.exp(sheet[q]!);
      const invested = assets * 0.6;
      const nep = premiums * earned;
      const investment = invested * investYield * 0.25;
      const claims = nep * lossRatio * Math.exp(margin[q]! / 4);
      const revenue = nep + investment;
      const operating = revenue - claims - nep * expenseRatio;
      const equity = equity0 * back(q) * Math.exp(sheet[q]!) * (1 + 0.02 * Math.tanh(funding[q]!));
      return {
        revenue,
        grossProfit: revenue - claims,
        operatingIncome: operating,
        netIncome: operating * 0.88,
        ebitda: operating + revenue * 0.01,
        npi: conventional ? revenue * npiShare : investment * 0.05,
        ocf: operating * 0.9 + premiums * 0.03,
        capex: -revenue * 0.01,
        dividends,
        income: { premiums, claims },
        balance: {
          cash: assets * 0.1,
          deposits: shariahFinance ? assets * 0.03 : invested * 0.75,
          debt: assets * (shariahFinance ? 0.002 : 0.02),
          assets,
          equity,
          receivables: premiums * 0.6,
        },
      };
    };
  } else if (shape === "reit") {
    // REITs: rental income from the properties, funds from operations after property costs,
    // overheads and interest, net income after depreciation.
    const equity0 = cap / (0.85 * noise(0.15));
    let leverage = 0.2 + 0.2 * r();
    let assets0 = equity0 / (1 - leverage - 0.03);
    if (real) {
      assets0 = real.assets;
      leverage = Math.max(0, 0.97 - real.equity / real.assets);
    }
    const rentalYield = 0.075 + 0.02 * r();
    const opexShare = 0.18 + 0.1 * r();
    quarter = (q) => {
      const assets = assets0 * back(q, 0.03) * Math.exp(sheet[q]!);
      const debt = assets * leverage * (1 + 0.03 * Math.tanh(funding[q]!));
      const rental = assets * rentalYield * 0.25 * wobble[q]!;
      const opex = rental * opexShare;
      const overheads = rental * 0.04;
      const interest = debt * 0.055 * 0.25;
      const ffo = rental - opex - overheads - interest;
      const depreciation = assets * 0.02 * 0.25;
      return {
        revenue: rental,
        grossProfit: rental - opex,
        operatingIncome: rental - opex - overheads - depreciation,
        netIncome: ffo - depreciation,
        ebitda: rental - opex - overheads,
        npi: assets * 0.01 * 0.04 * 0.25,
        ocf: ffo * 0.95,
        capex: -assets * 0.004,
        dividends,
        income: { rentalIncome: rental, ffo },
        balance: {
          cash: assets * 0.02,
          deposits: assets * 0.005,
          debt,
          assets,
          equity: assets - debt - assets * 0.03,
          receivables: rental * 0.5,
          // Payables, accruals and rent received ahead, and a tenth of the debt falling due.
          currentLiabilities: assets * 0.03 + debt * 0.1,
        },
      };
    };
  } else {
    // Other companies: revenue from the market cap and the sector's price-to-sales, margins and
    // the balance sheet from the sector's profile.
    const revenue0 = (cap / p.ps) * noise(0.3);
    let gross = Math.min(0.95, p.gross * noise(0.15));
    let operating = Math.min(gross - 0.02, p.operating * noise(0.3));
    // Losses for a few: a tenth of companies run a thin or negative net margin.
    let net = r() < 0.1 ? operating * (r() - 0.6) : Math.min(operating * 0.95, p.net * noise(0.3));
    if (real) {
      // The anchor's net margin, under an operating margin and a gross one that hold it.
      net = real.netIncome / real.revenue;
      operating = Math.min(0.95, Math.max(operating, net / 0.85));
      gross = Math.min(0.97, Math.max(gross, operating + 0.02));
    }
    const debtRatio = p.debt * noise(0.6) * (shariahFinance ? 0.15 : 1);
    const cashRatio = p.cash * noise(0.5);
    const depositShare = shariahFinance ? 0.02 + r() * 0.05 : 0.3 + r() * 0.6;
    const npiShare = conventional ? 0.5 + r() * 0.3 : 0;
    const equity0 = real ? real.equity : (cap / p.pb) * noise(0.1);
    const capexShare = p.capex * noise(0.2);
    const daShare = p.da * (0.9 + r() * 0.5);
    const npiRate = 0.04 * (0.5 + r());
    quarter = (q) => {
      const revenue = revenue0 * 0.25 * back(q) * season(q) * Math.exp(activity[q]!) * wobble[q]!;
      const m = Math.exp(margin[q]!);
      const op = Math.min(gross, operating * m);
      const ni = revenue * Math.min(op, net * m);
      const scale = back(q, growth * 0.5) * Math.exp(sheet[q]!);
      const equity = equity0 * scale;
      const annualRevenue = revenue0 * back(q) * Math.exp(activity[q]!);
      // Anchored: the real assets hold the cash and the debt (the rest of the assets).
      const assets = real ? real.assets * scale : undefined;
      const room = assets === undefined ? Number.POSITIVE_INFINITY : assets - Math.max(0, equity);
      const cash = Math.min(
        cap * cashRatio * scale * Math.exp(funding[q]!),
        (assets ?? Number.POSITIVE_INFINITY) * 0.4,
      );
      const debt = Math.min(cap * debtRatio * scale * Math.exp(funding[q]! / 2), room * 0.7);
      return {
        revenue,
        grossProfit: revenue * gross,
        operatingIncome: revenue * op,
        netIncome: ni,
        ebitda: revenue * (op + p.da),
        npi: conventional ? revenue * npiShare : cash * depositShare * npiRate * 0.25,
        ocf: ni + revenue * daShare,
        capex: -revenue * capexShare,
        dividends,
        income: {},
        balance: {
          cash,
          deposits: cash * depositShare,
          debt,
          assets: assets ?? equity + debt + annualRevenue * 0.3,
          equity,
          receivables: (annualRevenue * p.dso) / 365,
          // About 44 days of the cost of sales in stock, 58 days of it owed to suppliers, accrued
          // expenses of 5 % of revenue and a seventh of the debt falling due within the year.
          inventory: annualRevenue * (1 - gross) * 0.12,
          currentLiabilities: annualRevenue * ((1 - gross) * 0.16 + 0.05) + debt * 0.15,
        },
      };
    };
  }

  const quarters = Array.from({ length: QUARTERS }, (_, q) => quarter(q));
  if (real) calibrate(quarters, real.revenue, real.netIncome, shape);
  const incomeRow = (period: string, end: number, qs: Quarter[]): IncomeRow => {
    const add = (f: (x: Quarter) => number | null) => {
      let total = 0;
      for (const x of qs) {
        const v = f(x);
        if (v === null) return null;
        total += v;
      }
      return total;
    };
    const net = add((x) => x.netIncome)!;
    const row: IncomeRow = {
      period,
      endDate: isoDay(end),
      revenue: k(add((x) => x.revenue)!),
      grossProfit: k(add((x) => x.grossProfit)!),
      operatingIncome: k(add((x) => x.operatingIncome)!),
      netIncome: k(net),
      eps: epsRound(net / c.sharesOutstanding),
      ebitda: kn(add((x) => x.ebitda)),
      nonPermissibleIncome: k(add((x) => x.npi)!),
    };
    for (const key of Object.keys(qs[0]!.income) as (keyof Quarter["income"])[])
      row[key] = k(add((x) => x.income[key] ?? 0)!);
    return row;
  };
  const balanceRow = (period: string, end: number, x: Quarter): BalanceRow => ({
    period,
    endDate: isoDay(end),
    cashAndShortTermInvestments: k(x.balance.cash),
    interestBearingDeposits: k(x.balance.deposits),
    totalDebt: k(x.balance.debt),
    totalAssets: k(x.balance.assets),
    equity: k(x.balance.equity),
    receivables: k(x.balance.receivables),
    ...(x.balance.loans === undefined ? {} : { loans: k(x.balance.loans) }),
    ...(x.balance.customerDeposits === undefined ? {} : { customerDeposits: k(x.balance.customerDeposits) }),
    ...(x.balance.inventory === undefined ? {} : { inventory: k(x.balance.inventory) }),
    ...(x.balance.currentLiabilities === undefined ? {} : { currentLiabilities: k(x.balance.currentLiabilities) }),
  });
  const cashRow = (period: string, end: number, qs: Quarter[]): CashFlowRow => {
    const ocf = qs.reduce((a, x) => a + x.ocf, 0);
    const capex = qs.reduce((a, x) => a + x.capex, 0);
    return {
      period,
      endDate: isoDay(end),
      operatingCashFlow: k(ocf),
      capex: k(capex),
      freeCashFlow: k(ocf + capex),
      dividendsPaid: k(-qs.reduce((a, x) => a + x.dividends, 0)),
    };
  };

  const quarterly: Statements = { income: [], balance: [], cashFlow: [] };
  for (let q = 0; q < 8; q++) {
    const label = qLabel(ends[q]!);
    quarterly.income.push(incomeRow(label, ends[q]!, [quarters[q]!]));
    quarterly.balance.push(balanceRow(label, ends[q]!, quarters[q]!));
    quarterly.cashFlow.push(cashRow(label, ends[q]!, [quarters[q]!]));
  }
  // Fiscal years are calendar years, each reported 60 days after it ends: a year's flows are
  // the sum of its four quarters, its balance sheet that of its fourth quarter.
  const annual: Statements = { income: [], balance: [], cashFlow: [] };
  const latest = ymd(ends[0]!);
  const lastYear = ymd(today - 60).year - 1;
  for (let y = 0; y < 5; y++) {
    const year = lastYear - y;
    const q4 = (latest.year - year) * 4 + (latest.month / 3 - 4);
    const qs = quarters.slice(q4, q4 + 4);
    const end = dayOf(year, 12, 31);
    annual.income.push(incomeRow(String(year), end, qs));
    annual.balance.push(balanceRow(String(year), end, quarters[q4]!));
    annual.cashFlow.push(cashRow(String(year), end, qs));
  }

  return {
    symbol: c.symbol,
    currency: c.currency,
    source: "sim",
    industry,
    shape,
    quarterly,
    annual,
    ratings: ratings(r, c, cap, growth),
    insiders: insiders(r, c, today),
    institutions: institutions(r, c, today),
    updatedAt: now,
  };
}

/** Scales an anchored company's flows so the last four quarters earn the anchor's revenue and net
 * income (the quarters' walks and seasons keep their shape), holding gross ≥ operating income. */
function calibrate(quarters: Quarter[], revenue: number, netIncome: number, shape: string): void {
  const ttm = (f: (x: Quarter) => number) => quarters.slice(0, 4).reduce((a, x) => a + f(x), 0);
  const fRevenue = revenue / ttm((x) => x.revenue);
  for (const x of quarters) {
    x.revenue *= fRevenue;
    x.grossProfit *= fRevenue;
    x.operatingIncome *= fRevenue;
    x.netIncome *= fRevenue;
    if (x.ebitda !== null) x.ebitda *= fRevenue;
    x.npi *= fRevenue;
    x.ocf *= fRevenue;
    x.capex *= fRevenue;
    for (const key of Object.keys(x.income) as (keyof Quarter["income"])[]) x.income[key]! *= fRevenue;
  }
  const modelled = ttm((x) => x.netIncome);
  if (modelled === 0 || Math.sign(modelled) !== Math.sign(netIncome)) return;
  const fNet = netIncome / modelled;
  for (const x of quarters) {
    const net = x.netIncome * fNet;
    x.ocf += net - x.netIncome;
    if (x.income.ffo !== undefined) x.income.ffo += net - x.netIncome;
    // Banks and insurers earn their net income as a share of the operating income.
    if (shape === "bank" || shape === "insurance") x.operatingIncome *= fNet;
    else x.operatingIncome = Math.max(x.operatingIncome, net);
    x.netIncome = net;
    if (x.operatingIncome > x.grossProfit) {
      if (x.income.claims !== undefined) x.income.claims -= x.operatingIncome - x.grossProfit;
      x.grossProfit = x.operatingIncome;
    }
    if (x.ebitda !== null) x.ebitda = Math.max(x.ebitda, x.operatingIncome);
  }
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

/** Insider trades by position only: the simulation invents figures, so it names no one. */
function insiders(r: Rng, c: Company, today: number): InsiderTrade[] {
  const count = 4 + Math.floor(r() * 9);
  const out: InsiderTrade[] = [];
  for (let j = 0; j < count; j++) {
    const day = today - 3 - Math.floor(r() * 360);
    const type = r() < 0.3 ? "buy" : "sell";
    const price = cents(c.referencePrice * (0.85 + r() * 0.3));
    const shares = Math.max(100, Math.round((c.sharesOutstanding * 1e-5 * (0.05 + r())) / 100) * 100);
    const { role, title } = ROLES[Math.floor(r() * ROLES.length)]!;
    out.push({ date: isoDay(day), name: "", title, role, type, shares, price, value: Math.round(shares * price) });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Holders as labelled examples: an invented stake is never given to a real institution. */
function institutions(r: Rng, c: Company, today: number): InstitutionalHolder[] {
  const quarterEnd = isoDay(quarterEnds(today, 1)[0]!);
  let percent = c.currency === "SAR" ? 4 + r() * 10 : 6 + r() * 3;
  return Array.from({ length: EXAMPLE_HOLDERS }, (_, j) => {
    const shares = Math.round((c.sharesOutstanding * percent) / 100);
    const out: InstitutionalHolder = {
      holder: exampleHolderName(j + 1),
      example: j + 1,
      shares,
      percent: cents(percent),
      change: Math.round(shares * 0.06 * normal(r)),
      date: quarterEnd,
    };
    percent *= 0.6 + r() * 0.3;
    return out;
  });
}

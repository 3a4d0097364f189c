// The whole zakat (docs/portfolio.md, "The whole zakat"): every portfolio of a user and the
// wealth of the zakat profile (cash at banks, gold and silver, receivables, less the debts due)
// against one nisab, in the profile's currency.
import { nextHawl, toHijri } from "../../shared/hijri";
import {
  type CountedPortfolio,
  type OtherWealthLine,
  type WealthZakatReport,
  ZAKAT_RATES,
  type ZakatProfile,
  type ZakatProfileAnswer,
  type ZakatReport,
  type ZakatYear,
} from "../../shared/portfolio";
import { fx, round } from "./ledger";
import { dayNumber, isoOf, type MarketView, type PortfolioData } from "./service";
import { type CompanyFigures, companyFigures, computeZakat, LUNAR_YEAR_DAYS, nisabOf, SOLAR_YEAR_DAYS } from "./zakat";

/** The profile of a user who has not saved one: the hawl on 1 Ramadan of this Hijri year (the
 * month many pay in), the nisab on gold, no other wealth, riyals, AAOIFI 21. */
export function defaultZakatProfile(today: string): ZakatProfileAnswer {
  const year = toHijri(today).slice(0, 4);
  return {
    hawl: { hijri: `${year}-09-01` },
    nisabBasis: "gold",
    otherWealth: { cash: 0, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 },
    currency: "SAR",
    purificationMethod: "aaoifi21",
    updatedAt: null,
  };
}

interface WealthOptions {
  date: string;
  year: ZakatYear;
}

/**
 * The whole-wealth report: each portfolio's holdings by their methods (computeZakat), its cash,
 * and the profile's other wealth, converted at the peg to the profile's currency; the debts due
 * deducted from the total (never below zero); due when what remains reaches the nisab of the
 * profile's metal, then zakat = rate × what remains.
 */
export async function computeWealthZakat(
  view: MarketView,
  portfolios: readonly PortfolioData[],
  profile: ZakatProfile,
  options: WealthOptions,
  figures: (symbol: string) => Promise<CompanyFigures> = (s) => companyFigures(view, s),
): Promise<WealthZakatReport> {
  const { services } = view;
  const currency = profile.currency;
  const rate = ZAKAT_RATES[options.year];
  const nisab = await nisabOf(services, profile.nisabBasis, currency, options.date);
  const metal = async (basis: "gold" | "silver") =>
    profile.nisabBasis === basis ? nisab : nisabOf(services, basis, currency, options.date);

  const counted: CountedPortfolio[] = [];
  const holdings: WealthZakatReport["holdings"] = [];
  const purification = new Map<string, ZakatReport["purification"]["items"][number]>();
  let period: ZakatReport["purification"]["period"] | null = null;
  let gross = 0;
  for (const data of portfolios) {
    const base = data.row.baseCurrency;
    const k = fx(base, currency);
    // Every amount of the portfolio's report, the nisab counted apart (value 0: nothing zeroed).
    const r = await computeZakat(
      view,
      data,
      {
        date: options.date,
        year: options.year,
        purification: profile.purificationMethod,
        nisab: { ...nisab, currency: base, price: nisab.price / k, value: 0 },
      },
      figures,
    );
    const cash = Math.max(0, r.cash) * k;
    let wealth = cash;
    let zakat = cash * rate;
    for (const h of r.holdings) {
      const baseAmount = h.base * k;
      wealth += baseAmount;
      zakat += baseAmount * rate;
      holdings.push({
        ...h,
        portfolioId: data.row.id,
        marketValue: round(h.marketValue * k, 2),
        base: round(baseAmount, 2),
        zakat: round(baseAmount * rate, 2),
      });
    }
    gross += wealth;
    counted.push({
      id: data.row.id,
      name: data.row.name,
      baseCurrency: base,
      cash: round(cash, 2),
      wealth: round(wealth, 2),
      zakat: round(zakat, 2),
    });
    period = r.purification.period;
    for (const item of r.purification.items) {
      const amount = item.amount === null ? null : item.amount * k;
      const had = purification.get(item.symbol);
      if (!had) {
        purification.set(item.symbol, {
          ...item,
          amount,
          ...(item.dividends !== undefined ? { dividends: item.dividends * k } : {}),
        });
        continue;
      }
      had.daysHeld = Math.max(had.daysHeld, item.daysHeld);
      had.amount = had.amount === null || amount === null ? null : had.amount + amount;
      if (had.amount === null) {
        had.status = "unknown";
        had.reason = had.reason ?? item.reason ?? "incomeUnknown";
      }
      if (item.dividends !== undefined) had.dividends = (had.dividends ?? 0) + item.dividends * k;
    }
  }

  const w = profile.otherWealth;
  const gold = await metal("gold");
  const silver = await metal("silver");
  const otherWealth: OtherWealthLine[] = [
    { key: "cash", amount: w.cash, zakat: 0 },
    { key: "gold", amount: w.goldGrams * gold.price, grams: w.goldGrams, price: gold.price, zakat: 0 },
    { key: "silver", amount: w.silverGrams * silver.price, grams: w.silverGrams, price: silver.price, zakat: 0 },
    { key: "receivables", amount: w.receivables, zakat: 0 },
  ];
  for (const line of otherWealth) {
    gross += line.amount;
    line.zakat = line.amount * rate;
  }
  // Debts due now are deducted from the zakatable wealth (AAOIFI Shariah Standard No. 35), never
  // beyond it.
  const debtsDeducted = Math.min(w.debts, gross);
  otherWealth.push({ key: "debts", amount: 0 - debtsDeducted || 0, zakat: 0 - debtsDeducted * rate || 0 });
  const wealth = gross - debtsDeducted;
  const due = wealth > 0 && wealth >= nisab.value;

  const yearDays = options.year === "lunar" ? LUNAR_YEAR_DAYS : SOLAR_YEAR_DAYS;
  const items = [...purification.values()]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
    .map((i) => ({
      ...i,
      amount: i.amount === null ? null : round(i.amount, 2),
      ...(i.dividends !== undefined ? { dividends: round(i.dividends, 2) } : {}),
    }));
  return {
    date: options.date,
    hijriDate: toHijri(options.date),
    year: options.year,
    currency,
    rate,
    hawl: { hijri: profile.hawl.hijri, next: nextHawl(profile.hawl.hijri, options.date) },
    nisab,
    portfolios: counted.map((p) => p.id),
    counted: due ? counted : counted.map((p) => ({ ...p, zakat: 0 })),
    holdings: due ? holdings : holdings.map((h) => ({ ...h, zakat: 0 })),
    otherWealth: otherWealth.map((l) => ({
      ...l,
      amount: round(l.amount, 2),
      ...(l.price !== undefined ? { price: round(l.price, 4) } : {}),
      zakat: due ? round(l.zakat, 2) : 0,
    })),
    gross: round(gross, 2),
    debtsDeducted: round(debtsDeducted, 2),
    wealth: round(wealth, 2),
    total: due ? round(wealth * rate, 2) : 0,
    due,
    purification: {
      method: profile.purificationMethod,
      period: period ?? { from: isoOf(dayNumber(options.date) - yearDays + 1), to: options.date },
      total: round(
        items.reduce((s, x) => s + (x.amount ?? 0), 0),
        2,
      ),
      items,
    },
  };
}

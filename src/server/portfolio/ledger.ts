// The ledger: transactions replayed in order into cash, positions, realised gains and the outside
// money that came in or went out (docs/portfolio.md). Pure: the service gives it each symbol's
// listing currency; amounts convert between riyals and dollars at the peg (3.75).
import {
  type ClosedPosition,
  type CostMethod,
  type Currency,
  SAR_PER_USD,
  type TransactionType,
} from "../../shared/portfolio";

export interface LedgerTx {
  type: TransactionType;
  date: string;
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  fees: number;
  currency: Currency;
}

/** Units of `to` per unit of `from` at the peg. */
export function fx(from: Currency, to: Currency): number {
  if (from === to) return 1;
  return from === "USD" ? SAR_PER_USD : 1 / SAR_PER_USD;
}

interface Lot {
  quantity: number;
  /** Cost per share in the listing currency, fees included. */
  cost: number;
  date: string;
}

interface Position {
  symbol: string;
  currency: Currency;
  quantity: number;
  /** Cost of the shares held, in the listing currency (average: one lot; FIFO: the lots left). */
  lots: Lot[];
  /** In the base currency. */
  realized: number;
  dividends: number;
  openedOn: string | null;
  /** Realised gain and shares sold since the position opened (a closed position's result). */
  openRealized: number;
  openSold: number;
}

export interface LedgerProblem {
  field: "quantity" | "price" | "fees" | "symbol" | "date";
  code: "sale_exceeds_holding" | "split_ratio_required" | "insufficient_cash";
  params: Record<string, unknown>;
}

/** Shares below this are nothing (rounding of splits and partial sales). */
const EPS = 1e-9;

/** Cash shortfalls below this (base currency, under half a cent) are rounding, not an overdraft. */
const CASH_EPS = 0.005;

/** What a transaction moves, in its own currency: quantity × price (quantity 1 when absent) for
 * cash transactions and dividends. */
export function cashAmount(t: Pick<LedgerTx, "quantity" | "price">): number {
  return (t.quantity ?? 1) * (t.price ?? 0);
}

export class Ledger {
  /** Cash in the base currency. */
  cash = 0;
  /** Outside money in (deposits, buys not covered by cash) minus out (withdrawals), base currency. */
  netFlows = 0;
  /** Dividends received, net of tax withheld, base currency. */
  dividends = 0;
  /** Fees paid (buys, sales and fee transactions), base currency. */
  fees = 0;
  readonly positions = new Map<string, Position>();
  readonly closed: ClosedPosition[] = [];
  /** Dividends received by month (YYYY-MM), base currency. */
  readonly dividendsByMonth = new Map<string, number>();
  /** Tax withheld on a US dividend entered without its tax (fees 0), a fraction of the gross: the
   * portfolio's withholding rate, the one the income projection nets US dividends by. */
  withholdingRate = 0;

  constructor(
    readonly base: Currency,
    readonly method: CostMethod,
    private readonly listingCurrency: (symbol: string) => Currency,
    /** Whether a withdrawal or a fee beyond the cash then held is refused (`insufficient_cash`):
     * on for the checks of a change, off for reports of what is stored. */
    readonly checkCash = false,
  ) {}

  /** The refusal of taking `amount` (base currency) out of the cash held, or null when it is there. */
  private overdraft(amount: number, t: LedgerTx): { problem: LedgerProblem } | null {
    if (!this.checkCash || amount <= this.cash + CASH_EPS) return null;
    return {
      problem: {
        field: "price",
        code: "insufficient_cash",
        params: { cash: round(Math.max(0, this.cash), 2), currency: this.base, date: t.date },
      },
    };
  }

  private position(symbol: string): Position {
    let p = this.positions.get(symbol);
    if (!p) {
      p = {
        symbol,
        currency: this.listingCurrency(symbol),
        quantity: 0,
        lots: [],
        realized: 0,
        dividends: 0,
        openedOn: null,
        openRealized: 0,
        openSold: 0,
      };
      this.positions.set(symbol, p);
    }
    return p;
  }

  /** Shares of `symbol` held now. */
  held(symbol: string): number {
    return this.positions.get(symbol)?.quantity ?? 0;
  }

  /** Cost of a position's shares in the listing currency. */
  static cost(p: Position): number {
    let sum = 0;
    for (const lot of p.lots) sum += lot.quantity * lot.cost;
    return sum;
  }

  /**
   * Applies one transaction; returns the outside money it brought (base currency; deposits and
   * the uncovered part of a buy positive, withdrawals negative), or a problem (nothing applied).
   */
  apply(t: LedgerTx): { flow: number } | { problem: LedgerProblem } {
    const toBase = fx(t.currency, this.base);
    switch (t.type) {
      case "deposit": {
        const amount = cashAmount(t) * toBase - t.fees * toBase;
        this.cash += amount;
        this.netFlows += amount;
        this.fees += t.fees * toBase;
        return { flow: amount };
      }
      case "withdrawal": {
        const amount = cashAmount(t) * toBase + t.fees * toBase;
        const refused = this.overdraft(amount, t);
        if (refused) return refused;
        this.cash -= amount;
        this.netFlows -= amount;
        this.fees += t.fees * toBase;
        return { flow: -amount };
      }
      case "fee": {
        const amount = (cashAmount(t) + t.fees) * toBase;
        const refused = this.overdraft(amount, t);
        if (refused) return refused;
        this.cash -= amount;
        this.fees += amount;
        return { flow: 0 };
      }
      case "dividend": {
        const p = this.position(t.symbol!);
        const gross = cashAmount(t);
        const tax = t.fees > 0 || p.currency !== "USD" ? t.fees : gross * this.withholdingRate;
        const amount = (gross - tax) * toBase;
        this.cash += amount;
        this.dividends += amount;
        p.dividends += amount;
        const month = t.date.slice(0, 7);
        this.dividendsByMonth.set(month, (this.dividendsByMonth.get(month) ?? 0) + amount);
        return { flow: 0 };
      }
      case "buy": {
        const p = this.position(t.symbol!);
        const q = t.quantity ?? 0;
        const total = (q * (t.price ?? 0) + t.fees) * toBase;
        this.fees += t.fees * toBase;
        const toListing = fx(t.currency, p.currency);
        const perShare = q > 0 ? ((q * (t.price ?? 0) + t.fees) * toListing) / q : 0;
        if (p.quantity <= EPS) {
          p.openedOn = t.date;
          p.openRealized = 0;
          p.openSold = 0;
          p.lots = [];
          p.quantity = 0;
        }
        if (this.method === "average" && p.lots.length > 0) {
          const lot = p.lots[0]!;
          const cost = lot.quantity * lot.cost + q * perShare;
          lot.quantity += q;
          lot.cost = lot.quantity > 0 ? cost / lot.quantity : 0;
        } else p.lots.push({ quantity: q, cost: perShare, date: t.date });
        p.quantity += q;
        this.cash -= total;
        let flow = 0;
        if (this.cash < 0) {
          // A buy the portfolio's cash does not cover brought that money from outside.
          flow = -this.cash;
          this.netFlows += flow;
          this.cash = 0;
        }
        return { flow };
      }
      case "sell": {
        const p = this.position(t.symbol!);
        const q = t.quantity ?? 0;
        if (q > p.quantity + EPS * Math.max(1, p.quantity)) {
          return {
            problem: {
              field: "quantity",
              code: "sale_exceeds_holding",
              params: { held: round(p.quantity, 6), symbol: t.symbol, date: t.date },
            },
          };
        }
        const toListing = fx(t.currency, p.currency);
        const proceedsListing = (q * (t.price ?? 0) - t.fees) * toListing;
        let left = q;
        let costSold = 0;
        while (left > EPS && p.lots.length > 0) {
          const lot = p.lots[0]!;
          const take = Math.min(lot.quantity, left);
          costSold += take * lot.cost;
          lot.quantity -= take;
          left -= take;
          if (lot.quantity <= EPS) p.lots.shift();
        }
        const gain = (proceedsListing - costSold) * fx(p.currency, this.base);
        p.quantity -= q;
        p.realized += gain;
        p.openRealized += gain;
        p.openSold += q;
        this.fees += t.fees * toBase;
        this.cash += (q * (t.price ?? 0) - t.fees) * toBase;
        if (p.quantity <= EPS) {
          p.quantity = 0;
          p.lots = [];
          if (p.openedOn) {
            this.closed.push({
              symbol: p.symbol,
              openedOn: p.openedOn,
              closedOn: t.date,
              days: daysBetween(p.openedOn, t.date),
              quantity: round(p.openSold, 6),
              result: round(p.openRealized, 2),
            });
          }
          p.openedOn = null;
        }
        return { flow: 0 };
      }
      case "split": {
        const ratio = t.quantity;
        if (!ratio || !(ratio > 0)) {
          return { problem: { field: "quantity", code: "split_ratio_required", params: { symbol: t.symbol } } };
        }
        const p = this.position(t.symbol!);
        p.quantity *= ratio;
        p.openSold *= ratio;
        for (const lot of p.lots) {
          lot.quantity *= ratio;
          lot.cost /= ratio;
        }
        return { flow: 0 };
      }
    }
  }
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

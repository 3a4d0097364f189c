// The benchmarks' generated ledgers keep to the cash rule (docs/portfolio.md, Ledger): a fee is
// paid from the cash held on its date, so a fee row the cash would not cover becomes a deposit of
// the same amount. Lines are the import's CSV rows (date,type,symbol,quantity,price,fees,currency,…)
// of a riyal portfolio, in date order; dollars convert at the peg.

const SAR_PER_USD = 3.75;

/** The CSV lines (header first) with every uncovered fee turned into a deposit. */
export function feesCovered(lines: readonly string[]): string[] {
  let cash = 0;
  return lines.map((line, k) => {
    if (k === 0) return line;
    const [date, type, symbol, q, p, f, currency, ...rest] = line.split(",");
    const fx = currency === "USD" ? SAR_PER_USD : 1;
    const amount = (q ? Number(q) : 1) * Number(p);
    const fees = Number(f || 0);
    if (type === "deposit") cash += (amount - fees) * fx;
    else if (type === "sell" || type === "dividend") cash += (amount - fees) * fx;
    else if (type === "buy") cash = Math.max(0, cash - (amount + fees) * fx);
    else if (type === "fee" || type === "withdrawal") {
      const out = (amount + fees) * fx;
      // A cent of room for the ledger's rounding.
      if (out > cash - 0.01) {
        cash += (amount - fees) * fx;
        return [date, "deposit", symbol, q, p, f, currency, ...rest].join(",");
      }
      cash -= out;
    }
    return line;
  });
}

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

/** `rows` transactions of a riyal portfolio over three years that add up: deposits, buys and
 * sales of the symbols given, dividends, fees (those the cash would not cover turned into
 * deposits). The same seed gives the same ledger; another seed, another one. */
export function ledgerCsv(
  symbols: readonly { symbol: string; currency: string; price: number }[],
  rows: number,
  seed0 = 42,
): string {
  let seed = seed0;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const held = new Map<string, number>();
  const lines = ["date,type,symbol,quantity,price,fees,currency,note"];
  const start = Date.parse("2023-11-20T00:00:00Z");
  const days = 1090;
  for (let k = 0; k < rows; k++) {
    const date = new Date(start + Math.floor((k / rows) * days) * 86_400_000).toISOString().slice(0, 10);
    const r = rand();
    const s = symbols[Math.floor(rand() * symbols.length)]!;
    const q = held.get(s.symbol) ?? 0;
    const price = Math.round(s.price * (0.7 + rand() * 0.6) * 100) / 100;
    if (k % 50 === 0) lines.push(`${date},deposit,,,${(20000 + Math.round(rand() * 5000)).toFixed(2)},0,SAR,`);
    else if (r < 0.55 || q < 10) {
      const n = 5 + Math.floor(rand() * 20);
      held.set(s.symbol, q + n);
      lines.push(`${date},buy,${s.symbol},${n},${price},${(rand() * 5).toFixed(2)},${s.currency},`);
    } else if (r < 0.85) {
      const n = Math.max(1, Math.floor(q * rand() * 0.5));
      held.set(s.symbol, q - n);
      lines.push(`${date},sell,${s.symbol},${n},${price},${(rand() * 5).toFixed(2)},${s.currency},`);
    } else if (r < 0.97)
      lines.push(`${date},dividend,${s.symbol},${q},${(s.price * 0.005).toFixed(4)},0,${s.currency},`);
    else lines.push(`${date},fee,,,${(rand() * 20).toFixed(2)},0,SAR,custody`);
  }
  return `${feesCovered(lines.slice(0, rows + 1)).join("\n")}\n`;
}

// The benchmarks' generated ledgers keep to the cash rule (bench/cash.ts): a fee the cash would not
// cover becomes a deposit, and the ledger, checking cash, then accepts every row.
import { expect, test } from "bun:test";
import { feesCovered } from "../../bench/cash";
import { Ledger, type LedgerTx } from "../../src/server/portfolio/ledger";

const HEADER = "date,type,symbol,quantity,price,fees,currency,note";

function replayChecked(lines: string[]): { refused: number; cash: number } {
  const ledger = new Ledger("SAR", "average", (s) => (s.endsWith(".SR") ? "SAR" : "USD"), true);
  let refused = 0;
  for (const line of lines.slice(1)) {
    const [date, type, symbol, q, p, f, currency] = line.split(",");
    const tx: LedgerTx = {
      type: type as LedgerTx["type"],
      date: date!,
      symbol: symbol || null,
      quantity: q ? Number(q) : null,
      price: Number(p),
      fees: Number(f || 0),
      currency: currency as LedgerTx["currency"],
    };
    if ("problem" in ledger.apply(tx)) refused++;
  }
  return { refused, cash: ledger.cash };
}

test("by hand: 1,000 deposited, 10 AAPL at 20 dollars (750 riyals) leave 250; a fee of 300 becomes a deposit, one of 20 stays", () => {
  const lines = [
    HEADER,
    "2026-01-02,deposit,,,1000,0,SAR,",
    "2026-01-03,buy,AAPL,10,20,0,USD,",
    "2026-01-04,fee,,,300,0,SAR,custody",
    "2026-01-05,fee,,,20,0,SAR,custody",
  ];
  expect(replayChecked(lines).refused).toBe(1);
  const covered = feesCovered(lines);
  expect(covered[3]).toBe("2026-01-04,deposit,,,300,0,SAR,custody");
  expect(covered[4]).toBe(lines[4]);
  // 250 + 300 − 20 = 530 in cash, every row accepted.
  expect(replayChecked(covered)).toEqual({ refused: 0, cash: 530 });
});

test("a random ledger of deposits, buys, sales and fees: every row accepted once covered", () => {
  let seed = 3;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const lines = [HEADER];
  let held = 0;
  for (let k = 0; k < 2000; k++) {
    const date = new Date(Date.UTC(2024, 0, 1) + Math.floor(k / 4) * 86_400_000).toISOString().slice(0, 10);
    const r = rand();
    if (k % 50 === 0) lines.push(`${date},deposit,,,${(2000 + rand() * 500).toFixed(2)},0,SAR,`);
    else if (r < 0.5 || held < 5) {
      held += 5;
      lines.push(`${date},buy,AAPL,5,${(100 + rand() * 50).toFixed(2)},1,USD,`);
    } else if (r < 0.8) {
      held -= 2;
      lines.push(`${date},sell,AAPL,2,${(100 + rand() * 50).toFixed(2)},1,USD,`);
    } else lines.push(`${date},fee,,,${(rand() * 200).toFixed(2)},0,SAR,custody`);
  }
  expect(replayChecked(lines).refused).toBeGreaterThan(0);
  const covered = replayChecked(feesCovered(lines));
  expect(covered.refused).toBe(0);
  expect(covered.cash).toBeGreaterThanOrEqual(0);
});

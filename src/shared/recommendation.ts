// The order a long recommendation's prices must keep: stop loss < every entry < every target.
// The form has no direction field, so every recommendation is a long one: a stop loss above the
// entries or a target below them is a typo that would mislead every reader. The admin form and
// the server both ask this one function, so they cannot disagree.

type OrderProblem =
  | { field: "stopLoss"; rule: "stopLossBelowEntries" }
  | { field: `targets.${number}`; rule: "targetAboveEntries"; index: number };

/**
 * Every price out of order, in form order (stop loss first, then targets 1–5). Prices that are
 * not positive finite numbers are skipped: their own field error says what is wrong with them.
 */
export function orderProblems(prices: {
  entries: readonly number[];
  targets: readonly number[];
  stopLoss: number;
}): OrderProblem[] {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (prices.entries.length === 0 || !prices.entries.every(valid)) return [];
  const lowestEntry = Math.min(...prices.entries);
  const highestEntry = Math.max(...prices.entries);
  const problems: OrderProblem[] = [];
  if (valid(prices.stopLoss) && prices.stopLoss >= lowestEntry) {
    problems.push({ field: "stopLoss", rule: "stopLossBelowEntries" });
  }
  prices.targets.forEach((target, index) => {
    if (valid(target) && target <= highestEntry) {
      problems.push({ field: `targets.${index}`, rule: "targetAboveEntries", index });
    }
  });
  return problems;
}

// The screener's sort (docs/architecture.md, Screener): a page needs only its first k
// tickers in order, so a heap keeps the best k of many instead of sorting every match.

/**
 * The first `k` of `hits` in the order of `column` (unknown values last, ties by `symbolRank`,
 * each ticker's place in symbol order). `keys` is scratch space, one slot per ticker.
 */
export function sortedTop(
  hits: Int32Array,
  column: Float64Array,
  descending: boolean,
  symbolRank: Int32Array,
  keys: Float64Array,
  k = hits.length,
): Int32Array {
  const sign = descending ? -1 : 1;
  for (let j = 0; j < hits.length; j++) {
    const i = hits[j]!;
    const v = column[i]!;
    keys[i] = Number.isNaN(v) ? Number.POSITIVE_INFINITY : sign * v;
  }
  const rank = symbolRank;
  const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && rank[a]! < rank[b]!);
  const take = Math.min(k, hits.length);
  if (take * 8 >= hits.length) {
    return Int32Array.from(hits)
      .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
      .subarray(0, take);
  }
  // A heap of the best `take` so far, the worst on top: O(n log k) for one page of many.
  const heap = new Int32Array(take);
  let size = 0;
  const siftDown = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let worst = at;
      if (l < size && before(heap[worst]!, heap[l]!)) worst = l;
      if (r < size && before(heap[worst]!, heap[r]!)) worst = r;
      if (worst === at) return;
      const t = heap[at]!;
      heap[at] = heap[worst]!;
      heap[worst] = t;
      at = worst;
    }
  };
  for (let j = 0; j < hits.length; j++) {
    const i = hits[j]!;
    if (size < take) {
      let at = size++;
      heap[at] = i;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent]!, heap[at]!)) break;
        const t = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = t;
        at = parent;
      }
    } else if (before(i, heap[0]!)) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

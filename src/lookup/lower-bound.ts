// Binary search over a sorted numeric array (or its run [from, to)): the first position whose value is not below `x`.

/**
 * @example
 * lowerBound(Int32Array.of(10, 220, 570), 220); // 1
 * lowerBound(Int32Array.of(10, 220, 570), 300); // 2 (where 300 would go)
 * lowerBound(Int32Array.of(10, 220, 570, 5, 9), 7, 3, 5); // 4 (in the run 5, 9)
 */
export function lowerBound(sorted: ArrayLike<number>, x: number, from = 0, to = sorted.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

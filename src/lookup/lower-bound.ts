// Binary search over a sorted numeric array: the first position whose value is not below `x`.

/**
 * @example
 * lowerBound(Int32Array.of(10, 220, 570), 220); // 1
 * lowerBound(Int32Array.of(10, 220, 570), 300); // 2 (where 300 would go)
 */
export function lowerBound(sorted: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

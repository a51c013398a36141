// The quality prior: how much a well-reviewed, widely played game is worth following, as a multiplier on similarity.
import type { Reviews } from "../catalog/types";

/** z for a 95% Wilson interval. */
const Z = 1.96;

/** Options of the prior. */
export interface QualityOptions {
  /** Added to the Wilson bound so games without reviews are dimmed, not erased. */
  floor: number;
  /**
   * Exponent of (floor + bound). Below 1 on purpose: a divisive but widely played game (a 70% AAA title) is still
   * one that people compare others to, so the rating tempers the order rather than deciding it.
   */
  ratingPower: number;
  /** Exponent of log10(reviews + 10): 0 ignores volume, 1 lets a 100k-review game weigh ~5× a new one. */
  volumePower: number;
}

export const DEFAULT_QUALITY: QualityOptions = { floor: 0.25, ratingPower: 0.3, volumePower: 0.75 };

/** Lower bound of the 95% Wilson interval of the positive share; 0 without reviews. */
export function wilsonLowerBound(positive: number, total: number): number {
  if (total <= 0) return 0;
  const p = positive / total;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * total);
  const spread = Z * Math.sqrt((p * (1 - p) + z2 / (4 * total)) / total);
  return Math.max(0, (centre - spread) / (1 + z2 / total));
}

/**
 * The prior of one game: (floor + Wilson lower bound)^ratingPower × log10(reviews + 10)^volumePower.
 *
 * @example
 * qualityPrior({ total: 300000, positive: 290000, negative: 10000, positivePct: 97 }); // ≈ 3.8
 * qualityPrior(null); // ≈ 0.66
 */
export function qualityPrior(reviews: Reviews | null, opts: QualityOptions = DEFAULT_QUALITY): number {
  const total = reviews?.total ?? 0;
  const lb = wilsonLowerBound(reviews?.positive ?? 0, total);
  return Math.pow(opts.floor + lb, opts.ratingPower) * Math.pow(Math.log10(total + 10), opts.volumePower);
}

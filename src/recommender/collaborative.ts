// Item-item co-recommendation from the UCSD user→game data: games the same players recommended.
import type { UserRecommendation } from "../catalog/types";

/** Users with more positive recommendations than this contribute only their first ones (stable appid order). */
const MAX_ITEMS_PER_USER = 60;
/** Pairs seen by fewer users than this are noise. */
const MIN_CO_USERS = 2;
/** Shrinks the cosine of pairs seen by few users: c / (c + SHRINK). */
const SHRINK = 3;
/** Neighbours kept per game. */
const TOP_K = 60;

/** appid → (neighbour appid → similarity in 0..1). */
export type CoRecommendations = Map<number, Map<number, number>>;

/**
 * Cosine similarity between games over the sets of users who recommended them, shrunk for small overlaps.
 *
 * @example
 * const cf = learnCoRecommendations(store.userRecommendations());
 * cf.get(440)?.get(570); // ≈ 0.2 when many players recommended both
 */
export function learnCoRecommendations(rows: readonly UserRecommendation[]): CoRecommendations {
  const byUser = new Map<string, number[]>();
  for (const r of rows) {
    if (!r.recommend) continue;
    let list = byUser.get(r.userId);
    if (!list) byUser.set(r.userId, (list = []));
    list.push(r.appid);
  }
  const count = new Map<number, number>();
  const pairs = new Map<number, Map<number, number>>();
  for (const items of byUser.values()) {
    const uniq = [...new Set(items)].sort((a, b) => a - b).slice(0, MAX_ITEMS_PER_USER);
    for (const a of uniq) count.set(a, (count.get(a) ?? 0) + 1);
    for (let i = 0; i < uniq.length; i++) {
      for (let j = i + 1; j < uniq.length; j++) {
        bump(pairs, uniq[i]!, uniq[j]!);
        bump(pairs, uniq[j]!, uniq[i]!);
      }
    }
  }
  const out: CoRecommendations = new Map();
  for (const [a, row] of pairs) {
    const list: [number, number][] = [];
    for (const [b, c] of row) {
      if (c < MIN_CO_USERS) continue;
      const cos = c / Math.sqrt((count.get(a) ?? 1) * (count.get(b) ?? 1));
      list.push([b, cos * (c / (c + SHRINK))]);
    }
    list.sort((p, q) => q[1] - p[1] || p[0] - q[0]);
    if (list.length) out.set(a, new Map(list.slice(0, TOP_K)));
  }
  return out;
}

function bump(pairs: Map<number, Map<number, number>>, a: number, b: number): void {
  let row = pairs.get(a);
  if (!row) pairs.set(a, (row = new Map()));
  row.set(b, (row.get(b) ?? 0) + 1);
}

// Metrics of similar-games lists: editorial recall and NDCG, franchise recall, and list health.
import type { Game } from "../../src/catalog/types";

/** hits in the first k / min(k, |relevant|); null when nothing is relevant. */
export function recallAt(list: readonly number[], relevant: ReadonlySet<number>, k: number): number | null {
  if (relevant.size === 0) return null;
  let hits = 0;
  for (const a of list.slice(0, k)) if (relevant.has(a)) hits++;
  return hits / Math.min(k, relevant.size);
}

/** Binary-relevance NDCG@k. */
export function ndcgAt(list: readonly number[], relevant: ReadonlySet<number>, k: number): number | null {
  if (relevant.size === 0) return null;
  let dcg = 0;
  list.slice(0, k).forEach((a, i) => {
    if (relevant.has(a)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

/** Mean of the non-null values. */
export function mean(xs: readonly (number | null)[]): number {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0;
}

const EDITION_WORDS =
  /\b(?:game of the year|goty|definitive|complete|special|enhanced|deluxe|ultimate|anniversary|legendary|gold|remastered|remaster|redux|director'?s cut|final cut|edition|collection|bundle|hd|classic|royal)\b/g;

function plain(name: string): string {
  return name.toLowerCase().replace(/[™®©]/g, "").replace(/\([^)]*\)/g, " ").replace(/[^\p{L}\p{N} ]+/gu, " ").replace(/\s+/g, " ").trim();
}

/** An independent check (not the recommender's own) that `b` is an edition or remaster of `a`. */
export function looksLikeEdition(a: string, b: string): boolean {
  const x = plain(a).replace(EDITION_WORDS, " ").replace(/\s+/g, " ").trim();
  const y = plain(b).replace(EDITION_WORDS, " ").replace(/\s+/g, " ").trim();
  return x.length > 0 && x === y;
}

// The word must follow the game's name ("Hades Soundtrack", "X - Demo"): a name that starts with it is a game's own
// ("DLC Quest").
const NOT_A_GAME = /^.+\b(?:demo|soundtrack|ost|dlc|season pass|artbook|expansion pass|playtest)\b/i;

/** Health of many lists: popularity share, leaks, edition-as-top-pick, and concentration of picks. */
export function listHealth(lists: { seed: Game; picks: Game[] }[]): {
  share1k: number; leaks: number; editionTop: number; top20Share: number; maxListShare: number; distinct: number;
} {
  let picks = 0;
  let popular = 0;
  let leaks = 0;
  let editionTop = 0;
  const freq = new Map<number, number>();
  for (const { seed, picks: ps } of lists) {
    ps.forEach((g, i) => {
      picks++;
      if ((g.reviews?.total ?? 0) >= 1000) popular++;
      if (g.comingSoon || NOT_A_GAME.test(g.name) || (g.adult && !seed.adult)) leaks++;
      if (i === 0 && looksLikeEdition(seed.name, g.name)) editionTop++;
      freq.set(g.appid, (freq.get(g.appid) ?? 0) + 1);
    });
  }
  const counts = [...freq.values()].sort((a, b) => b - a);
  const top20 = counts.slice(0, 20).reduce((a, b) => a + b, 0);
  return {
    share1k: picks ? popular / picks : 0,
    leaks,
    editionTop: lists.length ? editionTop / lists.length : 0,
    top20Share: picks ? top20 / picks : 0,
    maxListShare: lists.length ? (counts[0] ?? 0) / lists.length : 0,
    distinct: freq.size,
  };
}

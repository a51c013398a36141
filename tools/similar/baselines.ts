// Three baselines the recommender is measured against: popular games of the seed's main genre, plain tag Jaccard,
// and popularity alone. Same eligibility as the recommender (released, not adult unless the seed is, not the seed).
import type { Game } from "../../src/catalog/types";

/** A method under evaluation: seed → appids, best first. */
export type Method = (seed: Game, n: number) => number[];

const GENERIC_GENRES = new Set(["Indie", "Free To Play", "Free to Play", "Early Access"]);

/** Builds the three baselines over every game of the catalog. */
export function createBaselines(games: readonly Game[]): Record<string, Method> {
  const eligible = (seed: Game, g: Game) => !g.comingSoon && (seed.adult || !g.adult) && g.appid !== seed.appid;
  const byReviews = [...games].sort((a, b) => (b.reviews?.total ?? 0) - (a.reviews?.total ?? 0) || a.appid - b.appid);
  const byGenre = new Map<string, Game[]>();
  for (const g of byReviews) for (const x of g.genres) (byGenre.get(x) ?? byGenre.set(x, []).get(x)!).push(g);
  const byTag = new Map<string, number[]>();
  const tagCount = Int32Array.from(games, (g) => new Set(g.tags).size);
  games.forEach((g, i) => g.tags.forEach((t) => (byTag.get(t) ?? byTag.set(t, []).get(t)!).push(i)));

  const take = (seed: Game, list: Iterable<Game>, n: number): number[] => {
    const out: number[] = [];
    for (const g of list) {
      if (out.length >= n) break;
      if (eligible(seed, g)) out.push(g.appid);
    }
    return out;
  };

  return {
    "popular-in-genre": (seed, n) => {
      const main = seed.genres.find((x) => !GENERIC_GENRES.has(x)) ?? seed.genres[0];
      return take(seed, main ? (byGenre.get(main) ?? []) : byReviews, n);
    },
    "tag-jaccard": (seed, n) => {
      const mine = [...new Set(seed.tags)];
      const inter = new Int32Array(games.length);
      const touched: number[] = [];
      for (const t of mine) for (const i of byTag.get(t) ?? []) if (inter[i]!++ === 0) touched.push(i);
      // Keep only the best few (sorting every touched game is slow for seeds with common tags).
      const keep = n + 50;
      const best: { g: Game; j: number }[] = [];
      const before = (a: { g: Game; j: number }, b: { g: Game; j: number }) =>
        b.j - a.j || (b.g.reviews?.total ?? 0) - (a.g.reviews?.total ?? 0) || a.g.appid - b.g.appid;
      for (const i of touched) {
        const x = { g: games[i]!, j: inter[i]! / (mine.length + tagCount[i]! - inter[i]!) };
        if (best.length === keep && before(x, best[keep - 1]!) >= 0) continue;
        best.push(x);
        // Ties (frequent with 20-tag lists) go to the more reviewed game, then the lower appid.
        best.sort(before);
        if (best.length > keep) best.pop();
      }
      const scored = best;
      return take(seed, scored.map((x) => x.g), n);
    },
    popularity: (seed, n) => take(seed, byReviews, n),
  };
}

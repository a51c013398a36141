// The recommender factory: one entry point for every surface (REST, MCP, website) over an in-memory index.
import type { CatalogStore } from "../catalog/store";
import type { Game } from "../catalog/types";
import { MAX_PICKS } from "../schemas";
import { DEFAULT_DIVERSITY, type DiversityOptions } from "./diversity";
import { buildGameIndex, DEFAULT_INDEX_OPTIONS, type GameIndex, type IndexOptions } from "./game-index";
import { DEFAULT_RANK, rankCandidates, seedVector, seenGame, type Candidate, type RankOptions } from "./rank";
import { choosePicks, storedPicks, type StoredLists } from "./stored-lists";
import type { Lang, Recommender, SimilarFilters, SimilarOptions, SimilarPick } from "./types";
import { explainList } from "./why";

/** The list every surface shows is computed this long at least, then cut, so all lengths up to it agree. */
const MIN_LIST = MAX_PICKS;

/** Options of the recommender; every field has a default tuned on the dev sets. */
export interface RecommenderOptions {
  /** Index build: tag relatedness and quality prior. */
  index?: Partial<IndexOptions>;
  /** Ranking weights. */
  rank?: Partial<RankOptions>;
  /** Diversity caps. */
  diversity?: Partial<DiversityOptions>;
}

/** Short phrases from a game's summary ("punishing bosses") in `lang`; empty when the game has none. */
export type HookSource = (game: Game, lang: Lang) => readonly string[];

/** Dependencies: the catalog store (read once at creation) and where the why lines' summary hooks come from. */
export interface RecommenderDeps {
  store: CatalogStore;
  options?: RecommenderOptions;
  /** Default: the store's review-mined summaries (`summaryHooks`); null: no hooks. */
  hooks?: HookSource | null;
  /** The index the catalog build stored (buildRecommenderIndex over the same catalog); used unless `options.index` is set. */
  index?: GameIndex;
  /** Default lists the catalog build stored (buildStoredLists over the same index); used unless `options` is set. */
  lists?: StoredLists;
}

/** The recommender's index over the catalog, as plain data (the catalog build stores it so the server only reads it). */
export function buildRecommenderIndex(store: CatalogStore, options?: Partial<IndexOptions>): GameIndex {
  return buildGameIndex(store.allGames(), store.userRecommendations(), { ...DEFAULT_INDEX_OPTIONS, ...options });
}

/**
 * Hooks from the catalog's review-mined summaries, read on demand by appid. They are English phrases, so Russian
 * lists get none (a Russian sentence with English phrases in it reads badly).
 */
export function summaryHooks(store: Pick<CatalogStore, "describe">): HookSource {
  return (game, lang) => (lang === "en" ? (store.describe(game.appid).summary?.hooks ?? []) : []);
}

/** A recommender that also exposes its index (for the bench and eval tools). */
export interface IndexedRecommender extends Recommender {
  /** @internal */
  readonly index: GameIndex;
}

/**
 * Builds the in-memory index from the catalog (about a second for the full catalog) and returns the recommender.
 *
 * @example
 * const rec = createRecommender({ store });
 * rec.similar(store.getGame(367520)!, { n: 5, lang: "en", filters: { free: false, coop: false, deck: null } });
 * // [{ game: { name: "Blasphemous", ... }, score: 3.1, why: "Also a Metroidvania and Souls-like, like Hollow Knight." }, ...]
 */
export function createRecommender(deps: RecommenderDeps): IndexedRecommender {
  const rankOpts = { ...DEFAULT_RANK, ...deps.options?.rank };
  const divOpts = { ...DEFAULT_DIVERSITY, ...deps.options?.diversity };
  const index = deps.index && !deps.options?.index ? deps.index : buildRecommenderIndex(deps.store, deps.options?.index);
  const hooks = deps.hooks === undefined ? summaryHooks(deps.store) : deps.hooks;

  // Lists stored by the build name slots of the stored index and were chosen with the default weights: with another
  // index or other weights, every list ranks live.
  const lists = deps.lists && deps.index && !deps.options ? deps.lists : null;

  function liveChoice(seed: Game, filters: SimilarFilters, length: number): Candidate[] {
    const vector = seedVector(index, seed);
    return choosePicks(index, seed.name, length, rankOpts, divOpts, (pool) => rankCandidates(index, vector, filters, { ...rankOpts, pool }))!;
  }

  function similar(seed: Game, options: SimilarOptions): SimilarPick[] {
    const n = Math.max(0, Math.floor(options.n));
    if (n === 0) return [];
    const length = Math.max(n, MIN_LIST);
    // The build's stored candidates when it kept this seed and filter combination; the live ranking otherwise.
    const stored = lists ? storedPicks(lists, index, seed, options.filters, length, rankOpts, divOpts) : null;
    let picks = stored ?? liveChoice(seed, options.filters, length);
    picks = picks.slice(0, n);
    const games = deps.store.getGames(picks.map((c) => index.appids[c.i]!));
    // Reasons read the same tags the similarity read, borrowed ones included.
    const seen = (g: Game) => seenGame(index, g);
    const { filters, lang } = options;
    const hooksOf = hooks ?? undefined;
    const whys = explainList(picks.map((candidate, rank) => ({
      index, seed: seen(seed), pick: seen(games[rank]!), candidate, filters, lang, rank,
      hooks: hooksOf && { seed: hooksOf(seed, lang), pick: hooksOf(games[rank]!, lang) },
    })));
    return picks.map((c, rank) => ({ game: games[rank]!, score: c.score, why: whys[rank]! }));
  }

  return { index, similar };
}

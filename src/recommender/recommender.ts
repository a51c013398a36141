// The recommender factory: one entry point for every surface (REST, MCP, website) over an in-memory index.
import type { CatalogStore } from "../catalog/store";
import type { Game } from "../catalog/types";
import { MAX_PICKS, type Refinements } from "../schemas";
import { DEFAULT_DIVERSITY, type DiversityOptions } from "./diversity";
import { buildGameIndex, DEFAULT_INDEX_OPTIONS, type GameIndex, type IndexOptions } from "./game-index";
import { DEFAULT_RANK, rankCandidates, seedVector, seenGame, type Candidate, type RankOptions } from "./rank";
import { buildRefineCodes, codeOf, compileRefinements, countLeftOut, refineClause, codeValues, withClause, type RefineFilter, type RefineScan } from "./refine";
import { choosePicks, picksIn, storedPickRange, type ListRows, type StoredLists } from "./stored-lists";
import { storedReasons, type StoredReasons } from "./stored-reasons";
import type { Lang, Recommender, RefinedList, SimilarFilters, SimilarOptions } from "./types";
import { chooseReasons, renderReasons, type Reason, type WhyInput } from "./why";
import { summaryPhrase } from "../summaries/vocabulary";

/** The list every surface shows is computed this long at least, then cut, so all lengths up to it agree. */
const MIN_LIST = MAX_PICKS;

/**
 * Picks' rows and hooks remembered across lists (a few MB): well-known games are the neighbours of many seeds. The
 * rows of the build's stored lists are not counted: the service's copy decodes each once (decodedOnce).
 */
const REMEMBERED_GAMES = 4096;
const REMEMBERED_HOOKS = 16384;
/** Stored rows decoded at a time by decodeStoredRows. */
const ROW_SLICE = 32;

/** Options of the recommender; every field has a default tuned on the dev sets. */
export interface RecommenderOptions {
  /** Index build: tag relatedness and quality prior. */
  index?: Partial<IndexOptions>;
  /** Ranking weights. */
  rank?: Partial<RankOptions>;
  /** Diversity caps. */
  diversity?: Partial<DiversityOptions>;
}

/**
 * Short phrases from each game's summary ("punishing bosses") in `lang`, in the order of `games`; empty for a game
 * that has none. A whole list at once: one read of the catalog, not one per game.
 */
export type HookSource = (games: readonly Game[], lang: Lang) => (readonly string[])[];

/** Dependencies: the catalog store (read once at creation) and where the why lines' summary hooks come from. */
export interface RecommenderDeps {
  store: CatalogStore;
  options?: RecommenderOptions;
  /** Default: the store's review-mined summaries (`summaryHooks`); null: no hooks. */
  hooks?: HookSource | null;
  /** The index the catalog build stored (buildRecommenderIndex over the same catalog); used unless `options.index` is set. */
  index?: RecommenderIndex;
  /** Default lists the catalog build stored (buildStoredLists over the same index); used unless `options` is set. */
  lists?: StoredLists;
  /** The rows those lists name (buildListRows over the same catalog), read before the catalog's. */
  rows?: ListRows;
  /** The reasons of those lists' lines (buildStoredReasons over the same lists); used with the default hooks. */
  reasons?: StoredReasons;
}

/** The recommender's index: the games' features and groups, and each slot's refinement code (its summary's fields). */
export interface RecommenderIndex extends GameIndex {
  refineCodes: Uint16Array;
}

/** The recommender's index over the catalog, as plain data (the catalog build stores it so the server only reads it). */
export function buildRecommenderIndex(store: CatalogStore, options?: Partial<IndexOptions>): RecommenderIndex {
  const index = buildGameIndex(store.allGames(), store.userRecommendations(), { ...DEFAULT_INDEX_OPTIONS, ...options }, store.textVectors());
  return { ...index, refineCodes: buildRefineCodes(index, store.allDescribed()) };
}

/**
 * Hooks from the catalog's review-mined summaries, read on demand by appid (the build's stored `rows` first). The
 * miner's phrases are a closed English set; Russian lists get the ones the summaries' Russian vocabulary translates (a
 * Russian sentence with English phrases reads badly), the same words the game page and the briefing show.
 */
export function summaryHooks(store: Pick<CatalogStore, "summaries">, rows?: ListRows | null): HookSource {
  const english = remembered((appids) => {
    const found = new Map<number, readonly string[]>();
    const missing = storedFirst(appids, (id) => rows?.hooks.get(id), found);
    const summaries = missing.length ? store.summaries(missing) : [];
    missing.forEach((id, k) => found.set(id, summaries[k]?.hooks ?? []));
    return found;
  }, REMEMBERED_HOOKS);
  return (games, lang) => english(games.map((g) => g.appid)).map((found) => {
    const hooks = found ?? [];
    return lang === "en" ? hooks : hooks.flatMap((h) => {
      const ru = summaryPhrase(h, "ru");
      return ru === h ? [] : [ru];
    });
  });
}

/** Puts into `found` what `stored` holds of `appids`; returns the rest. */
function storedFirst<T>(appids: readonly number[], stored: (appid: number) => T | undefined, found: Map<number, T>): number[] {
  return appids.filter((id) => {
    const value = stored(id);
    if (value === undefined) return true;
    found.set(id, value);
    return false;
  });
}

/**
 * `read` (by appid, a whole list at once) with the last `size` values it gave remembered (the oldest forgotten first);
 * undefined where `read` found nothing.
 */
function remembered<T>(read: (appids: readonly number[]) => ReadonlyMap<number, T>, size: number): (appids: readonly number[]) => (T | undefined)[] {
  const memo = new Map<number, T>();
  return (appids) => {
    const known = appids.map((id) => memo.get(id));
    const missing = appids.filter((_, k) => known[k] === undefined);
    if (missing.length === 0) return known;
    const found = read(missing);
    for (const [id, value] of found) {
      if (memo.size >= size) memo.delete(memo.keys().next().value!);
      memo.set(id, value);
    }
    return appids.map((id, k) => known[k] ?? found.get(id));
  };
}

/**
 * The build's stored `rows` as they are, else `store.getGames` with the last `size` rows read remembered by appid, so
 * a pick many lists share costs its row and JSON once. The games are frozen: every list that reads one shares it.
 *
 * @example
 * const read = rememberedGames(store, 4096);
 * read([620, 400]); // [Portal 2, Portal]; a second call reads no row
 */
export function rememberedGames(store: Pick<CatalogStore, "getGames">, size: number, rows?: ListRows | null): (appids: readonly number[]) => Game[] {
  const read = remembered((appids) => {
    const found = new Map<number, Game>();
    for (const g of store.getGames(appids)) found.set(g.appid, Object.freeze(g));
    return found;
  }, size);
  return (appids) => {
    const stored = appids.map((id) => rows?.games.get(id));
    const missing = appids.filter((_, k) => stored[k] === undefined);
    const others = missing.length ? read(missing) : [];
    let m = 0;
    return appids.flatMap((_, k) => {
      const g = stored[k] ?? others[m++];
      return g ? [Object.freeze(g)] : [];
    });
  };
}

/** A recommender that also exposes its index (for the bench and eval tools). */
export interface IndexedRecommender extends Recommender {
  /** @internal */
  readonly index: RecommenderIndex;
  /**
   * @internal The reasons of a stored seed's stored picks under FILTER_COMBOS[combo] in `lang`, chosen as a live list
   * chooses them (the build stores them).
   */
  chooseStoredReasons(seed: Game, filters: SimilarFilters, lang: Lang): Reason[];
  /**
   * Decodes the next stored rows (and their hooks) for about `ms` milliseconds; true once all are. The service calls
   * it in idle slices after listening, so a stored list soon reads no JSON at all.
   */
  decodeStoredRows(ms: number): boolean;
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
  // Lists stored by the build name slots of the stored index and were chosen with the default weights: with another
  // index or other weights, every list ranks live.
  const lists = deps.lists && deps.index && !deps.options ? deps.lists : null;
  const hooks = deps.hooks === undefined ? summaryHooks(deps.store, deps.rows) : deps.hooks;
  const readGames = rememberedGames(deps.store, REMEMBERED_GAMES, deps.rows);
  // Stored reasons were chosen with the stored lists and the default hooks.
  const reasons = lists && deps.hooks === undefined ? (deps.reasons ?? null) : null;

  // The live ranking; a refined scan also counts the games left out for unknown data (in its last, deepest pool).
  function liveChoice(seed: Game, filters: SimilarFilters, length: number, refine: RefineFilter | null): { picks: Candidate[]; scan: RefineScan | null } {
    const vector = seedVector(index, seed);
    let scan: RefineScan | null = null;
    const picks = choosePicks(index, seed.name, length, rankOpts, divOpts, (pool) => {
      scan = refine && { filter: refine, unknownScores: [] };
      return rankCandidates(index, vector, filters, { ...rankOpts, pool }, scan);
    })!;
    return { picks, scan };
  }

  function list(seed: Game, options: SimilarOptions, asked: Refinements | null): RefinedList {
    const refine = asked ? compileRefinements(asked, index.refineCodes) : null;
    const n = Math.max(0, Math.floor(options.n));
    if (n === 0) return { picks: [], leftOutUnknown: 0 };
    const length = Math.max(n, MIN_LIST);
    // The build's stored candidates serve an unrefined list when it kept this seed and filter combination.
    const range = lists && !refine ? storedPickRange(lists, seed, options.filters, length) : null;
    const live = range ? null : liveChoice(seed, options.filters, length, refine);
    const picks = (range ? picksIn(lists!, range) : live!.picks).slice(0, n);
    const scan = live?.scan ?? null;
    const games = readGames(picks.map((c) => index.appids[c.i]!));
    const { filters, lang } = options;
    // A stored list's lines were chosen by the build: spelling them is all that is left.
    const stored = range && reasons ? storedReasons(reasons, lists!, range, picks.length, lang) : null;
    const whys = stored
      ? renderReasons({ seed: seen(seed), filters, lang }, games.map(seen), stored)
      : chooseReasons(whyInputs(seed, picks, games, filters, lang)).map((o) => o.text);
    const seedCode = refine ? codeOf(refine.codes, index.byAppid.get(seed.appid)) : 0;
    const why = (rank: number, c: Candidate) =>
      refine && asked ? withClause(whys[rank]!, refineClause(asked, seedCode, refine.codes[c.i]!, lang)) : whys[rank]!;
    return {
      picks: picks.map((c, rank) => ({ game: games[rank]!, score: c.score, why: why(rank, c) })),
      leftOutUnknown: scan ? countLeftOut(scan.unknownScores, picks, n) : 0,
    };
  }

  // Reasons read the same tags the similarity read, borrowed ones included.
  const seen = (g: Game) => seenGame(index, g);

  /** What the reasons of a list read about each pick. */
  function whyInputs(seed: Game, picks: readonly Candidate[], games: readonly Game[], filters: SimilarFilters, lang: Lang): WhyInput[] {
    // The seed's hooks first, then each pick's.
    const [seedHooks = [], ...pickHooks] = hooks ? hooks([seed, ...games], lang) : [];
    // A seed read from allGames() carries no description: read its row once for the whole list (most stored seeds
    // have none at all, and their rows are the build's or remembered, so this rarely reads SQLite).
    const seedDescription = seed.description ?? readGames([seed.appid])[0]?.description ?? null;
    const seedSeen = seen(seed);
    return picks.map((candidate, rank) => ({
      index, seed: seedSeen, pick: seen(games[rank]!), candidate, filters, lang, rank,
      hooks: hooks ? { seed: seedHooks, pick: pickHooks[rank]! } : undefined,
      descriptions: { seed: seedDescription, pick: games[rank]!.description },
    }));
  }

  function chooseStoredReasons(seed: Game, filters: SimilarFilters, lang: Lang): Reason[] {
    const range = lists && storedPickRange(lists, seed, filters, lists.length);
    if (!range) throw new Error(`recommender: no stored list of ${seed.appid} under these filters`);
    const picks = picksIn(lists!, range);
    return chooseReasons(whyInputs(seed, picks, readGames(picks.map((c) => index.appids[c.i]!)), filters, lang)).map((o) => o.reason);
  }

  const rowIds = deps.rows ? [...deps.rows.games.keys()] : [];
  let decoded = 0;
  function decodeStoredRows(ms: number): boolean {
    const until = performance.now() + ms;
    while (decoded < rowIds.length && performance.now() < until) {
      const games = readGames(rowIds.slice(decoded, decoded + ROW_SLICE));
      if (hooks) hooks(games, "en");
      decoded += ROW_SLICE;
    }
    return decoded >= rowIds.length;
  }

  return {
    index,
    chooseStoredReasons,
    decodeStoredRows,
    similar: (seed, options) => list(seed, options, null).picks,
    similarRefined: (seed, options) => list(seed, options, options.refine),
    refineValues: (appids) => appids.map((appid) => codeValues(codeOf(index.refineCodes, index.byAppid.get(appid)))),
  };
}

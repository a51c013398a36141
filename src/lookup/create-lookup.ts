// The lookup factory: builds the name index once, then resolves free text to a seed game plus other matches.
import type { CatalogStore } from "../catalog/store";
import type { Game } from "../catalog/types";
import { QUERY_MAX_CHARS } from "../schemas";
import { aliasEntries, loadAliasTables, type AliasTables } from "./aliases";
import { appidValue, hasAppid } from "./appid-table";
import { buildNameIndex, type NameIndex } from "./name-index";
import { hasCyrillic, hasLatin } from "../text";
import { parseAppRef } from "./parse-ref";
import { swapLayout } from "./keyboard-layout";
import { makeVariant, rankCandidates, type QueryVariant, type Ranked } from "./rank";
import type { Lookup, LookupResult } from "./types";

/** Options of createLookup. */
export interface LookupDeps {
  /** The catalog; its games and alternative names are read once, at creation. */
  store: CatalogStore;
  /** Alias tables; default: `src/lookup/data/aliases-en.json` and `aliases-ru.json` (missing files are empty). */
  aliases?: AliasTables;
  /** The games, when the caller already holds `store.allGames()` (saves reading them twice at start-up). */
  games?: readonly Game[];
  /** The index the catalog build stored (buildLookupIndex over the same catalog); built here when absent. */
  index?: NameIndex;
  /** Rows of some games the catalog build stored (those its default lists name), read before the catalog's. */
  rows?: ReadonlyMap<number, Game>;
  /** Lowest confidence returned; below it the answer is "not found". Default 0.75. */
  minConfidence?: number;
}

/** Lowest confidence (text similarity) of an answer. */
export const DEFAULT_MIN_CONFIDENCE = 0.75;
/** Query text beyond this many characters is ignored (the API's limit). */
const MAX_QUERY_CHARS = QUERY_MAX_CHARS;
/** How many other matches to return at most. */
const MAX_OTHER_MATCHES = 5;
/** An other match must score within this much text similarity of the seed. */
const OTHER_MATCH_GAP = 0.15;
/** Ranking penalty of reading the query as typed on the other keyboard layout. */
const LAYOUT_PENALTY = 0.03;
/**
 * A game few people know must match more closely unless the query spells its name: the confidence needed rises by
 * up to this much, fully for a game without reviews, not at all from OBSCURE_REVIEWS_LOG10 (1,000 reviews) up.
 * Keyboard noise finds some near-spelling among 120,000 names; it rarely finds a well-known one.
 */
const OBSCURE_MARGIN = 0.12;
const OBSCURE_REVIEWS_LOG10 = 3;

/**
 * Creates the lookup: reads the catalog's games and names, builds the in-memory index, returns `resolve`.
 *
 * @example
 * const lookup = createLookup({ store: openCatalog("data/catalog.db") });
 * lookup.resolve("witcher 3")?.seed.name; // "The Witcher 3: Wild Hunt"
 * lookup.resolve("https://store.steampowered.com/app/367520/")?.kind; // "url"
 * lookup.resolve("zzzzqqqxx"); // null
 */
export function createLookup(deps: LookupDeps): Lookup {
  const index = deps.index ?? buildLookupIndex(deps);
  const minConfidence = deps.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  // The index keeps names only; the answered game is read from the catalog (holding 120,000 Games costs ~100 MB,
  // so nothing here may keep `deps.games`).
  const { store, rows } = deps;
  const gameOf = (appid: number): Game | null => (hasAppid(index.names, appid) ? (rows?.get(appid) ?? store.getGame(appid)) : null);
  return {
    resolve(q) {
      try {
        return resolve(index, gameOf, typeof q === "string" ? q.slice(0, MAX_QUERY_CHARS) : "", minConfidence);
      } catch {
        // Safety net only: the property tests check that no input reaches it. A lookup failure is "not found".
        return null;
      }
    },
  };
}

/**
 * The lookup's index over the catalog's games, alternative names and the alias tables: plain data, which the catalog
 * build stores so the server only reads it.
 */
export function buildLookupIndex(deps: Pick<LookupDeps, "store" | "aliases" | "games">): NameIndex {
  const tables = deps.aliases ?? loadAliasTables();
  return buildNameIndex(deps.games ?? deps.store.allGames(), deps.store.allNames(), aliasEntries(tables));
}

function resolve(index: NameIndex, gameOf: (appid: number) => Game | null, q: string, minConfidence: number): LookupResult | null {
  if (q.trim() === "") return null;
  const ref = parseAppRef(q);
  if (ref?.kind === "url-without-app") return null;
  if (ref) {
    const game = gameOf(ref.appid);
    if (game) return { seed: game, otherMatches: [], kind: ref.kind, confidence: 1 };
    // A number that is no appid may still be a name ("1979 Revolution" is not, but "2048" could be).
    if (ref.kind === "url") return null;
  }
  const ranked = rankCandidates(index, variantsOf(q, ref !== null)).filter((r) => confident(index, r, minConfidence));
  const best = ranked[0];
  const seed = best ? gameOf(best.appid) : null;
  if (!best || !seed) return null;
  return {
    seed,
    otherMatches: otherMatches(index, ranked, best),
    kind: best.kind,
    confidence: Math.round(best.sim * 1000) / 1000,
  };
}

// The query as typed, and as typed with the other keyboard layout when it is in one script only (made only when
// ranked: see rankCandidates). A number that is no appid is only looked up as an exact name.
function variantsOf(q: string, isNumber: boolean): (QueryVariant | (() => QueryVariant))[] {
  const typed = makeVariant(q, 0, false, isNumber);
  if (isNumber) return [typed];
  const cyr = hasCyrillic(q);
  const lat = hasLatin(q);
  const swapped = cyr && !lat ? swapLayout(q, "ru-to-en") : lat && !cyr ? swapLayout(q, "en-to-ru") : null;
  return swapped ? [typed, () => makeVariant(swapped, LAYOUT_PENALTY, true, false)] : [typed];
}

// Sure enough to answer with: the threshold, raised for little-known games the query does not spell exactly.
function confident(index: NameIndex, r: Ranked, minConfidence: number): boolean {
  if (r.sim < minConfidence) return false;
  if (r.spelled) return true;
  const known = Math.min(1, (appidValue(index.popularity, r.appid) ?? 0) / OBSCURE_REVIEWS_LOG10);
  return r.sim >= minConfidence + OBSCURE_MARGIN * (1 - known);
}

function otherMatches(index: NameIndex, ranked: Ranked[], best: Ranked) {
  return ranked
    .filter((r) => r.appid !== best.appid && r.sim >= best.sim - OTHER_MATCH_GAP)
    .slice(0, MAX_OTHER_MATCHES)
    .map((r) => ({ appid: r.appid, name: appidValue(index.names, r.appid)! }));
}

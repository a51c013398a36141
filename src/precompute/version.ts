// What the stored sections depend on besides the catalog: the build step's format and the weights and vocabularies it
// ranked with. The build stamps it into the sections; start-up refuses sections stamped with another, so a catalog
// built before a change to the ranking never serves lists the live ranking would not give.
import { DEFAULT_FINDER } from "../finder/defaults";
import { DEFAULT_DIVERSITY } from "../recommender/diversity";
import { KIND_TAGS, META_TAGS, PLAY_CATEGORIES } from "../recommender/features";
import { DEFAULT_INDEX_OPTIONS } from "../recommender/game-index";
import { DEFAULT_RANK } from "../recommender/rank";
import { MAX_PICKS } from "../schemas/limits";
import motifs from "../recommender/data/motifs.json" with { type: "json" };
import synonyms from "../recommender/data/tag-synonyms.json" with { type: "json" };

/**
 * Seeds whose lists are stored under every filter combination: the most-reviewed released games, which most requests
 * ask about. Each costs one scan ranking all its filter combinations (4-8 ms of a core).
 */
export const STORED_LIST_SEEDS = 2000;

/**
 * The next most-reviewed released games, whose unfiltered list alone is stored (2-3 ms of a core each, lines
 * included; a filtered list of theirs ranks live). More would push the build past 90 s on a slow day.
 */
export const UNFILTERED_LIST_SEEDS = 8000;

/**
 * Released games in the order the build picks its stored seeds: most reviewed first, ties by appid. The first
 * STORED_LIST_SEEDS store every filter combination, the next UNFILTERED_LIST_SEEDS their unfiltered list (the HTTP
 * and memory benches walk the same order).
 *
 * @example
 * listSeedOrder(store.allGames()).slice(0, STORED_LIST_SEEDS); // the seeds storing all 12 combinations
 */
export function listSeedOrder<G extends { appid: number; comingSoon: boolean; reviews: { total: number } | null }>(games: readonly G[]): G[] {
  return games.filter((g) => !g.comingSoon).sort((a, b) => (b.reviews?.total ?? 0) - (a.reviews?.total ?? 0) || a.appid - b.appid);
}

/** Raise when a section's shape or meaning changes in a way the weights below do not show. */
export const SECTIONS_FORMAT = 34;

/**
 * A short hash of the format and of every default the sections were computed with.
 *
 * @example
 * stepVersion(); // "5-9f2c01d7a3b4e5f6"
 */
export function stepVersion(): string {
  const inputs = {
    rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, index: DEFAULT_INDEX_OPTIONS, finder: DEFAULT_FINDER, picks: MAX_PICKS,
    lists: [STORED_LIST_SEEDS, UNFILTERED_LIST_SEEDS],
    kinds: [...KIND_TAGS], meta: [...META_TAGS], play: [...PLAY_CATEGORIES],
    // The stored reasons chose among wordings with these tables.
    reasons: [motifs, synonyms],
  };
  return `${SECTIONS_FORMAT}-${Bun.hash(JSON.stringify(inputs)).toString(16).padStart(16, "0")}`;
}

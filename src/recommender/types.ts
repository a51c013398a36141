// Types of the recommender domain: seed game → the ranked list every surface shows.
import type { Game } from "../catalog/types";
import type { AgentFiltersT, LangT, RefineKey, Refinements } from "../schemas";

/** Language of the `why` lines: the wire's `Lang`. */
export type Lang = LangT;

/** Filters of a games-like list (the wire's `AgentFilters`); they keep the ranking order. */
export type SimilarFilters = AgentFiltersT;

export interface SimilarOptions {
  /** How many picks (1..MAX_PICKS over the API; the website asks for MAX_PICKS). The list for n is a prefix of the list for n+1. */
  n: number;
  lang: Lang;
  filters: SimilarFilters;
}

/** One ranked pick. */
export interface SimilarPick {
  game: Game;
  score: number;
  /** One short sentence in `lang` naming the concrete signal behind the pick. */
  why: string;
}

/** Options of a refined list: the list's own, and what it is refined by (length, difficulty, sessions, co-op). */
export interface RefinedOptions extends SimilarOptions {
  refine: Refinements;
}

/** A refined list, and how many games that would have ranked in it were left out because the refined field is unknown. */
export interface RefinedList {
  picks: SimilarPick[];
  leftOutUnknown: number;
}

/** One refinement value a game has ("length", "short"); co-op as "online" and "local". */
export type RefineValue = readonly [RefineKey, string];

/**
 * The one entry point used by REST, MCP and the website. Deterministic for the same catalog and options; returns
 * at most `options.n` picks, so callers never cut the list again.
 */
export interface Recommender {
  similar(seed: Game, options: SimilarOptions): SimilarPick[];
  /** The same list cut by refinements; its why lines name the refinement where it mattered. */
  similarRefined(seed: Game, options: RefinedOptions): RefinedList;
  /** Each game's refinement values, the ones refined lists cut by (none for a game the data says nothing of). */
  refineValues(appids: readonly number[]): RefineValue[][];
}

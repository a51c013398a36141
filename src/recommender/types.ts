// Types of the recommender domain: seed game → the ranked list every surface shows.
import type { Game } from "../catalog/types";

export type Lang = "en" | "ru";

/** Filters of a games-like list; they keep the ranking order. */
export interface SimilarFilters {
  free: boolean;
  coop: boolean;
  deck: "verified" | "playable" | null;
}

export interface SimilarOptions {
  /** How many picks (1..20 over the API; the website asks for 20). The list for n is a prefix of the list for n+1. */
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

/** The one entry point used by REST, MCP and the website. Deterministic for the same catalog and options. */
export interface Recommender {
  similar(seed: Game, options: SimilarOptions): SimilarPick[];
}

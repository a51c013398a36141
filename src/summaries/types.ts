// Types of the summary miner: what it reads about one game and the review evidence it weighs.
import type { Game, ReviewText } from "../catalog/types";
import type { PlaytimeSignal } from "./length";

/** Everything the miner may read about one game. */
export interface MinerInput {
  game: Pick<Game, "appid" | "name" | "tags" | "categories" | "reviews">;
  /** The store's short description (plain text), or null. */
  description: string | null;
  /** English review texts of the game (may be empty). */
  reviews: readonly ReviewText[];
  /** The game's average playtime from the 2019 store table, when it is matched there. */
  playtime?: PlaytimeSignal | null;
}

/** Reviews (and their summed weight) that voted for one value of a field. */
export interface Vote {
  reviews: number;
  weight: number;
}

/** A review theme's share of a game's positive or negative reviews, per theme id. */
export type ThemeShares = Map<string, number>;

/** Catalog-wide mean share of each theme, so a hook is what is distinctive about this game. */
export interface ThemeBaseline {
  positive: ThemeShares;
  negative: ThemeShares;
}

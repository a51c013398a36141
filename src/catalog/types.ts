// Plain row types the catalog store returns; every other module reads games through these.

/** Steam Deck compatibility as the catalog knows it; `unknown` when no source lists the game. */
export type DeckStatus = "verified" | "playable" | "unsupported" | "unknown";

/** How a game's tag list is ordered: by vote counts, by UCSD's by-votes order, by the learned prior, or not at all. */
export type TagOrder = "votes" | "ucsd" | "prior" | "none";

/** Price in US dollars; `amount`/`currency`/`text` are null when no USD price is known. */
export interface Price {
  isFree: boolean;
  amount: number | null;
  currency: string | null;
  /** "Free", "19.99 USD", or null when unknown. */
  text: string | null;
}

/** Review counts; `positivePct` is 0-100, rounded. */
export interface Reviews {
  total: number;
  positive: number;
  negative: number;
  positivePct: number;
}

/** Co-op modes from the store categories. */
export interface Coop {
  online: boolean;
  local: boolean;
  lan: boolean;
}

/** One game of the catalog, merged from every source. */
export interface Game {
  appid: number;
  name: string;
  /** ISO date `YYYY-MM-DD` when the day is known, else null. */
  releaseDate: string | null;
  year: number | null;
  /** True when no release date is known or the date is in the future of the newest snapshot. */
  comingSoon: boolean;
  developers: string[];
  publishers: string[];
  /** English genre labels. */
  genres: string[];
  /** Store categories (Single-player, Online Co-op, Full controller support, ...). */
  categories: string[];
  coop: Coop;
  /** User tags, most voted first (see `tagOrder`). */
  tags: string[];
  /** Vote counts parallel to `tags`, when a source knows them. */
  tagVotes: number[] | null;
  tagOrder: TagOrder;
  price: Price;
  reviews: Reviews | null;
  deck: DeckStatus;
  /** Adult-only content as far as the data shows it. */
  adult: boolean;
  /**
   * The store's English short description; null when no source has one. Filled by `getGame`/`getGames` only:
   * `allGames()` leaves it null so the in-memory indexes do not hold every description (see `describe`).
   */
  description: string | null;
  /** SteamSpy owners range such as "1,000,000 .. 2,000,000". */
  owners: string | null;
  /** Which source and snapshot each field came from, e.g. `{ name: "steam-insights@2024-10" }`. */
  sources: Record<string, string>;
}

/** Another name a game is known by (older store names, SteamSpy names, Russian titles...). */
export interface GameName {
  appid: number;
  name: string;
  /** Source tag such as `steamspy@2025-01-01` or `russian-titles@2025-05`. */
  source: string;
}

/** A player review kept for mining and description search (English only). */
export interface ReviewText {
  appid: number;
  text: string;
  votedUp: boolean;
  votesUp: number;
  playtimeMinutes: number | null;
  source: string;
}

/** A user's recommendation of a game (UCSD 2010-2016), the only user-item signal at hand. */
export interface UserRecommendation {
  userId: string;
  appid: number;
  recommend: boolean;
}

/** A game in a user's library with its playtime (UCSD 2017 sample): a weak implicit signal. */
export interface LibraryEntry {
  userId: string;
  appid: number;
  playtimeMinutes: number;
}

/** How many games in the catalog carry a tag, and how many of those know its vote rank. */
export interface TagStat {
  tag: string;
  games: number;
}

/** Catalog build facts stored in the database's `meta` table. */
export interface CatalogMeta {
  builtAt: string;
  /** A new id per build: the stamp the precomputed sections must carry. */
  buildId?: string;
  /** Source folder name → snapshot date. */
  snapshots: Record<string, string>;
  games: number;
}

/** How hard players find a game. */
export type Difficulty = "relaxed" | "moderate" | "challenging" | "punishing";
/** How long a game lasts: an evening or two, ..., or no end at all (sandbox, live service). */
export type GameLength = "short" | "medium" | "long" | "massive" | "endless";
/** The typical play session. */
export type SessionShape = "short_bursts" | "flexible" | "long_sessions";
/** Co-op modes as the store categories (then tags) say. */
export type CoOpMode = "solo_only" | "online_coop" | "local_coop" | "online_and_local";

/** What a game is like, mined offline from reviews, tags, categories and the description; null fields are unknown. */
export interface GameSummary {
  /** One concrete line, at most 90 characters. */
  tagline: string | null;
  difficulty: Difficulty | null;
  length: GameLength | null;
  sessionShape: SessionShape | null;
  coOp: CoOpMode | null;
  /** 2 to 5 short phrases of what players love (empty when unknown). */
  hooks: string[];
  /** 0 to 3 short phrases of what makes players quit or complain most. */
  dealbreakers: string[];
}

/** The words about a game, read on demand by appid (never held for every game in memory). */
export interface GameTexts {
  description: string | null;
  summary: GameSummary | null;
}

/**
 * The text side of every game (see recommender/text-side.ts), parallel to `appids`: `dims` Int8 values per game (÷127,
 * unit length), and its strongest words as a sparse unit vector (CSR: ids below `vocabulary`, weights).
 */
export interface TextVectors {
  dims: number;
  appids: Int32Array;
  vectors: Int8Array;
  vocabulary: number;
  keywordStart: Uint32Array;
  keywordIds: Uint32Array;
  keywordW: Float32Array;
}

// Shared types of the finder: what find_game_by_description asks and what the finder answers.
import type { LangT } from "../schemas";

/** Platform hints the finder understands. `windows`/`mac`/`linux` are accepted but change nothing (no data). */
export type PlatformHint = "windows" | "mac" | "linux" | "deck" | "vr";

/** Answer language of the `why` lines. */
export type FinderLang = LangT;

/** One find request, as the tool receives it. */
export interface FindRequest {
  /** What the person remembers, 12..3000 characters (longer text is cut, never rejected here). */
  description: string;
  lang?: FinderLang;
  /** Preferred release years (inclusive). A strong preference, not a filter: store dates of re-releases differ. */
  yearMin?: number | null;
  yearMax?: number | null;
  platform?: PlatformHint | null;
  /** How many results, 1..10. Default 5. */
  limit?: number;
}

/** How sure the finder is that its first result is the game meant. */
export type Confidence = "high" | "medium" | "low";

/** One ranked guess. */
export interface FinderHit {
  appid: number;
  name: string;
  year: number | null;
  /** One short sentence on why this game fits the description, in the requested language. */
  why: string;
  /** Relevance score; comparable within one answer only. */
  score: number;
}

/** The finder's answer. */
export interface FindAnswer {
  confidence: Confidence;
  /** Which backend produced the ranking: the embedded retrieval or the language model over its candidates. */
  backend: "offline" | "llm";
  results: FinderHit[];
}

/** The finder a tool handler calls. */
export interface Finder {
  /** Best guesses for a description; never throws for any description string. */
  find(request: FindRequest): Promise<FindAnswer>;
  /** Offline ranking only (the eval and the LLM fallback use it); deterministic. */
  findOffline(request: FindRequest, limit?: number): FindAnswer;
  /** Builds the in-memory index now instead of on the first call. */
  warm(): void;
}

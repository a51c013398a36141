// Types of the lookup domain: free text → one seed game plus other matches, or nothing.
import type { Game } from "../catalog/types";

/** Another game the query could mean. Sending its appid as the query switches to it. */
export interface OtherMatch {
  appid: number;
  name: string;
}

/** How the query was understood. */
export type MatchKind = "appid" | "url" | "alias" | "name" | "fuzzy" | "russian" | "translit" | "layout";

/** A successful lookup. */
export interface LookupResult {
  seed: Game;
  /** Up to 5 real alternatives, best first; never the seed. */
  otherMatches: OtherMatch[];
  kind: MatchKind;
  /** 0..1; results under the threshold are never returned. */
  confidence: number;
}

/** Resolves what a person typed; null means "not found". Never throws on any string. */
export interface Lookup {
  resolve(q: string): LookupResult | null;
}

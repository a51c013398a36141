// How much one review counts: helpful and long-playtime reviews weigh more; every review counts once at most.
import type { ReviewText } from "../catalog/types";
import type { Vote } from "./types";

/** Playtime (minutes) from which a reviewer has clearly played the game: 10 hours. */
const SEASONED_MINUTES = 600;

/**
 * Weight of a review: 1, plus log2 of its helpful votes, times 1.5 for a reviewer with 10+ hours played.
 *
 * @example
 * reviewWeight({ votesUp: 7, playtimeMinutes: 900 }); // (1 + 3) * 1.5 = 6
 */
export function reviewWeight(r: Pick<ReviewText, "votesUp" | "playtimeMinutes">): number {
  const helpful = 1 + Math.log2(1 + Math.max(0, r.votesUp));
  return helpful * ((r.playtimeMinutes ?? 0) >= SEASONED_MINUTES ? 1.5 : 1);
}

/** Adds one review's weight to a vote (a review matching a rule twice still counts once: callers test once). */
export function addVote(votes: Map<string, Vote>, key: string, weight: number): void {
  const v = votes.get(key) ?? { reviews: 0, weight: 0 };
  v.reviews++;
  v.weight += weight;
  votes.set(key, v);
}

/** Words that negate a phrase when they come just before it ("not punishing", "isn't relaxing"). */
const NEGATION = /\b(?:not|never|no|isn'?t|aren'?t|wasn'?t|don'?t|doesn'?t|hardly|barely|without)\W+(?:\w+\W+)?$/i;

// Global copies of the rule patterns, compiled once: the build runs every rule over every review.
const globals = new WeakMap<RegExp, RegExp>();

/** True when `re` matches `text` somewhere not negated by the two words before it. */
export function affirms(text: string, re: RegExp): boolean {
  if (!re.test(text)) return false;
  let g = globals.get(re);
  if (!g) globals.set(re, (g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)));
  for (const m of text.matchAll(g)) {
    const before = text.slice(Math.max(0, m.index! - 24), m.index);
    if (!NEGATION.test(before)) return true;
  }
  return false;
}

/** A review this short ("good game", "10/10") can name no theme or phrase, so it does not count toward shares. */
const SUBSTANTIVE_CHARS = 80;

/** How many reviews say enough to count in a share (at least 1, so shares stay finite). */
export function substantiveCount(reviews: readonly Pick<ReviewText, "text">[]): number {
  let n = 0;
  for (const r of reviews) if (r.text.length >= SUBSTANTIVE_CHARS) n++;
  return Math.max(1, n);
}

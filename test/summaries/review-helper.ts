// Builds English review fixtures for the miner tests: `n` reviews of one text, or filler that says nothing.
import type { ReviewText } from "../../src/catalog/types";

/** `n` independent reviews saying `text` (long enough to count as substantive), thumbs up unless `up` is false. */
export function says(n: number, text: string, opts: { up?: boolean; votesUp?: number; hours?: number } = {}): ReviewText[] {
  return Array.from({ length: n }, (_, i) => ({
    appid: 1,
    text: `${text} Review number ${i} of this game, written at some length so that it counts as a real review.`,
    votedUp: opts.up ?? true,
    votesUp: opts.votesUp ?? 0,
    playtimeMinutes: opts.hours === undefined ? null : opts.hours * 60,
    source: "fixture",
  }));
}

/** `n` reviews that name no theme and no phrase. */
export function filler(n: number, up = true): ReviewText[] {
  return says(n, "I bought it on sale and played it on a weekday.", { up });
}

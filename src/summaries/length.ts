// How long a game lasts, from every signal there is: players' reported hours, average playtime read by the kind of
// game, reviewers' own playtime, "too short" / "hundreds of hours", and tags. Null where the evidence is thin.
import type { GameLength, ReviewText } from "../catalog/types";
import { lengthOfHours, type ReviewSignals } from "./review-phrases";
import { MULTIPLAYER_FIRST, RUN_BASED, tagIn, tagLength } from "./tag-rules";

/** A game's average playtime from a store table (SteamSpy's "average forever", minutes) and how many rated it. */
export interface PlaytimeSignal {
  avgMinutes: number;
  ratings: number;
}

/** An average under an hour is a giveaway or bundle artefact (owners who never played), not a length. */
const MIN_AVG_MINUTES = 60;
/** An average resting on fewer ratings than this is one small crowd's habit. */
const MIN_RATINGS = 100;

/** The average in minutes when it can be trusted (an hour or more, 100+ ratings), else null. */
export function trustedAverage(p: PlaytimeSignal | null): number | null {
  return p && p.avgMinutes >= MIN_AVG_MINUTES && p.ratings >= MIN_RATINGS ? p.avgMinutes : null;
}

/**
 * How an average playtime reads for a kind of game (games played with others first are endless by their tags):
 * - `finite`: a campaign or story; the average is close to (usually a little under) the time to finish it;
 * - `replayable`: runs, matches, skirmishes; there is no finish, so a small average is no "short" and a large one
 *   means players keep coming back.
 */
export type LengthKind = "finite" | "replayable";

/** Tags of games played in runs, matches or skirmishes rather than through a campaign. */
const REPLAYABLE = [
  ...RUN_BASED, "RTS", "Turn-Based Strategy", "Turn-Based Tactics", "Strategy", "Card Game", "Card Battler", "Deckbuilding",
  "Auto Battler", "Sports", "Racing", "Fighting", "2D Fighter", "Arcade", "Tower Defense", "Wargame", "Party Game",
];

/** The kind of game its tags say: replayable with a run/match tag in the top 3, else finite. */
export function lengthKind(tags: readonly string[]): LengthKind {
  return tagIn(tags, REPLAYABLE, 3) ? "replayable" : "finite";
}

/**
 * Length from an average playtime (hours h), read by kind. The average is a compressed scale: close to the time
 * to finish for a short game, a third to a half of it for a long one, because many owners stop early (checked
 * against 2019 games whose lengths are well known). So:
 * - finite: short h <= 4, medium <= 15, long <= 40, else massive;
 * - replayable: h < 4 says nothing, medium <= 15, long <= 40, else massive (never short: there is no finish line).
 *
 * @example
 * playtimeLength(360, "finite"); // "medium"
 * playtimeLength(180, "finite"); // "short"
 * playtimeLength(180, "replayable"); // null
 */
export function playtimeLength(minutes: number, kind: LengthKind): GameLength | null {
  const h = minutes / 60;
  if (kind === "replayable" && h < 4) return null;
  return h <= 4 ? "short" : h <= 15 ? "medium" : h <= 40 ? "long" : "massive";
}

/** Reviews with a known playtime needed before their median counts. */
const MIN_TIMED_REVIEWS = 20;

/**
 * The reviewers' own playtime as a playtime signal: the median minutes of the reviews that carry one (the dumps
 * record each author's playtime when they were taken). A median is not skewed by the most devoted players. Null
 * with fewer than 20 timed reviews.
 */
export function reviewerPlaytime(reviews: readonly ReviewText[]): number | null {
  const minutes = reviews.flatMap((r) => (r.playtimeMinutes !== null && r.playtimeMinutes > 0 ? [r.playtimeMinutes] : []));
  if (minutes.length < MIN_TIMED_REVIEWS) return null;
  minutes.sort((a, b) => a - b);
  return minutes[Math.floor(minutes.length / 2)]!;
}

const ORDER: GameLength[] = ["short", "medium", "long", "massive", "endless"];

/** Everything the length rules read about one game. */
export interface LengthInput {
  tags: readonly string[];
  categories: readonly string[];
  reviews: readonly ReviewText[];
  signals: ReviewSignals;
  playtime: PlaytimeSignal | null;
}

/**
 * Length from every signal, strongest first:
 * 1. tags of games without an end (sandboxes, live services, competitive or multiplayer-first games): endless;
 * 2. "hundreds of hours" of a multiplayer-first game: endless;
 * 3. players' reported completion hours (3+ reviews; not for run-based games, whose hours are a first win);
 * 4. the 2019 average playtime, else the reviewers' median playtime, read by kind; where tags say the game is long
 *    or massive (open-world and party RPGs, grand strategy) and the average says less, the tags win, since an
 *    average under-reads games many owners never finish;
 * 5. "too short" from enough reviews (not for long-tagged or run-based games), "hundreds of hours";
 * 6. tags alone.
 */
export function lengthOf(input: LengthInput): GameLength | null {
  const { tags, categories, signals } = input;
  const fromTags = tagLength(tags, categories);
  if (fromTags === "endless") return fromTags;
  if (signals.saysMassive && tagIn(tags, MULTIPLAYER_FIRST, 3)) return "endless";
  const runBased = tagIn(tags, RUN_BASED, 3);
  if (signals.completionHours !== null && !runBased) return lengthOfHours(signals.completionHours);
  const kind = lengthKind(tags);
  const minutes = trustedAverage(input.playtime) ?? reviewerPlaytime(input.reviews);
  const fromPlaytime = minutes === null ? null : playtimeLength(minutes, kind);
  if (fromPlaytime) {
    const tagsLonger = (fromTags === "long" || fromTags === "massive") && ORDER.indexOf(fromTags) > ORDER.indexOf(fromPlaytime);
    return tagsLonger ? fromTags : fromPlaytime;
  }
  const long = fromTags === "long" || fromTags === "massive";
  if (signals.saysShort && !long && !runBased) return "short";
  if (signals.saysMassive && (fromTags === null || runBased)) return "massive";
  return fromTags;
}

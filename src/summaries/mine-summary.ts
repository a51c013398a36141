// The summary miner: combines review phrases and themes, tags, categories, the description and the review share.
import type { GameSummary, ReviewText } from "../catalog/types";
import { lengthOfHours, reviewSignals } from "./review-phrases";
import { coOpMode, MULTIPLAYER_FIRST, RUN_BASED, tagDifficulty, tagHooks, tagIn, tagLength, tagSession } from "./tag-rules";
import { taglineFromDescription, taglineFromTags } from "./tagline";
import { MAX_HOOKS, reviewDealbreakers, reviewHooks, themeBaseline, themeShares } from "./themes";
import type { MinerInput, ThemeBaseline } from "./types";

/** Hooks and dealbreakers come from review text once a game has this many English reviews. */
export const THEME_MIN_REVIEWS = 20;
/** A list of hooks shorter than this is no list. */
const MIN_HOOKS = 2;

/**
 * Length: players' reported hours first, then their "too short"/"hundreds of hours", then tags. A run-based game's
 * hours are a first win, not its length; "hundreds of hours" of a multiplayer-first game means it has no end.
 */
function lengthOf(input: MinerInput, signals: ReturnType<typeof reviewSignals>): GameSummary["length"] {
  const tags = input.game.tags;
  const fromTags = tagLength(tags);
  // An endless game has a "beat the final boss" time too; it stays endless.
  if (fromTags === "endless") return fromTags;
  if (signals.saysMassive && tagIn(tags, MULTIPLAYER_FIRST, 3)) return "endless";
  const runBased = tagIn(tags, RUN_BASED, 3);
  if (signals.completionHours !== null && !runBased) return lengthOfHours(signals.completionHours);
  const long = fromTags === "long" || fromTags === "massive";
  if (signals.saysShort && !long && !runBased) return "short";
  if (signals.saysMassive && (fromTags === null || runBased)) return "massive";
  return fromTags;
}

/** Words that say nothing about which theme a hook is ("great soundtrack" and "great value" are different hooks). */
const PLAIN_WORDS = new Set(["great", "high", "rich", "deep", "good", "and", "the", "with", "for", "that", "every", "time"]);

/** A hook's content-word stems (first 3 letters), so "mod support" and "mods and workshop content" are one hook. */
function stems(hook: string): string[] {
  return hook.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !PLAIN_WORDS.has(w)).map((w) => w.slice(0, 3));
}

/** Hooks from review themes where there are enough reviews, topped up from reception tags; fewer than 2 is none. */
function hooksOf(input: MinerInput, baseline: ThemeBaseline): string[] {
  const fromReviews = input.reviews.length >= THEME_MIN_REVIEWS ? reviewHooks(input.reviews, baseline, input.game.tags) : [];
  const fromTags = tagHooks(input.game.tags, input.game.reviews?.positivePct ?? null);
  // Review themes are distinct by construction; a tag hook must not repeat any hook kept before it.
  const seen = new Set(fromReviews.flatMap(stems));
  const hooks = [...fromReviews];
  for (const h of fromTags) {
    const words = stems(h);
    if (words.some((w) => seen.has(w))) continue;
    hooks.push(h);
    for (const w of words) seen.add(w);
  }
  hooks.splice(MAX_HOOKS);
  return hooks.length >= MIN_HOOKS ? hooks : [];
}

/**
 * Mines one game's summary. Each field is null (or an empty list) without a signal, and a summary whose only field
 * is co-op is no summary: null.
 *
 * @example
 * mineSummary({ game, description, reviews }, baseline);
 * // { tagline: "God-like rogue-like dungeon crawler", difficulty: "challenging", length: "long", ... }
 */
export function mineSummary(input: MinerInput, baseline: ThemeBaseline): GameSummary | null {
  const { game, description, reviews } = input;
  const signals = reviewSignals(reviews);
  const summary: GameSummary = {
    tagline: (description && taglineFromDescription(description, game.name, game.tags)) || taglineFromTags(game.tags),
    difficulty: signals.difficulty ?? tagDifficulty(game.tags),
    length: lengthOf(input, signals),
    sessionShape: signals.sessionShape ?? tagSession(game.tags),
    coOp: coOpMode(game.categories, game.tags),
    hooks: hooksOf(input, baseline),
    dealbreakers: reviews.length >= THEME_MIN_REVIEWS ? reviewDealbreakers(reviews, baseline, game.tags) : [],
  };
  const { coOp: _coOp, hooks, dealbreakers, ...scalars } = summary;
  const said = Object.values(scalars).some((v) => v !== null) || hooks.length > 0 || dealbreakers.length > 0;
  return said ? summary : null;
}

/** The review baseline of the whole catalog: mean theme shares over games with 20+ English reviews. */
export function baselineOf(textsByApp: ReadonlyMap<number, readonly ReviewText[]>): ThemeBaseline {
  const perGame = [...textsByApp.values()].filter((t) => t.length >= THEME_MIN_REVIEWS).map((t) => themeShares(t));
  return themeBaseline(perGame);
}

/**
 * Mines the summaries of many games (the catalog build): one baseline for all, then one summary per game.
 *
 * @example
 * const summaries = mineSummaries(inputs); // Map { 1145360 => { tagline: …, … }, … }
 */
export function mineSummaries(inputs: Iterable<MinerInput>, textsByApp: ReadonlyMap<number, readonly ReviewText[]>): Map<number, GameSummary> {
  const baseline = baselineOf(textsByApp);
  const out = new Map<number, GameSummary>();
  for (const input of inputs) {
    const s = mineSummary(input, baseline);
    if (s) out.set(input.game.appid, s);
  }
  return out;
}

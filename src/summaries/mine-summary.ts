// The summary miner: combines review phrases and themes, tags, categories, the description and the review share.
import type { GameSummary, ReviewText } from "../catalog/types";
import { lengthOf } from "./length";
import { reviewSignals } from "./review-phrases";
import { coOpMode, tagDifficulty, tagHooks, tagSession } from "./tag-rules";
import { taglineOf } from "./tagline";
import { MAX_HOOKS, reviewDealbreakers, reviewHooks, themeBaseline, themeShares } from "./themes";
import type { MinerInput, ThemeBaseline } from "./types";

/** Hooks and dealbreakers come from review text once a game has this many English reviews. */
export const THEME_MIN_REVIEWS = 20;
/** A list of hooks shorter than this is no list. */
const MIN_HOOKS = 2;

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
 * Mines one game's summary. Each field is null (or an empty list) without a signal; a summary with no field at all
 * is null. Co-op alone is a summary: whether friends can play along is a fact players ask first.
 *
 * @example
 * mineSummary({ game, description, reviews }, baseline);
 * // { tagline: "God-like rogue-like dungeon crawler", difficulty: "challenging", length: "long", ... }
 */
export function mineSummary(input: MinerInput, baseline: ThemeBaseline): GameSummary | null {
  const { game, description, reviews } = input;
  const signals = reviewSignals(reviews);
  const summary: GameSummary = {
    tagline: taglineOf(description, game.name, game.tags),
    difficulty: signals.difficulty ?? tagDifficulty(game.tags),
    length: lengthOf({ tags: game.tags, categories: game.categories, reviews, signals, playtime: input.playtime ?? null }),
    sessionShape: signals.sessionShape ?? tagSession(game.tags),
    coOp: coOpMode(game.categories, game.tags),
    hooks: hooksOf(input, baseline),
    dealbreakers: reviews.length >= THEME_MIN_REVIEWS ? reviewDealbreakers(reviews, baseline, game.tags) : [],
  };
  const { hooks, dealbreakers, ...scalars } = summary;
  const said = Object.values(scalars).some((v) => v !== null) || hooks.length > 0 || dealbreakers.length > 0;
  return said ? summary : null;
}

/** The review baseline of the whole catalog: mean theme shares over games with 20+ English reviews. */
export function baselineOf(textsByApp: ReadonlyMap<number, readonly ReviewText[]>): ThemeBaseline {
  const perGame = [...textsByApp.values()].filter((t) => t.length >= THEME_MIN_REVIEWS).map((t) => themeShares(t));
  return themeBaseline(perGame);
}

/**
 * One summary per game against the catalog's review baseline (baselineOf over every game's texts): the catalog build
 * mines its games in two stretches, one on a worker thread, against the one baseline.
 *
 * @example
 * const summaries = mineWith(inputs.slice(0, half), baselineOf(textsByApp));
 */
export function mineWith(inputs: Iterable<MinerInput>, baseline: ThemeBaseline): Map<number, GameSummary> {
  const out = new Map<number, GameSummary>();
  for (const input of inputs) {
    const s = mineSummary(input, baseline);
    if (s) out.set(input.game.appid, s);
  }
  return out;
}

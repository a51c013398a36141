// Review themes: what players praise (hooks) and what they complain about (dealbreakers), counted per review. The
// themes themselves are data (data/themes.json), checked when loaded.
import type { ReviewText } from "../catalog/types";
import themeData from "./data/themes.json";
import { affirms, reviewWeight, substantiveCount } from "./review-weight";
import { MIN_REVIEWS } from "./review-phrases";
import type { ThemeBaseline, ThemeShares } from "./types";

/**
 * One theme: an id, the phrase shown to players, the pattern a review must contain and, for words with a second
 * meaning ("trucks" in a city builder's traffic, "scary" in a boss fight), the tags a game needs for the theme.
 * `praise` is the phrase as the object of "players praise …" where the phrase itself is no noun ("great with
 * friends" → "playing with friends").
 */
export interface Theme {
  id: string;
  phrase: string;
  re: RegExp;
  onlyWithTags?: string[];
  praise?: string;
}

/** A theme as `data/themes.json` writes it: the pattern is a case-insensitive regular expression's source. */
interface ThemeEntry {
  id: string;
  phrase: string;
  pattern: string;
  onlyWithTags?: string[];
  praise?: string;
}

/**
 * Checks and compiles a theme table: ids and phrases unique, every pattern a valid expression that no other entry
 * repeats, and the tag guards non-empty. Throws naming the entry at fault, so a bad edit fails the build and tests.
 */
export function compileThemes(entries: readonly ThemeEntry[], table: string): Theme[] {
  const seen = new Set<string>();
  return entries.map((e) => {
    for (const key of [`id ${e.id}`, `phrase ${e.phrase}`, `pattern ${e.pattern}`]) {
      if (seen.has(key)) throw new Error(`themes.json ${table}: duplicate ${key}`);
      seen.add(key);
    }
    if (!e.id || !e.phrase || !e.pattern) throw new Error(`themes.json ${table}: entry without id, phrase or pattern: ${JSON.stringify(e)}`);
    if (e.onlyWithTags && !e.onlyWithTags.length) throw new Error(`themes.json ${table}: ${e.id} has an empty onlyWithTags`);
    if (e.praise !== undefined && !e.praise.trim()) throw new Error(`themes.json ${table}: ${e.id} has an empty praise`);
    let re: RegExp;
    try {
      re = new RegExp(e.pattern, "i");
    } catch (err) {
      throw new Error(`themes.json ${table}: ${e.id} has a bad pattern: ${(err as Error).message}`);
    }
    return { id: e.id, phrase: e.phrase, re, ...(e.onlyWithTags ? { onlyWithTags: e.onlyWithTags } : {}), ...(e.praise ? { praise: e.praise } : {}) };
  });
}

/** Themes a positive review may praise; the phrase is what `hooks` shows. */
export const HOOK_THEMES: Theme[] = compileThemes(themeData.hooks, "hooks");

const PRAISE = new Map(HOOK_THEMES.flatMap((t) => (t.praise ? [[t.phrase, t.praise] as const] : [])));

/**
 * A hook as the object of "players praise …": the theme's praise form, else the hook itself.
 *
 * @example
 * praisedAs("great with friends"); // "playing with friends"
 * praisedAs("great soundtrack"); // "great soundtrack"
 */
export function praisedAs(hook: string): string {
  return PRAISE.get(hook) ?? hook;
}

/** Themes a negative review may complain about; the phrase is what `dealbreakers` shows. */
export const DEALBREAKER_THEMES: Theme[] = compileThemes(themeData.dealbreakers, "dealbreakers");

/** A theme counts for a game when this share of its substantive positive (or negative) reviews name it. */
const HOOK_SHARE = 0.04;
const DEALBREAKER_SHARE = 0.08;
/** At most this many hooks and dealbreakers. */
export const MAX_HOOKS = 5;
export const MAX_DEALBREAKERS = 3;

/** Independent reviews and weighted share of each theme among `reviews`. */
export function countThemes(reviews: readonly ReviewText[], themes: Theme[]): { counts: Map<string, number>; shares: ThemeShares } {
  const counts = new Map<string, number>();
  const weights = new Map<string, number>();
  let total = 0;
  for (const r of reviews) {
    const w = reviewWeight(r);
    total += w;
    for (const t of themes) {
      if (!affirms(r.text, t.re)) continue;
      counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
      weights.set(t.id, (weights.get(t.id) ?? 0) + w);
    }
  }
  const shares: ThemeShares = new Map([...weights].map(([id, w]) => [id, total ? w / total : 0]));
  return { counts, shares };
}

/** The games' mean share of each theme: the baseline a game's share is compared to. */
export function themeBaseline(perGame: { positive: ThemeShares; negative: ThemeShares }[]): ThemeBaseline {
  const mean = (pick: (g: (typeof perGame)[number]) => ThemeShares) => {
    const sum = new Map<string, number>();
    for (const g of perGame) for (const [id, s] of pick(g)) sum.set(id, (sum.get(id) ?? 0) + s);
    return new Map([...sum].map(([id, s]) => [id, s / Math.max(1, perGame.length)]));
  };
  return { positive: mean((g) => g.positive), negative: mean((g) => g.negative) };
}

/**
 * The themes of `reviews` worth showing: named by 3+ independent reviews and a share of them, ranked by share
 * times lift over the catalog baseline (capped), so "great soundtrack" leads only where it stands out.
 */
export function topThemes(
  reviews: readonly ReviewText[],
  themes: Theme[],
  baseline: ThemeShares,
  opts: { minShare: number; max: number; tags: readonly string[] },
): string[] {
  const { counts, shares } = countThemes(reviews, themes);
  const substantive = substantiveCount(reviews);
  const scored: [string, number][] = [];
  for (const t of themes) {
    if (t.onlyWithTags && !t.onlyWithTags.some((x) => opts.tags.includes(x))) continue;
    const n = counts.get(t.id) ?? 0;
    const share = shares.get(t.id) ?? 0;
    if (n < MIN_REVIEWS || n / substantive < opts.minShare) continue;
    const lift = share / Math.max(baseline.get(t.id) ?? share, 0.01);
    if (lift < 0.75) continue; // no more common here than anywhere: not what makes this game
    scored.push([t.phrase, share * Math.min(lift, 3)]);
  }
  return scored.sort((a, b) => b[1] - a[1]).slice(0, opts.max).map(([p]) => p);
}

/** Hooks from the positive reviews of a game with these tags. */
export function reviewHooks(reviews: readonly ReviewText[], baseline: ThemeBaseline, tags: readonly string[]): string[] {
  const positive = reviews.filter((r) => r.votedUp);
  return topThemes(positive, HOOK_THEMES, baseline.positive, { minShare: HOOK_SHARE, max: MAX_HOOKS, tags });
}

/** Dealbreakers from the negative reviews of a game with these tags. */
export function reviewDealbreakers(reviews: readonly ReviewText[], baseline: ThemeBaseline, tags: readonly string[]): string[] {
  const negative = reviews.filter((r) => !r.votedUp);
  return topThemes(negative, DEALBREAKER_THEMES, baseline.negative, { minShare: DEALBREAKER_SHARE, max: MAX_DEALBREAKERS, tags });
}

/** Per-game theme shares (positive and negative reviews apart), the input of `themeBaseline`. */
export function themeShares(reviews: readonly ReviewText[]): { positive: ThemeShares; negative: ThemeShares } {
  return {
    positive: countThemes(reviews.filter((r) => r.votedUp), HOOK_THEMES).shares,
    negative: countThemes(reviews.filter((r) => !r.votedUp), DEALBREAKER_THEMES).shares,
  };
}

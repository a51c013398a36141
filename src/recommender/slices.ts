// Expansions, chapters and free slices sold as their own store "games", found from the data (names, makers, reviews,
// prices, dates), not from a list of titles. A list leaves them out: the base game stands for them.
import type { Game } from "../catalog/types";
import { nameKeys, nameStem, shortName } from "./names";

/** The name keys the detection reads (the index has them already). */
type NameKeys = { normalized: string; stem: string };

/** Why a store entry is a part of another game rather than a game of its own. */
export type SliceKind = "add-on" | "slice-word" | "free-slice";

/** A flagged entry: its kind and the catalog game it is part of (index into the games; null when not in the catalog). */
export interface Slice {
  kind: SliceKind;
  base: number | null;
}

/** Options of the detection; see README "How a list is ranked" for the cases. */
export interface SliceOptions {
  /** An add-on with at most this share of its base's reviews is one whatever its price ("far fewer")... */
  tinyReviewShare: number;
  /** ...with no known price, at most this share... */
  unpricedReviewShare: number;
  /** ...or it costs at most this share of its base's price (and has at most `pricedReviewRatio` times its reviews). */
  maxPriceShare: number;
  pricedReviewRatio: number;
  /** An add-on comes out at most this many years after its base ("POSTAL: Brain Damaged", 25 years on, is a game). */
  maxAddOnYears: number;
}

export const DEFAULT_SLICES: SliceOptions = {
  tinyReviewShare: 0.02, unpricedReviewShare: 0.1, maxPriceShare: 0.5, pricedReviewRatio: 2, maxAddOnYears: 10,
};

// Words that mark a slice when they end the name or open a subtitle: "X: Prologue", "X Prelude", "X - Free Trial",
// "X: Beginner Experience", "X Lite", "X Free Edition", "X: Prologue - Early Days".
const SLICE_WORD = "(?:prologue|prelude|demo|free trial|trial|lite|beginner'?s? (?:edition|experience)|free (?:edition|version))";
const SLICE_AT_END = new RegExp(`^(.+?)[\\s:\\-–—]+${SLICE_WORD}$`);
const SLICE_SUBTITLE = new RegExp(`^(.+?)\\s*(?::|\\s[-–—])\\s*${SLICE_WORD}(?:\\s*(?::|\\s[-–—])\\s.*)?$`);
// Test builds of a game, numbered or not ("1.5" reads "1 5" here): "X Alpha 2", "X Pre-Alpha", "X Beta", "X: Test
// Server", "X Playtest". Many games are named so for themselves ("Moonbase Alpha", "Environmental Station Alpha"), so
// these words mark a slice only when the name before them is a catalog game by the same maker, free or not.
const BUILD_WORD = "(?:pre[\\s-]?alpha|(?:open |closed )?alpha|(?:open |closed |technical |public )?beta|playtest|prototype|(?:public )?test server)(?:(?:\\s+\\d+)+|\\s+[ivx]+)?";
const BUILD_AT_END = new RegExp(`^(.+?)[\\s:\\-–—]+${BUILD_WORD}$`);
/** Cheap first tests before the regular expressions above. */
const ANY_SLICE_WORD = /prologue|prelude|demo|trial|lite|beginner|free|alpha|beta|playtest|prototype|test server/;
const HAS_SEPARATOR = /:|\s[-–—]\s/;
/** A first part that only numbers a serial: "Episode 1", "Chapter One". */
const FIRST_PART = /[\s:\-–—]+(?:episode|chapter|part|act)\s+(?:1|one|i)$/;
/** Subtitle separators of a normalized name: ":" or a spaced dash. */
const SEPARATOR = /\s*:\s*|\s+[-–—]\s+/g;
/** "sid meier's civilization iv" is also known by "civilization iv" ("Civilization IV: Warlords"). */
const POSSESSIVE_HEAD = /^(?:[\p{L}.]+\s){0,2}[\p{L}.]+'s\s+/u;

/** The game as the detection reads it. */
interface Entry {
  name: string;
  normalized: string;
  stem: string;
  makers: readonly string[];
  reviews: number;
  price: number | null;
  free: boolean;
  year: number | null;
}

/**
 * Flags the store entries that are parts of another catalog game, by index into `games`:
 * - add-on: "Base: Subtitle" or "Base - Subtitle" where Base is a catalog game by a shared developer or publisher,
 *   released up to ten years earlier, and the entry has far fewer reviews (2% of Base's; 10% when it has no price) or
 *   costs at most half of Base's price. "Half-Life 2: Episode Two" (a fifth of Half-Life 2's reviews, priced above it)
 *   stays a game; "Civilization IV: Warlords" (a quarter of the price) and "The Elder Scrolls Online - Elsweyr" go.
 * - slice-word: a name ending in (or subtitled) prologue, prelude, demo, trial, lite, beginner or free edition, when
 *   the entry is free or its base is in the catalog by the same maker ("ORION: Prelude", a paid game of its own, stays);
 *   or ending in a test build's word (alpha, pre-alpha, beta, playtest, prototype, test server, numbered or not) when
 *   its base is in the catalog by the same maker ("Moonbase Alpha" stays).
 * - free-slice: a free app whose full game (same name before the subtitle or "Episode 1", shared maker, more reviews)
 *   is a paid catalog game: free means free-to-play games, not free parts of paid ones.
 *
 * @example
 * findSlices(games, makersOf).get(3990); // "add-on" for "Civilization IV®: Warlords"
 */
export function findSlices(
  games: readonly Game[], makersOf: (g: Game) => string[], opts: SliceOptions = DEFAULT_SLICES,
  keys: readonly NameKeys[] = games.map((g) => nameKeys(g.name)),
): Map<number, Slice> {
  const entries = games.map((g, gi): Entry => ({
    name: g.name,
    normalized: keys[gi]!.normalized,
    stem: keys[gi]!.stem,
    makers: makersOf(g),
    reviews: g.reviews?.total ?? 0,
    price: g.price.amount,
    free: g.price.isFree,
    year: g.year,
  }));
  const byStem = new Map<string, number[]>();
  entries.forEach((e, gi) => {
    if (!e.stem) return;
    push(byStem, e.stem, gi);
    const short = e.stem.includes("'s ") ? e.stem.replace(POSSESSIVE_HEAD, "") : e.stem;
    if (short !== e.stem && short.includes(" ")) push(byStem, short, gi);
  });
  const out = new Map<number, Slice>();
  for (let gi = 0; gi < games.length; gi++) {
    const slice = sliceOf(gi, entries, byStem, opts);
    if (slice) out.set(gi, slice);
  }
  return out;
}

function sliceOf(gi: number, entries: readonly Entry[], byStem: Map<string, number[]>, opts: SliceOptions): Slice | null {
  const self = entries[gi]!;
  const { normalized } = self;
  const maybeWord = ANY_SLICE_WORD.test(normalized);
  const hasHeads = HAS_SEPARATOR.test(normalized);
  if (!maybeWord && !hasHeads && !self.free) return null; // most games: nothing to look up
  const basesOf = (head: string) => (byStem.get(nameStem(head, head)) ?? []).filter((b) => b !== gi);
  const sharesMaker = (b: number) => entries[b]!.makers.some((m) => self.makers.includes(m));

  const baseNamed = (head: string) => basesOf(head).find((b) => self.makers.length === 0 || sharesMaker(b)) ?? null;
  const word = maybeWord ? (SLICE_SUBTITLE.exec(normalized) ?? SLICE_AT_END.exec(normalized)) : null;
  if (word) {
    const base = baseNamed(word[1]!);
    if (self.free || base !== null) return { kind: "slice-word", base };
  }
  // The build may name its game after a subtitle: "Hello Guest: Hello Neighbor 2 pre-alpha".
  for (const text of maybeWord ? [normalized, ...subtitleTails(normalized)] : []) {
    const build = BUILD_AT_END.exec(text);
    const base = build ? baseNamed(build[1]!) : null;
    if (base !== null) return { kind: "slice-word", base };
  }
  const heads = hasHeads ? subtitleHeads(normalized) : [];
  // An add-on follows its base within a few years; a base of unknown date is no evidence ("HITMAN 2" 2018, null here,
  // is not the base of "Hitman 2: Silent Assassin").
  const follows = (b: number) => {
    const y = entries[b]!.year;
    return y !== null && (!self.year || (self.year >= y && self.year - y <= opts.maxAddOnYears));
  };
  // Same stem: an edition of one game ("X: Remastered", "X: The Complete Edition"), which the edition rules handle.
  let editionStem: string | undefined;
  const isEdition = (base: Entry) => base.stem === self.stem || base.stem === (editionStem ??= nameStem(shortName(self.name)));
  for (const head of self.free ? [] : heads) {
    for (const b of basesOf(head)) {
      const base = entries[b]!;
      if (sharesMaker(b) && follows(b) && isAddOn(self, base, opts) && !isEdition(base)) return { kind: "add-on", base: b };
    }
  }
  if (self.free) {
    const first = normalized.replace(FIRST_PART, "");
    for (const head of first === normalized ? heads : [first, ...heads]) {
      const base = basesOf(head).find((b) => !entries[b]!.free && sharesMaker(b) && entries[b]!.reviews > self.reviews);
      if (base !== undefined) return { kind: "free-slice", base };
    }
  }
  return null;
}

/** Far fewer reviews than the base, or priced as an add-on of it (the name, maker and date are checked already). */
function isAddOn(self: Entry, base: Entry, opts: SliceOptions): boolean {
  if (self.reviews <= base.reviews * opts.tinyReviewShare) return true;
  if (self.price === null) return self.reviews <= base.reviews * opts.unpricedReviewShare;
  return base.price !== null && base.price > 0 && self.price <= base.price * opts.maxPriceShare + 0.01 &&
    self.reviews <= base.reviews * opts.pricedReviewRatio;
}

/** Every part of the name after a subtitle separator: "a: b - c" → ["b - c", "c"]. */
function subtitleTails(normalized: string): string[] {
  const tails: string[] = [];
  for (const m of normalized.matchAll(SEPARATOR)) tails.push(normalized.slice(m.index! + m[0].length));
  return tails;
}

/** Every prefix of the name before a subtitle separator: "a: b - c" → ["a", "a: b"]. */
function subtitleHeads(normalized: string): string[] {
  const heads: string[] = [];
  for (const m of normalized.matchAll(SEPARATOR)) if (m.index! > 0) heads.push(normalized.slice(0, m.index));
  return heads;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

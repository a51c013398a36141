// Scoring one seed against every game of the index: content similarity × quality prior × era, plus boosts.
import type { Game } from "../catalog/types";
import { isSoftwareApp } from "./apps";
import type { SimilarFilters } from "./types";
import { FLAG, type FilteredRows, type GameIndex } from "./game-index";
import { forEachFeature, KIND_TAGS, softNorm } from "./features";
import { makerKey, nameKeys } from "./names";
import { NOT_WANTED, refineVerdict, UNKNOWN, type RefineScan } from "./refine";
import { idsAt, slotsByName, slotsOf } from "./slot-groups";
import type { StringColumn } from "../catalog/string-column";
import { lowerBound } from "../lookup/lower-bound";

/** Weights of the ranking; defaults were chosen on the dev sets and kept few on purpose. */
export interface RankOptions {
  /** Multiplier bonus when a candidate shares a developer with the seed. */
  developerBoost: number;
  /** Multiplier bonus when it shares only a publisher (weaker: publishers span genres). */
  publisherBoost: number;
  /** Multiplier bonus for the seed's own series. */
  seriesBoost: number;
  /** Weight of the UCSD co-recommendation similarity, added to the content similarity. */
  coRecWeight: number;
  /** Largest loss for a release-year gap of `eraSpan` years or more. */
  eraPenalty: number;
  eraSpan: number;
  /** Similarity is raised to this power before the prior: above 1 makes closeness count more than popularity. */
  similarityPower: number;
  /** Content similarity below this is not "genuinely similar". */
  minSimilarity: number;
  /**
   * A maker or series boost lifts only a game similar on its own: none at `minSimilarity`, growing to the full boost
   * at this content similarity (no filler by name alone).
   */
  boostFloor: number;
  /**
   * How many candidates the diversity pass reads first (it reads a deeper pool only when editions, duplicates and
   * caps ate these). The list is the same for any pool (the candidates are a prefix of one order); a smaller pool
   * raises the scan's early-stop threshold sooner.
   */
  pool: number;
  /** Share of the text side (description, hooks, tag names) in the content similarity; the tag side has the rest. */
  textWeight: number;
  /** Dense text cosine below which two games' texts, with no keyword in common, count as sharing nothing... */
  textGate: number;
  /** ...and its score is multiplied by this (tags alone do not carry such a pick into the top of the list). */
  textGatePenalty: number;
  /**
   * Share of its score a game keeps when its kind tags (KIND_TAGS: genre, sub-genre, core activity) and the seed's
   * share nothing; it keeps all of it when each game's kinds are the other's (exactly or as related tags).
   */
  kindFloor: number;
  /**
   * Skip the games that share no strong feature with the seed (see tagPruner), and read a filtered pool's games from
   * their copied rows (index.filtered): the lists are the same, the scan is faster. Off, every slot is read in place
   * and scored (tests compare the two).
   */
  prune: boolean;
}

export const DEFAULT_RANK: RankOptions = {
  developerBoost: 1,
  publisherBoost: 0.08,
  seriesBoost: 2,
  coRecWeight: 0.35,
  eraPenalty: 0.1,
  eraSpan: 15,
  similarityPower: 1,
  minSimilarity: 0.2,
  boostFloor: 0.26,
  pool: 40,
  textWeight: 0.2,
  textGate: 0.4,
  textGatePenalty: 0.5,
  kindFloor: 0.7,
  prune: true,
};

/** One scored candidate with the signals behind its score. */
export interface Candidate {
  i: number;
  score: number;
  similarity: number;
  /** Cosine of the two games' text vectors (0 when either has none). */
  text: number;
  coRec: number;
  sameDeveloper: boolean;
  samePublisher: boolean;
  sameSeries: boolean;
}

/** The seed as the scan needs it. */
export interface SeedVector {
  appid: number;
  features: { id: number; w: number }[];
  norm: number;
  year: number;
  adult: boolean;
  /** The seed is software (apps.ts): only then may an app be a pick. */
  app: boolean;
  stem: number;
  series: number;
  seriesKey: string;
  developers: number[];
  publishers: number[];
  /** The seed's slot when the index holds its text vector, else -1 (the similarity is then the tag side alone). */
  textSlot: number;
}

/** Builds the seed vector from its Game (a seed need not be in the index, e.g. a game added after start-up). */
export function seedVector(index: GameIndex, seed: Game): SeedVector {
  const features: { id: number; w: number }[] = [];
  forEachFeature(seenGame(index, seed), index.space, index.options.features, (id, w) => features.push({ id, w }));
  const ids = features.map((f) => f.id);
  const ws = features.map((f) => f.w);
  const norm = softNorm(ids, ws, 0, features.length, index.related, new Float64Array(index.space.names.length));
  const { stems, series, makers } = index.keys;
  const keys = nameKeys(seed.name);
  const makerIds = (names: string[]) => names.flatMap((d) => makers.get(makerKey(d)) ?? []);
  return {
    appid: seed.appid,
    features,
    norm,
    year: seed.year ?? 0,
    adult: seed.adult,
    app: isSoftwareApp(seed),
    stem: stems.get(keys.stem) ?? -1,
    series: series.get(keys.series) ?? -1,
    seriesKey: keys.series,
    developers: makerIds(seed.developers),
    publishers: makerIds(seed.publishers),
    textSlot: textSlotOf(index, seed.appid),
  };
}

function textSlotOf(index: GameIndex, appid: number): number {
  const i = index.byAppid.get(appid);
  return i !== undefined && (index.flags[i]! & FLAG.text) !== 0 ? i : -1;
}

/**
 * The game as the similarity sees it: its own tags, else a series-mate's (see borrowTags), else, when the store knows
 * nothing about it but its name ("Chibi Volleyball"), the tags its name spells. Reasons read the same view.
 */
export function seenGame(index: GameIndex, g: Game): Game {
  const borrowed = index.borrowed.get(g.appid);
  if (borrowed) return borrowed;
  const { space } = index;
  if (g.tags.length || g.genres.some((x) => space.genreIds.has(x)) || g.categories.some((x) => space.categoryIds.has(x))) return g;
  // Spelling the tags out of the name costs microseconds, and a list reads its games several times (lists share their
  // remembered game objects): each object's view is made once.
  let views = namedViews.get(index);
  if (!views) namedViews.set(index, (views = new WeakMap()));
  let view = views.get(g);
  if (!view) views.set(g, (view = { ...g, tags: tagsInName(index, g.name).map((id) => space.names[id]!), tagVotes: null, tagOrder: "none" }));
  return view;
}
const namedViews = new WeakMap<GameIndex, WeakMap<Game, Game>>();

/** Tag ids whose name is a word (or two-word phrase) of the game's name, singular or plural. */
function tagsInName(index: GameIndex, name: string): number[] {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  const out = new Set<number>();
  const phrases = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
  for (const p of phrases) {
    for (const form of [p, `${p}s`, p.replace(/s$/, "")]) {
      const id = index.tagByLowerName.get(form);
      if (id !== undefined) out.add(id);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Flag bits every candidate must carry under these filters. */
export function requiredFlags(filters: SimilarFilters): number {
  let f: number = FLAG.released;
  if (filters.free) f |= FLAG.free;
  if (filters.coop) f |= FLAG.coop;
  if (filters.deck === "verified") f |= FLAG.deckVerified;
  if (filters.deck === "playable") f |= FLAG.deckPlayable;
  return f;
}

/**
 * Scores every eligible game against the seed and returns the best `opts.pool` candidates, best first
 * (ties by appid, so the order is deterministic). Filters only remove games; they never change a score.
 */
export function rankCandidates(
  index: GameIndex, seed: SeedVector, filters: SimilarFilters, opts: RankOptions = DEFAULT_RANK, refine: RefineScan | null = null,
): Candidate[] {
  return rankEach(index, seed, [filters], opts, refine)[0]!;
}

/**
 * rankCandidates under each of several filters at once: the unfiltered pools in one scan, the filtered ones in
 * another (see below), each game scored once a scan and offered to every pool of it that it may enter, so the result
 * under each filter is exactly rankCandidates' (the catalog build ranks a seed under every filter combination this
 * way). A refined scan (`refine`) is for one filter.
 */
export function rankEach(
  index: GameIndex, seed: SeedVector, filters: readonly SimilarFilters[], opts: RankOptions = DEFAULT_RANK, refine: RefineScan | null = null,
): Candidate[][] {
  const q = queryVector(index, seed);
  const needs = filters.map(requiredFlags);
  const banned = FLAG.slice | (seed.adult ? 0 : FLAG.adult) | (seed.app ? 0 : FLAG.app);
  // Games the seed is tied to by maker, series or co-recommendation are scored apart, with their boosts.
  const special = specialCandidates(index, seed);
  // One scratch array per index, reset before returning (requests run one at a time): no 120 KB allocation per list.
  const excluded = index.scratch;
  const marked: number[] = [...(seed.stem > 0 ? (slotsOf(index.gamesByStem, seed.stem) ?? []) : [])];
  const seedSlot = index.byAppid.get(seed.appid);
  if (seedSlot !== undefined) marked.push(seedSlot);
  for (const i of marked) excluded[i] = 1;
  for (const i of special.keys()) excluded[i] = excluded[i]! | 2;
  // The seed's keywords spread over the shared word buffer, cleared again before returning.
  const { keywordStart, keywordIds, keywordW, keywordScratch } = index;
  const kwFrom = seed.textSlot < 0 ? 0 : keywordStart[seed.textSlot]!;
  const kwTo = seed.textSlot < 0 ? 0 : keywordStart[seed.textSlot + 1]!;
  for (let k = kwFrom; k < kwTo; k++) keywordScratch[keywordIds[k]!] = keywordW[k]!;
  // What both scans read of the seed, worked out once.
  const ctx: SeedScan = { q, special, excluded, banned, scorer: contentScorer(index, seed, q, opts), kind: kindAgreement(index, seed, opts.kindFloor) };
  try {
    // Pruned, the unfiltered pools scan every slot and the filtered ones only the games a filter can keep, in their
    // copied rows (index.filtered); unpruned, every pool reads every slot in place. Each pool sees the same games in
    // the same order either way.
    const all = needs.map((_, k) => k);
    const groups = opts.prune
      ? [{ rows: null, pools: all.filter((k) => needs[k] === FLAG.released) }, { rows: index.filtered, pools: all.filter((k) => needs[k] !== FLAG.released) }]
      : [{ rows: null, pools: all }];
    const out: Candidate[][] = new Array(needs.length);
    for (const { rows, pools } of groups) {
      if (pools.length === 0) continue;
      const lists = scan(index, seed, ctx, pools.map((k) => needs[k]!), opts, refine, rows);
      pools.forEach((k, j) => (out[k] = lists[j]!));
    }
    return out;
  } finally {
    for (const i of marked) excluded[i] = 0;
    for (const i of special.keys()) excluded[i] = 0;
    for (let k = kwFrom; k < kwTo; k++) keywordScratch[keywordIds[k]!] = 0;
  }
}

/** What a scan reads of its seed (rankEach): its query vector, special candidates, excluded slots and scorers. */
interface SeedScan {
  q: Float64Array;
  special: Map<number, Candidate>;
  excluded: Uint8Array;
  banned: number;
  scorer: ReturnType<typeof contentScorer>;
  kind: (i: number) => number;
}

/**
 * Scores the special candidates, then scans by prior every slot (`rows` null) or the filtered rows, one pool per
 * filter (`needs`); see rankEach.
 */
function scan(
  index: GameIndex, seed: SeedVector, ctx: SeedScan, needs: readonly number[], opts: RankOptions, refine: RefineScan | null,
  rows: FilteredRows | null,
): Candidate[][] {
  const { flags, prior, appids } = index;
  const { q, special, excluded, banned, kind } = ctx;
  const { tagSide, tagSideIn, similarity, era, text: textOf, last } = ctx.scorer;
  const pools = needs.length;
  const heaps = needs.map(() => new TopK(opts.pool));
  for (const c of special.values()) {
    if (excluded[c.i]! & 1 || (flags[c.i]! & banned) !== 0 || !needs.some((need) => (flags[c.i]! & need) === need)) continue;
    const verdict = refine ? refineVerdict(refine.filter, c.i) : 0;
    if (verdict === NOT_WANTED) continue;
    const tags = tagSide(c.i);
    c.similarity = similarity(c.i, tags);
    const { gate } = last;
    c.text = textOf(c.i);
    let content = c.similarity + opts.coRecWeight * c.coRec;
    let similar = tags + opts.coRecWeight * c.coRec;
    // With nothing else known about the seed, its developer's other games are the best guess.
    const blind = seed.features.length === 0 && c.sameDeveloper;
    if (blind) content = similar = Math.max(content, opts.minSimilarity);
    if (similar < opts.minSimilarity) continue;
    let boost = 0;
    if (c.sameSeries) boost += opts.seriesBoost;
    if (c.sameDeveloper) boost += opts.developerBoost;
    else if (c.samePublisher) boost += opts.publisherBoost;
    const lift = blind ? 1 : Math.min(1, (content - opts.minSimilarity) / Math.max(1e-9, opts.boostFloor - opts.minSimilarity));
    c.score = Math.pow(content, opts.similarityPower) * prior[c.i]! * era(c.i) * gate * kind(c.i) * (1 + boost * lift);
    if (verdict === UNKNOWN) refine!.unknownScores.push(c.score);
    else for (let k = 0; k < pools; k++) if ((flags[c.i]! & needs[k]!) === needs[k]) heaps[k]!.offer(c.i, c.score, appids[c.i]!);
  }
  // The hot loop: one sparse dot product per eligible game (about 20 features each). Slots are sorted by prior and a
  // plain game scores at most its prior (similarity ≤ 1, era ≤ 1), so a pool takes no game once the prior cannot
  // beat its bar, and the scan stops once no pool can take one.
  const plain = new Map<number, number>();
  // A seed with no feature is similar to nothing by its tags: no plain game can enter.
  const slots = rows?.slots ?? null;
  const size = seed.features.length ? (slots?.length ?? index.size) : 0;
  // Row r's tag side: slot r's, or filtered row r's.
  const tagsOf = rows ? tagSideIn(rows.start, rows.id, rows.w, rows.norm) : tagSide;
  const minSim = opts.minSimilarity;
  const power = opts.similarityPower;
  // Each pool's bar: its lowest score once full (the special candidates may already fill it), else -1.
  const bars = Float64Array.from(heaps, (h) => (h.full() ? h.minScore() : -1));
  const need = Int32Array.from(needs);
  let lowest = Math.min(...bars);
  // The flags every pool needs: most games a narrow filter leaves out fail this one test.
  const common = needs.reduce((all, flagsOf) => all & flagsOf, ~0);
  // Slots are read a chunk at a time; in a chunk the pruner may name the only slots whose tag side can reach the
  // least similarity any pool could still take (marks), and the others are skipped unscored. Pruned, only the
  // unfiltered pools read every slot (rankEach); the filtered rows are few and read in a run: the pruner would cost
  // more than it saves there.
  const pruner = opts.prune && size > 0 && slots === null ? tagPruner(index, q, seed.norm) : null;
  const marks = pruner ? new Uint8Array(SCAN_CHUNK) : null;
  const textShare = seed.textSlot >= 0 ? opts.textWeight : 0;
  scanning: for (let x = 0; x < size; x += SCAN_CHUNK) {
    const y = Math.min(size, x + SCAN_CHUNK);
    const top = prior[slots === null ? x : slots[x]!]!;
    if (top <= lowest) break;
    // A plain game's score is at most similarity^power × its prior (≤ top here), and the similarity is at most
    // (1 - textShare) × tag side + textShare: the least tag side that could still beat the lowest bar.
    const least = lowest > 0 ? Math.pow(lowest / top, 1 / power) : 0;
    const marked = pruner !== null && pruner.mark(x, y, textShare < 1 ? Math.max(minSim, (least - textShare) / (1 - textShare)) : minSim, marks!);
    for (let r = x; r < y; r++) {
      if (marked && marks![r - x] === 0) continue;
      const i = slots === null ? r : slots[r]!;
      const p = prior[i]!;
      if (p <= lowest) break scanning;
      const fl = flags[i]!;
      if ((fl & common) !== common || (fl & banned) !== 0 || excluded[i] !== 0) continue;
      // The lowest bar among the pools this game may enter (one pool: its bar, the game passed its filter above).
      let bar = bars[0]!;
      if (pools > 1) {
        bar = Infinity;
        for (let k = 0; k < pools; k++) if ((fl & need[k]!) === need[k] && bars[k]! < bar) bar = bars[k]!;
      }
      if (p <= bar) continue;
      // Refinements cut like the filters; a game whose refined field is unknown is only scored, to be counted.
      const verdict = refine ? refineVerdict(refine.filter, i) : 0;
      if (verdict === NOT_WANTED) continue;
      // Most games are not similar at all: their tag side alone drops them.
      const tags = tagsOf(r);
      if (tags < minSim) continue;
      const e = era(i);
      // The least similarity that could still enter a pool: the text side is read only for games that may.
      const floor = bar < 0 ? minSim : Math.max(minSim, power === 1 ? bar / (p * e) : Math.pow(bar / (p * e), 1 / power));
      const sim = similarity(i, tags, floor);
      const s = (power === 1 ? sim : Math.pow(sim, power)) * p * e * last.gate;
      // Kind agreement (at most 1) is read only for a score above a pool's bar.
      let kinded = -1;
      for (let k = 0; k < pools; k++) {
        const b = bars[k]!;
        if ((fl & need[k]!) !== need[k] || p <= b) continue;
        const sk = s > b ? (kinded < 0 ? (kinded = s * kind(i)) : kinded) : s;
        if (verdict === UNKNOWN) {
          if (sk > b) refine!.unknownScores.push(sk);
        } else if (heaps[k]!.offer(i, sk, appids[i]!)) {
          plain.set(i, sim);
          if (heaps[k]!.full()) {
            bars[k] = heaps[k]!.minScore();
            lowest = Math.min(...bars);
          }
        }
      }
    }
  }
  return heaps.map((heap) => heap.sorted().map(({ i, s }) => special.get(i) ?? {
    i, score: s, similarity: plain.get(i) ?? 0, text: textOf(i), coRec: 0, sameDeveloper: false, samePublisher: false, sameSeries: false,
  }));
}

/**
 * The content factors of a score, for one seed: the similarity (0..1) blending the tag side (soft cosine) with the
 * text side (cosine of the dense text vectors); the gate (a game whose text shares nothing with the seed's: a dense
 * cosine below `textGate` and not one keyword in common keeps `textGatePenalty` of its score); and the era factor.
 * The dense vectors keep the catalog's common direction (store prose), so unrelated texts still sit near 0.3.
 */
function contentScorer(index: GameIndex, seed: SeedVector, q: Float64Array, opts: RankOptions) {
  const { featStart, featId, featW, norm, year, text, textDims: dims, flags, keywordStart, keywordIds, keywordW, keywordScratch } = index;
  const inv = 1 / seed.norm;
  const seedYear = seed.year;
  const unknownEra = 1 - opts.eraPenalty / 3;
  const eraSlope = opts.eraPenalty / opts.eraSpan;
  const s0 = seed.textSlot * dims;
  const hasText = (i: number) => seed.textSlot >= 0 && (flags[i]! & FLAG.text) !== 0;
  // The seed's own vector copied out once: the dot product then reads one run of the big array, not two.
  const seedText = seed.textSlot >= 0 ? Int32Array.from(text.subarray(s0, s0 + dims)) : new Int32Array(0);
  const textOf = (i: number): number => {
    if (!hasText(i)) return 0;
    let dot = 0;
    const o = i * dims;
    for (let d = 0; d < dims; d++) dot += seedText[d]! * text[o + d]!;
    return dot / 16129;
  };
  const wordsOf = (i: number): number => {
    let words = 0;
    for (let k = keywordStart[i]!, end = keywordStart[i + 1]!; k < end; k++) words += keywordScratch[keywordIds[k]!]! * keywordW[k]!;
    return words;
  };
  // The gate factor the last `similarity` call found.
  const last = { gate: 1 };
  /** The tag side alone (a soft cosine, 0..1) of row r of a CSR: whether a game is similar at all. */
  const tagSideIn = (start: Uint32Array, id: Uint16Array, w: Float32Array, norms: Float32Array) => (r: number): number => {
    let dot = 0;
    const end = start[r + 1]!;
    for (let k = start[r]!; k < end; k++) dot += q[id[k]!]! * w[k]!;
    return dot > 0 ? Math.min(1, (dot * inv) / norms[r]!) : 0;
  };
  return {
    last,
    /** The tag side of slot i. */
    tagSide: tagSideIn(featStart, featId, featW, norm),
    tagSideIn,
    /**
     * The similarity blending the game's tag side `tags` with its text side, or 0 when even a perfect text could not
     * lift it to `floor` (the caller drops it then); the score's gate factor is left in `last.gate`. The text
     * reorders the games the tags call similar, it neither adds games nor empties a filtered list.
     */
    similarity(i: number, tags: number, floor = 0): number {
      last.gate = 1;
      if (!hasText(i)) return tags;
      if ((1 - opts.textWeight) * tags + opts.textWeight < floor) return 0;
      const t = textOf(i);
      if (t < opts.textGate && wordsOf(i) === 0) last.gate = opts.textGatePenalty;
      // Int8 rounding can put a cosine a hair above 1; a plain score must stay under its prior for the scan's early stop.
      return (1 - opts.textWeight) * tags + opts.textWeight * Math.min(1, Math.max(0, t));
    },
    text: textOf,
    era(i: number): number {
      const y = year[i]!;
      return seedYear === 0 || y === 0 ? unknownEra : 1 - eraSlope * Math.min(opts.eraSpan, Math.abs(y - seedYear));
    },
  };
}

/** Per index: which features are kind tags (KIND_TAGS). */
const kindFeatures = new WeakMap<GameIndex, Uint8Array>();

function kindMask(index: GameIndex): Uint8Array {
  let mask = kindFeatures.get(index);
  if (!mask) {
    mask = Uint8Array.from(index.space.names, (name, id) => (id < index.space.tagCount && KIND_TAGS.has(name) ? 1 : 0));
    kindFeatures.set(index, mask);
  }
  return mask;
}

/**
 * The kind agreement of a game with the seed, as a score factor from `floor` to 1: the mean of how much of the seed's
 * kind-tag weight the game covers and how much of the game's the seed covers. A kind covers another fully when it is
 * the same tag, partly (their learned relatedness) when related. When either game has no kind tag, nothing says they
 * differ: the factor is 1.
 */
export function kindAgreement(index: GameIndex, seed: SeedVector, floor: number): (i: number) => number {
  if (floor >= 1) return () => 1;
  const mask = kindMask(index);
  const { featStart, featId, featW, related } = index;
  const strength = index.options.relatedness.strength || 1;
  const kinds = seed.features.filter((f) => mask[f.id] === 1);
  const seedTotal = kinds.reduce((sum, f) => sum + f.w, 0);
  if (seedTotal === 0) return () => 1;
  // Which seed kinds each feature covers and how far (CSR by feature), and the most it covers of any (`best`).
  const pairs: { g: number; k: number; m: number }[] = [];
  kinds.forEach((f, k) => {
    pairs.push({ g: f.id, k, m: 1 });
    const row = related[f.id]!;
    for (let r = 0; r < row.to.length; r++) if (mask[row.to[r]!] === 1) pairs.push({ g: row.to[r]!, k, m: Math.min(1, row.w[r]! / strength) });
  });
  pairs.sort((a, b) => a.g - b.g || a.k - b.k);
  const n = index.space.names.length;
  const start = new Uint32Array(n + 1);
  for (const p of pairs) start[p.g + 1]!++;
  for (let g = 0; g < n; g++) start[g + 1]! += start[g]!;
  const kindOf = Uint8Array.from(pairs, (p) => p.k);
  const cover = Float32Array.from(pairs, (p) => p.m);
  const best = new Float32Array(n);
  for (const p of pairs) best[p.g] = Math.max(best[p.g]!, p.m);
  const covered = new Float32Array(kinds.length);
  const weight = Float32Array.from(kinds, (f) => f.w);
  return (i) => {
    let total = 0;
    let byGame = 0;
    covered.fill(0);
    for (let k = featStart[i]!, end = featStart[i + 1]!; k < end; k++) {
      const g = featId[k]!;
      if (mask[g] !== 1) continue;
      total += featW[k]!;
      byGame += featW[k]! * best[g]!;
      for (let p = start[g]!, to = start[g + 1]!; p < to; p++) if (cover[p]! > covered[kindOf[p]!]!) covered[kindOf[p]!] = cover[p]!;
    }
    if (total === 0) return 1;
    let bySeed = 0;
    for (let k = 0; k < weight.length; k++) bySeed += weight[k]! * covered[k]!;
    return floor + (1 - floor) * ((bySeed / seedTotal + byGame / total) / 2);
  };
}

/** Slots a scan reads at a time (see tagPruner). */
const SCAN_CHUNK = 4096;

/**
 * Prefix filtering for the tag side. The seed's query vector q (S·a) and every game's vector w are nonnegative, and
 * ‖w‖ is at most the game's soft norm (S = I + nonnegative relatedness). A game whose features all lie in a set F
 * of q's features has q·w ≤ ‖q_F‖·‖w‖, so its tag side is at most ‖q_F‖ / the seed's soft norm. With F the seed's
 * weakest features while that bound stays under the least tag side any pool could still take, only a game carrying
 * one of the other (strong) features can enter: `mark` marks those slots of a chunk from the feature postings, or
 * declines (false: the chunk is read whole) while the strong features' postings would cost about as much as the
 * slots. `least` only rises over a scan, so the weak set only grows.
 */
function tagPruner(index: GameIndex, q: Float64Array, seedNorm: number) {
  const { postStart, postSlot, size } = index;
  const order: number[] = [];
  for (let f = 0; f < q.length; f++) if (q[f]! > 0) order.push(f);
  order.sort((a, b) => q[a]! - q[b]! || a - b);
  // bound[u]: the tag side reachable with order[0..u] alone; strongCost[u]: the postings of order[u..].
  const bound = new Float64Array(order.length);
  let squares = 0;
  order.forEach((f, u) => (bound[u] = Math.sqrt((squares += q[f]! * q[f]!)) / seedNorm));
  const strongCost = new Float64Array(order.length + 1);
  for (let u = order.length - 1; u >= 0; u--) strongCost[u] = strongCost[u + 1]! + postStart[order[u]! + 1]! - postStart[order[u]!]!;
  let weak = 0;
  return {
    mark(x: number, y: number, least: number, marks: Uint8Array): boolean {
      // The margin covers the rounding of the stored norms (Float32).
      const reach = least * (1 - 1e-6);
      while (weak < order.length && bound[weak]! < reach) weak++;
      if (strongCost[weak]! > size) return false;
      marks.fill(0);
      for (let u = weak; u < order.length; u++) {
        const f = order[u]!;
        const end = postStart[f + 1]!;
        for (let k = lowerBound(postSlot, x, postStart[f]!, end); k < end && postSlot[k]! < y; k++) marks[postSlot[k]! - x] = 1;
      }
      return true;
    },
  };
}

/** The seed vector spread over related tags (S·a), dense over the feature space. */
function queryVector(index: GameIndex, seed: SeedVector): Float64Array {
  const q = new Float64Array(index.space.names.length);
  for (const f of seed.features) {
    q[f.id]! += f.w;
    const row = index.related[f.id]!;
    for (let r = 0; r < row.to.length; r++) q[row.to[r]!]! += f.w * row.w[r]!;
  }
  return q;
}

/** Games sharing the seed's developer, publisher or series, or co-recommended with it, with those signals set. */
function specialCandidates(index: GameIndex, seed: SeedVector): Map<number, Candidate> {
  const out = new Map<number, Candidate>();
  const touch = (i: number): Candidate => {
    let c = out.get(i);
    if (!c) out.set(i, (c = { i, score: 0, similarity: 0, text: 0, coRec: 0, sameDeveloper: false, samePublisher: false, sameSeries: false }));
    return c;
  };
  for (const d of seed.developers) for (const i of capped(slotsOf(index.gamesByDeveloper, d))) touch(i).sameDeveloper = true;
  for (const p of seed.publishers) for (const i of capped(slotsOf(index.gamesByPublisher, p))) touch(i).samePublisher = true;
  for (const i of seriesMates(index, seed)) touch(i).sameSeries = true;
  for (const [appid, w] of index.coRecommendations.get(seed.appid) ?? []) {
    const i = index.byAppid.get(appid);
    if (i !== undefined) touch(i).coRec = w;
  }
  return out;
}

/** A developer or publisher with more games than this (a label, an asset mill) says nothing about taste. */
const MAX_MAKER_GAMES = 400;

function capped(games: number[] | undefined): number[] {
  return games && games.length <= MAX_MAKER_GAMES ? games : [];
}

/** First words shared by more games than this ("super", "dark") are too common to look through. */
const MAX_SERIES_HEAD = 4000;

/**
 * Games of the seed's series: the same series key, or one key extending the other by whole words ("Team Fortress" /
 * "Team Fortress Classic"), and in both cases a shared developer or publisher.
 */
function seriesMates(index: GameIndex, seed: SeedVector): number[] {
  if (!seed.seriesKey) return [];
  const heads = slotsByName(index.gamesBySeriesHead, seed.seriesKey.split(" ")[0]!) ?? [];
  const pool = heads.length <= MAX_SERIES_HEAD ? heads : (slotsOf(index.gamesBySeries, seed.series) ?? []);
  return pool.filter((i) => sameSeriesKey(index.seriesKeys, i, seed.seriesKey) && sharesMaker(index, seed, i));
}

/**
 * Whether packed key i and `a` name one series: equal, or one extends the other by whole words (read in place: a
 * series head may hold thousands of games).
 */
function sameSeriesKey(keys: StringColumn, i: number, a: string): boolean {
  const from = keys.starts[i]!;
  const length = keys.starts[i + 1]! - from;
  const common = Math.min(length, a.length);
  for (let c = 0; c < common; c++) if (keys.units[from + c] !== a.charCodeAt(c)) return false;
  return length === a.length || (length > a.length ? keys.units[from + common] : a.charCodeAt(common)) === SPACE;
}

const SPACE = 32;

/** A shared series key counts only when the games also share a developer or publisher ("Portal" vs "Portal Knights"). */
function sharesMaker(index: GameIndex, seed: SeedVector, i: number): boolean {
  const d = idsAt(index.developers, i);
  const p = idsAt(index.publishers, i);
  return seed.developers.some((x) => d.includes(x)) || seed.publishers.some((x) => p.includes(x));
}

/** Keeps the k best (score desc, appid asc) in a binary min-heap. */
class TopK {
  private readonly idx: number[] = [];
  private readonly sc: number[] = [];
  private readonly tie: number[] = [];
  constructor(private readonly k: number) {}

  /** Offers a candidate; true when it entered the heap. */
  offer(i: number, s: number, tie: number): boolean {
    if (this.idx.length < this.k) {
      this.idx.push(i); this.sc.push(s); this.tie.push(tie);
      this.up(this.idx.length - 1);
      return true;
    }
    if (!this.better(s, tie, this.sc[0]!, this.tie[0]!)) return false;
    this.idx[0] = i; this.sc[0] = s; this.tie[0] = tie;
    this.down(0);
    return true;
  }

  full(): boolean {
    return this.idx.length >= this.k;
  }

  /** The lowest score kept (the k-th best). */
  minScore(): number {
    return this.sc[0] ?? 0;
  }

  sorted(): { i: number; s: number }[] {
    const out = this.idx.map((i, k) => ({ i, s: this.sc[k]!, t: this.tie[k]! }));
    out.sort((a, b) => b.s - a.s || a.t - b.t);
    return out;
  }

  // a ranks above b: higher score, then lower appid.
  private better(sa: number, ta: number, sb: number, tb: number): boolean {
    return sa > sb || (sa === sb && ta < tb);
  }

  private swap(a: number, b: number): void {
    [this.idx[a], this.idx[b]] = [this.idx[b]!, this.idx[a]!];
    [this.sc[a], this.sc[b]] = [this.sc[b]!, this.sc[a]!];
    [this.tie[a], this.tie[b]] = [this.tie[b]!, this.tie[a]!];
  }

  private up(k: number): void {
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (!this.better(this.sc[p]!, this.tie[p]!, this.sc[k]!, this.tie[k]!)) break;
      this.swap(p, k);
      k = p;
    }
  }

  private down(k: number): void {
    const n = this.idx.length;
    for (;;) {
      const l = 2 * k + 1;
      const r = l + 1;
      let m = k;
      if (l < n && this.better(this.sc[m]!, this.tie[m]!, this.sc[l]!, this.tie[l]!)) m = l;
      if (r < n && this.better(this.sc[m]!, this.tie[m]!, this.sc[r]!, this.tie[r]!)) m = r;
      if (m === k) return;
      this.swap(m, k);
      k = m;
    }
  }
}

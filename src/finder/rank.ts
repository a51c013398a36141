// Offline ranking: label coverage + BM25 text fields + popularity prior + year/platform/creator hints, and confidence.
import { DEFAULT_FINDER, type FinderOptions, type RankWeights } from "./defaults";
import type { ParsedQuery, YearHint } from "./query";
import { ADULT_KEYS, labelsOf, postingsOf, type SearchIndex, type TextField } from "./search-index";
import type { Confidence, PlatformHint } from "./types";
import { featureKey, tokenize } from "../text";

/** One scored game with the evidence behind its score (for `why` lines and confidence). */
export interface Ranked {
  index: number;
  score: number;
  labels: string[];
  textTerms: string[];
  yearMatch: boolean;
  creatorMatch: boolean;
  /** The game whose player reviews match the description clearly best. */
  textLeader: boolean;
  /** The description tells more than tags can (a plot, a look) and the game has no text to check it against. */
  untested: boolean;
}

export interface RankOptions {
  yearMin?: number | null;
  yearMax?: number | null;
  platform?: PlatformHint | null;
  /** How many ranked games to return. */
  limit: number;
  /** The finder's numbers; default DEFAULT_FINDER. */
  options?: FinderOptions;
}

/** A name that is a numbered sequel: "Hades II", "Portal 2", "Max Payne 3" (not years like "FIFA 2020"). */
const SEQUEL_NAME = /(?<![\p{L}\p{N}])(2|3|4|5|6|7|ii|iii|iv|vi|vii)(?![\p{L}\p{N}])/iu;

/**
 * Ranks the catalog for a parsed description.
 *
 * @example
 * rank(index, parseQuery("ninja soulslike", index.labelNames), { limit: 5 })[0]?.labels; // ["Souls-like", "Ninja"]
 */
export function rank(index: SearchIndex, q: ParsedQuery, options: RankOptions): Ranked[] {
  const o = options.options ?? DEFAULT_FINDER;
  const w = o.weights;
  const n = index.games.length;
  const relevance = new Float32Array(n);
  scoreLabels(index, q, w.labels, relevance);
  for (const field of index.fields) {
    if (field.name !== "reviews") scoreField(field, q.terms, w[field.name], o.text, relevance);
  }
  const reviews = index.fields.find((f) => f.name === "reviews");
  const textLeader = reviews ? scoreReviews(reviews, q.terms, w, o.text, relevance) : -1;

  const creator = creatorGames(index, q.creatorRef);
  for (const i of creator) relevance[i] = (relevance[i] ?? 0) + w.creator;

  const years = [...q.years];
  if (options.yearMin != null || options.yearMax != null) {
    years.push({ min: options.yearMin ?? 1970, max: options.yearMax ?? 2100, strength: 2 });
  }
  const classic = years.length ? labelSet(index, CLASSIC_LABELS) : null;
  // Asking for sexual content lets adult-only games in; plain nudity ("you wake up naked") does not.
  const nsfwWanted = [...q.labels.keys()].some((k) => ADULT_KEYS.has(k) && k !== "nudity");
  const wantVr = q.vr || options.platform === "vr";
  const vrKeys = ["vr", "vronly", "vrsupported", "vrsupport"].map((k) => index.labels.get(k)).filter((p) => p !== undefined);
  const vrSet = wantVr ? new Set(vrKeys.flatMap((p) => [...p.idx])) : null;

  const popFactor = q.popular ? o.popularity.hitFactor : 1;
  const scored: { i: number; s: number }[] = [];
  for (let i = 0; i < n; i++) {
    const r = relevance[i]!;
    if (r <= 0) continue;
    const g = index.games[i]!;
    if (g.adult && !nsfwWanted) continue;
    const pop = w.pop * popFactor * Math.min(o.popularity.cap, g.pop / o.popularity.scale);
    let s = r + pop + w.year * yearBonus(g.year, years, classic?.has(i) === true);
    if (options.platform === "deck" || q.deck) s += w.platform * (g.deck === "verified" ? 1 : g.deck === "playable" ? 0.6 : g.deck === "unsupported" ? -1 : 0);
    if (vrSet && vrSet.has(i)) s += w.platform;
    // "Coming soon" also marks games with no known date; thousands of reviews mean it is out.
    if (g.comingSoon && g.pop < o.popularity.releasedPop) s -= o.popularity.comingSoonPenalty;
    if (q.series) s += (q.series === "sequel") === SEQUEL_NAME.test(g.name) ? o.seriesBonus : 0;
    scored.push({ i, s });
  }
  scored.sort((a, b) => b.s - a.s || index.games[a.i]!.appid - index.games[b.i]!.appid);
  const untested = q.unexplained >= o.confidence.untestedWords;
  return scored.slice(0, options.limit).map(({ i, s }) => explain(index, q, i, s, years, creator, i === textLeader, untested));
}

/**
 * Review text: BM25 like the other fields, plus a bonus for a game whose reviews match the description clearly
 * better than any other game's (players' own words singled it out). Returns that game's index, or -1.
 */
function scoreReviews(field: TextField, terms: Map<string, number>, w: RankWeights, t: FinderOptions["text"], out: Float32Array): number {
  const own = new Float32Array(out.length);
  scoreField(field, terms, w.reviews, t, own);
  let first = -1;
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < own.length; i++) {
    const v = own[i]!;
    if (v === 0) continue;
    out[i]! += v;
    if (v > s1) {
      s2 = s1;
      s1 = v;
      first = i;
    } else if (v > s2) s2 = v;
  }
  // With no second game to compare with, a lead says nothing (one generic word may be all that matched).
  if (first < 0 || s2 === 0) return -1;
  const lead = Math.min(1, (s1 / s2 - t.leadMinRatio) / (t.leadFullRatio - t.leadMinRatio));
  if (lead <= 0) return -1;
  out[first]! += w.textLead * lead;
  return first;
}

// Label coverage: share of the query's label weight (idf-weighted) that the game carries.
function scoreLabels(index: SearchIndex, q: ParsedQuery, weight: number, out: Float32Array): void {
  let total = 0;
  const used: { p: NonNullable<ReturnType<SearchIndex["labels"]["get"]>>; wq: number }[] = [];
  for (const [key, wq] of q.labels) {
    const p = index.labels.get(key);
    if (!p) continue;
    total += wq * p.idf;
    used.push({ p, wq });
  }
  if (total === 0) return;
  // Coverage saturates: matching 60% of a long description's labels is already a strong match.
  const norm = weight / Math.max(total * 0.6, 4);
  for (const { p, wq } of used) {
    // The label's contribution per weight code, once (the same products as weighing each game in turn).
    const c = wq * p.idf * norm;
    const byCode = Float64Array.from(index.labelWeight, (x) => c * x);
    for (let k = 0; k < p.idx.length; k++) out[p.idx[k]!]! += byCode[p.weightCode[k]!]!;
  }
}

// BM25 of the query terms in one field, normalised by the query's best possible score in that field.
function scoreField(field: TextField, terms: Map<string, number>, weight: number, tx: FinderOptions["text"], out: Float32Array): void {
  if (weight === 0 || field.docs === 0) return;
  let maxPossible = 0;
  const used: { idx: Int32Array; tf: Float32Array; idf: number }[] = [];
  for (const t of terms.keys()) {
    const p = postingsOf(field, t);
    if (!p) continue;
    const idf = Math.log(1 + (field.docs - p.idx.length + 0.5) / (p.idx.length + 0.5));
    maxPossible += idf * (tx.k1 + 1);
    used.push({ ...p, idf });
  }
  if (used.length === 0) return;
  const b = tx.b[field.name];
  const k1 = tx.k1;
  const norm = weight / Math.max(maxPossible * 0.5, 6);
  for (const { idx, tf, idf } of used) {
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      const f = tf[k]!;
      const len = field.docLen[i]! / field.avgLen;
      out[i]! += (norm * idf * f * (k1 + 1)) / (f + k1 * (1 - b + b * len));
    }
  }
}

// Old games are often on the store under their re-release date: a game tagged Classic/Remake/1990's... dated after
// the hinted years still gets half the bonus.
function yearBonus(year: number | null, hints: YearHint[], classic: boolean): number {
  if (year === null || hints.length === 0) return 0;
  let best = 0;
  for (const h of hints) {
    const d = year < h.min ? h.min - year : year > h.max ? year - h.max : 0;
    let b = d === 0 ? h.strength : h.strength * 0.6 * Math.max(0, 1 - d / 3);
    if (classic && year > h.max && h.max < 2012) b = Math.max(b, h.strength * 0.5);
    best = Math.max(best, b);
  }
  return best;
}

/** Labels that mark an old game re-released later. */
const CLASSIC_LABELS = ["Classic", "Remake", "1990's", "1980s", "Cult Classic", "Retro"];

function labelSet(index: SearchIndex, labels: string[]): Set<number> {
  const out = new Set<number>();
  for (const l of labels) for (const i of index.labels.get(featureKey(l))?.idx ?? []) out.add(i);
  return out;
}

// Games by the developer of the game named in "by the makers of X" (X itself excluded).
function creatorGames(index: SearchIndex, ref: string | null): Set<number> {
  const out = new Set<number>();
  if (!ref) return out;
  const refTokens = new Set(tokenize(ref));
  const nameField = index.fields.find((f) => f.name === "name");
  if (!nameField || refTokens.size === 0) return out;
  let best = -1;
  const counts = new Map<number, number>();
  for (const t of refTokens) {
    const p = postingsOf(nameField, t);
    if (!p || p.idx.length > 2000) continue;
    for (const i of p.idx) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  for (const [i, c] of counts) {
    // The whole name must be in the reference ("the terraria devs" name Terraria, not "Terraria: Otherworld").
    if (c < nameField.docLen[i]! || c === 0) continue;
    if (best < 0 || index.games[i]!.pop > index.games[best]!.pop) best = i;
  }
  if (best < 0) return out;
  for (const dev of index.games[best]!.developers) {
    for (const i of index.byDeveloper.get(dev.toLowerCase()) ?? []) if (i !== best) out.add(i);
  }
  return out;
}

function explain(index: SearchIndex, q: ParsedQuery, i: number, score: number, years: YearHint[], creator: Set<number>, textLeader: boolean, untested: boolean): Ranked {
  const g = index.games[i]!;
  const own = new Map(labelsOf(index, i).map((l) => [featureKey(l), l] as const));
  const labels = [...q.labels.entries()]
    .filter(([k]) => own.has(k) || binaryHas(index.labels.get(k)?.idx ?? new Int32Array(), i))
    .map(([k, wq]) => ({ label: own.get(k) ?? index.labels.get(k)!.label, v: wq * (index.labels.get(k)?.idf ?? 0) }))
    .sort((a, b) => b.v - a.v)
    .map((x) => x.label);
  const textTerms: { t: string; v: number }[] = [];
  for (const field of index.fields) {
    for (const t of q.terms.keys()) {
      const p = postingsOf(field, t);
      if (p && binaryHas(p.idx, i)) textTerms.push({ t, v: Math.log(field.docs / p.idx.length) });
    }
  }
  textTerms.sort((a, b) => b.v - a.v);
  return {
    index: i,
    score,
    labels: [...new Set(labels)],
    textTerms: [...new Set(textTerms.map((x) => x.t))],
    yearMatch: g.year !== null && years.some((h) => g.year! >= h.min - 1 && g.year! <= h.max + 1),
    creatorMatch: creator.has(i),
    textLeader,
    untested: untested && !g.hasText,
  };
}

function binaryHas(a: Int32Array, x: number): boolean {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = a[mid]!;
    if (v === x) return true;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * How sure the first result is, from its lead over the second: a clear lead means the description singled the game
 * out; a crowd of near-equal scores means it fits many games. Thresholds come from the development sets
 * (`bun run eval:find` prints how often each level was right: high ≈ 9 in 10, medium ≈ 4 in 10, low ≈ 2 in 10).
 */
export function confidenceOf(ranked: readonly Ranked[], c: FinderOptions["confidence"] = DEFAULT_FINDER.confidence): Confidence {
  const first = ranked[0];
  if (!first) return "low";
  const gap = first.score - (ranked[1]?.score ?? 0);
  // A lead built on almost nothing (no tag matched, one word found in a text) is luck, not evidence.
  if (first.labels.length === 0 && first.textTerms.length <= 1 && !first.creatorMatch) return "low";
  // A story or a look the game's texts cannot confirm (it has none) is a guess from its tags and name.
  if (first.score >= c.highMinScore && gap >= c.highMinGap && !first.untested) return "high";
  if (first.score >= c.mediumMinScore && gap >= c.mediumMinGap) return "medium";
  return "low";
}

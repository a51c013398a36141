// Offline ranking: label coverage + BM25F text fields + popularity prior + year/platform/creator hints, and confidence.
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import type { ParsedQuery, YearHint } from "./query";
import { stringAt } from "../catalog/string-column";
import { ADULT_KEYS, deckOf, GAME_FLAG, gameAt, gameCount, labelsOf, postingsOf, termIdf, type Postings, type SearchIndex, type TextField } from "./search-index";
import type { Confidence, PlatformHint } from "./types";
import { featureKey, nameStem, tokenize } from "../text";

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
  const n = gameCount(index);
  const labels = new Float32Array(n);
  const text = new Float32Array(n);
  const labelMass = scoreLabels(index, q, o, labels);
  const strong = new Float32Array(n);
  const cooccur = new Uint8Array(n);
  const textMass = scoreText(index, q, o, text, strong, cooccur);
  const relevance = new Float32Array(n);
  const textPart = new Float32Array(n);
  // Each part is the share of the description's labels or words the game carries. Label coverage saturates (60% of a
  // long description's labels is already a strong match); a few common words make only part of a whole text match.
  const labelNorm = w.labels / Math.max(labelMass * 0.6, 4);
  const textNorm = w.text / Math.max(textMass, o.text.minMass);
  // A well-known game the catalog has no text for is a gap in the data, not a mismatch: it is credited text in
  // proportion to its labels' fit and its fame (an obscure game without text gets next to nothing).
  const credit = (o.text.untestedCredit * textMass) / Math.max(labelMass, 1e-6);
  const untagged = (o.text.untestedCredit * labelMass) / Math.max(textMass, 1e-6);
  const { flags, pop: pops } = index.games;
  for (let i = 0; i < n; i++) {
    let l = labels[i]!;
    let t = text[i]!;
    if (l === 0 && t === 0) continue;
    if (l > 0 && !(flags[i]! & GAME_FLAG.hasText)) t = Math.max(t, credit * Math.min(1, pops[i]! / o.popularity.scale) ** 2 * l);
    // The same gap the other way: a well-known game the catalog has no tags for is credited labels for its text fit.
    if (t > 0 && !(flags[i]! & GAME_FLAG.tagged)) l = Math.max(l, untagged * Math.min(1, pops[i]! / o.popularity.scale) ** 2 * t);
    textPart[i] = textNorm * t + w.strong * strong[i]! + w.together * Math.min(1, Math.max(0, cooccur[i]! - 1) / o.text.togetherFull);
    relevance[i] = labelNorm * l;
  }
  const reviews = index.fields.find((f) => f.name === "reviews");
  const textLeader = reviews ? reviewLeader(reviews, q.terms, o.text, textPart, w.textLead) : -1;
  for (let i = 0; i < n; i++) relevance[i]! += textPart[i]!;
  shareTwinText(index, relevance, textPart, o.twins);

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

  // A short description made of tag words ("space trading sim") names a kind of game, and the game a person
  // remembers from a kind is most often its best-known one: the less evidence a description holds and the more of
  // it is tag talk, the more popularity counts. A story ("a goose annoying villagers") points at one game instead.
  const brevity = q.explained * Math.max(0, 1 - (labelMass + textMass) / o.popularity.shortMass);
  const popFactor = (q.popular ? o.popularity.hitFactor : 1) * (1 + o.popularity.shortBoost * brevity);
  // A few more than asked: two store entries of one game take one place (oncePerGame).
  const top = new TopK(options.limit + SAME_GAME_SLACK);
  for (let i = 0; i < n; i++) {
    const r = relevance[i]!;
    if (r <= 0) continue;
    if (flags[i]! & GAME_FLAG.adult && !nsfwWanted) continue;
    const pop = w.pop * popFactor * Math.min(o.popularity.cap, pops[i]! / o.popularity.scale);
    let s = r + pop + w.year * yearBonus(index.games.year[i]! || null, years, classic?.has(i) === true);
    if (options.platform === "deck" || q.deck) {
      const deck = deckOf(index, i);
      s += w.platform * (deck === "verified" ? 1 : deck === "playable" ? 0.6 : deck === "unsupported" ? -1 : 0);
    }
    if (vrSet && vrSet.has(i)) s += w.platform;
    // "Coming soon" also marks games with no known date; thousands of reviews mean it is out.
    if (flags[i]! & GAME_FLAG.comingSoon && pops[i]! < o.popularity.releasedPop) s -= o.popularity.comingSoonPenalty;
    if (q.series) s += (q.series === "sequel") === SEQUEL_NAME.test(stringAt(index.games.name, i)) ? o.seriesBonus : 0;
    top.offer(i, s, index.games.appid[i]!);
  }
  const untested = q.unexplained >= o.confidence.untestedWords;
  return oncePerGame(index, top.sorted(), options.limit).map(({ i, s }) => explain(index, q, i, s, years, creator, i === textLeader, untested));
}

const SAME_GAME_SLACK = 4;

/**
 * The ranked games with a second store entry of one game left out, `limit` at most: the same name by a shared
 * developer ("Fallout: New Vegas" is two store apps by Obsidian). Same-named games by different studios ("Journey",
 * "LIMBO") stay.
 */
function oncePerGame(index: SearchIndex, ranked: readonly { i: number; s: number }[], limit: number): { i: number; s: number }[] {
  const kept: { i: number; s: number; name: string; developers: readonly string[] }[] = [];
  for (const r of ranked) {
    if (kept.length >= limit) break;
    const g = gameAt(index, r.i);
    const name = g.name.trim().toLowerCase();
    if (kept.some((k) => k.name === name && k.developers.some((d) => g.developers.includes(d)))) continue;
    kept.push({ ...r, name, developers: g.developers });
  }
  return kept.map(({ i, s }) => ({ i, s }));
}

/**
 * Editions of one game (same name stem: an old store page and its definitive edition, a remaster) are described in
 * the same words, but the catalog often holds player reviews for only one of them. Among the best candidates, an
 * edition short of reviews gets its twins' best text match in proportion to how short (none: all of it), so which
 * twin wins is left to what tells them apart (the year, fame), not to which has reviews. A numbered sequel is
 * another game (another stem) and borrows nothing; an edition with reviews of its own stands on them.
 */
function shareTwinText(index: SearchIndex, relevance: Float32Array, textPart: Float32Array, o: FinderOptions["twins"]): void {
  const reviews = index.fields.find((f) => f.name === "reviews");
  if (!o.enabled || !reviews) return;
  const top = new TopK(o.candidates);
  for (let i = 0; i < relevance.length; i++) if (relevance[i]! > 0) top.offer(i, relevance[i]!, index.games.appid[i]!);
  const byStem = new Map<string, number[]>();
  for (const { i } of top.sorted()) {
    const key = nameStem(stringAt(index.games.name, i));
    if (!key) continue;
    const group = byStem.get(key);
    if (group) group.push(i);
    else byStem.set(key, [i]);
  }
  for (const group of byStem.values()) {
    if (group.length < 2) continue;
    const best = Math.max(...group.map((i) => textPart[i]!));
    // Never above the group's best: borrowed words choose among the twins, they do not lift the game against others.
    const ceiling = Math.max(...group.map((i) => relevance[i]!));
    for (const i of group) {
      const gap = Math.max(0, 1 - reviews.docLen[i]! / reviews.avgLen);
      relevance[i] = Math.max(relevance[i]!, Math.min(ceiling, relevance[i]! + gap * (best - textPart[i]!)));
    }
  }
}

/** The best `k` of a stream of scored games (ties: lower appid first), without sorting all of them. */
class TopK {
  private items: { i: number; s: number; appid: number }[] = [];
  private floor = -Infinity;
  constructor(private readonly k: number) {}
  offer(i: number, s: number, appid: number): void {
    if (this.k <= 0 || (this.items.length >= this.k && s < this.floor)) return;
    this.items.push({ i, s, appid });
    if (this.items.length >= this.k * 4) this.trim();
  }
  sorted(): { i: number; s: number }[] {
    this.trim();
    return this.items;
  }
  private trim(): void {
    this.items.sort((a, b) => b.s - a.s || a.appid - b.appid);
    this.items.length = Math.min(this.items.length, this.k);
    if (this.items.length >= this.k) this.floor = this.items[this.items.length - 1]!.s;
  }
}

/**
 * The description's words against the games' texts. Every word weighs its idf (rare words tell more) and a game
 * scores the share of that weight its texts carry, in 0..1. A word counts in all text fields at once (BM25F: name,
 * studio, store description, mined hooks, reviews, each with its weight and length normalisation, summed before
 * saturation), so a rare word of a game's name or description outweighs several common ones, and a telling word the
 * game lacks costs it that word's whole share. Long descriptions keep only their most telling words.
 */
function scoreText(index: SearchIndex, q: ParsedQuery, o: FinderOptions, out: Float32Array, strong: Float32Array, cooccur: Uint8Array): number {
  const n = gameCount(index);
  const units: { term: string; mass: number }[] = [];
  for (const [term, count] of q.terms) {
    let df = 0;
    for (const f of index.fields) df = Math.max(df, postingsOf(f, term)?.idx.length ?? 0);
    // A word no game has (a typo, a private name) is no evidence against any game.
    if (df === 0) continue;
    units.push({ term, mass: Math.min(1.5, Math.sqrt(count)) * termIdf(df, n) });
  }
  units.sort((a, b) => b.mass - a.mass);
  const kept = units.slice(0, o.text.maxUnits);
  const total = kept.reduce((sum, u) => sum + u.mass, 0);
  if (total === 0) return 0;
  const acc = new Float32Array(n);
  const touched: number[] = [];
  const together = new Int32Array(n).fill(-1);
  let seen = 0;
  const { k1 } = o.text;
  for (const u of kept) {
    // A rare word (a goose, a pressure washer) is a concept of its own: a game without it lacks something the
    // person clearly remembers, however many shared tags it has. Its match counts again, outside the shares.
    const isStrong = u.mass >= o.text.strongIdf;
    for (const f of index.fields) {
      const p = postingsOf(f, u.term);
      if (!p) continue;
      const fw = o.text.fieldWeight[f.name];
      const b = o.text.b[f.name];
      const own = f.name === "description" || f.name === "hooks";
      for (let k = 0; k < p.idx.length; k++) {
        const i = p.idx[k]!;
        if (acc[i] === 0) touched.push(i);
        acc[i]! += (fw * p.tf[k]!) / (1 - b + (b * f.docLen[i]!) / f.avgLen);
        // Words found together in one short text of the game (its blurb, its hooks) describe the same thing.
        if (own && together[i] !== seen) {
          together[i] = seen;
          cooccur[i]!++;
        }
      }
    }
    seen++;
    for (const i of touched) {
      const t = acc[i]!;
      out[i]! += (u.mass * t) / (k1 + t);
      if (isStrong) strong[i] = Math.max(strong[i]!, t / (k1 + t));
      acc[i] = 0;
    }
    touched.length = 0;
  }
  return total;
}

// Labels: each game's idf-weighted sum of the description's labels it carries; returns the sum of all of them. A game
// whose own name, blurb or hooks say the words a label was read from fits it as well ("a goose" read as Birds: the
// goose game fits even when nobody tagged it Birds).
function scoreLabels(index: SearchIndex, q: ParsedQuery, o: FinderOptions, out: Float32Array): number {
  let total = 0;
  const own = index.fields.filter((f) => f.name === "name" || f.name === "description" || f.name === "hooks");
  const carries = new Uint8Array(out.length);
  const found = new Uint8Array(out.length);
  const credited: number[] = [];
  for (const [key, wq] of q.labels) {
    const p = index.labels.get(key);
    if (!p) continue;
    total += wq * p.idf;
    // The label's contribution per weight code, once (the same products as weighing each game in turn).
    const byCode = Float64Array.from(index.labelWeight, (x) => wq * p.idf * x);
    for (let k = 0; k < p.idx.length; k++) {
      out[p.idx[k]!]! += byCode[p.weightCode[k]!]!;
      carries[p.idx[k]!] = 1;
    }
    const credit = wq * p.idf * o.text.saidCredit;
    for (const group of q.sources.get(key) ?? []) {
      const games = gamesSaying(own, group, found, o.text.strongIdf);
      for (const i of games) {
        if (carries[i]) continue;
        out[i]! += credit;
        carries[i] = 1;
        credited.push(i);
      }
    }
    for (let k = 0; k < p.idx.length; k++) carries[p.idx[k]!] = 0;
    for (const i of credited) carries[i] = 0;
    credited.length = 0;
  }
  return total;
}

// Games whose texts hold every stem of `group` (in any of `fields`), when one of them is a rare word: a common word
// ("space") says too little to stand for a label. `count` is scratch space, left zeroed.
function gamesSaying(fields: readonly TextField[], group: readonly string[], count: Uint8Array, strongIdf: number): number[] {
  const n = count.length;
  const rare = group.some((t) => termIdf(Math.max(...fields.map((f) => postingsOf(f, t)?.idx.length ?? 0)), n) >= strongIdf);
  if (!rare) return [];
  const touched: number[] = [];
  for (const stem of new Set(group)) {
    const seen = new Set<number>();
    for (const f of fields) {
      const p = postingsOf(f, stem);
      if (!p) continue;
      for (const i of p.idx) {
        if (seen.has(i)) continue;
        seen.add(i);
        if (count[i] === 0) touched.push(i);
        count[i]!++;
      }
    }
  }
  const need = new Set(group).size;
  const out = touched.filter((i) => count[i] === need);
  for (const i of touched) count[i] = 0;
  return out;
}

/**
 * The game whose player reviews match the description clearly better than any other game's (players' own words
 * singled it out) gets a bonus; returns its index, or -1.
 */
function reviewLeader(field: TextField, terms: Map<string, number>, t: FinderOptions["text"], out: Float32Array, weight: number): number {
  const own = new Float32Array(out.length);
  for (const term of terms.keys()) {
    const p = postingsOf(field, term);
    if (!p) continue;
    const idf = termIdf(p.idx.length, field.docs);
    for (let k = 0; k < p.idx.length; k++) own[p.idx[k]!]! += idf * Math.min(3, p.tf[k]!);
  }
  let first = -1;
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < own.length; i++) {
    const v = own[i]!;
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
  out[first]! += weight * lead;
  return first;
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
    if (best < 0 || index.games.pop[i]! > index.games.pop[best]!) best = i;
  }
  if (best < 0) return out;
  for (const dev of gameAt(index, best).developers) {
    for (const i of index.byDeveloper.get(dev.toLowerCase()) ?? []) if (i !== best) out.add(i);
  }
  return out;
}

function explain(index: SearchIndex, q: ParsedQuery, i: number, score: number, years: YearHint[], creator: Set<number>, textLeader: boolean, untested: boolean): Ranked {
  const g = gameAt(index, i);
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
 * (`bun run eval:find` prints how often each level was right: high ≈ 9 in 10, medium and low about 1 in 3).
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

// General vocabulary learned from the catalog itself: which words of names, store descriptions and player reviews
// go with which tags ("jokers" → Card Game, "heist" → Heist), counted once when the index is built.
import type { Postings, TextField } from "./search-index";

/** How word → label associations are learned (see DEFAULT_FINDER.vocabulary). */
export interface VocabularyOptions {
  /** A word must occur in at least this many games' texts of one field. */
  minGames: number;
  /** Words in more than this share of a field's games say nothing about any label. */
  maxShare: number;
  /** The label must be this many times more frequent among the word's games than among all of the field's games. */
  minLift: number;
  /** ...and carried by at least this share of the word's games (smoothed). */
  minShare: number;
  /** Labels kept per word, strongest first. */
  perWord: number;
  /** Prior games added to every count (pulls rare words toward the field's base rates). */
  smoothing: number;
}

/** One learned association: the label's feature key and how strongly the word points to it (0..1). */
export interface LearnedLabel {
  key: string;
  strength: number;
}

/** Stemmed word → the labels its games share. */
export type Vocabulary = Map<string, LearnedLabel[]>;

/**
 * Learns, for every word of the text fields, the labels that its games carry far more often than the field's games
 * do on average. Work is one pass over each field's postings with a dense counter (about 50M additions on the full
 * catalog, well under a second).
 *
 * @example
 * learnVocabulary(index.fields, index.labels, index.games.length, DEFAULT_FINDER.vocabulary).get("heist");
 * // [{ key: "heist", strength: 0.6 }, ...]
 */
export function learnVocabulary(fields: readonly TextField[], labels: ReadonlyMap<string, Postings>, games: number, opts: VocabularyOptions): Vocabulary {
  const keys = [...labels.keys()];
  // Per game: the ids of its labels (compressed rows).
  const start = new Int32Array(games + 1);
  for (const p of labels.values()) for (const i of p.idx) start[i + 1]!++;
  for (let i = 0; i < games; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, games);
  const ids = new Int32Array(start[games]!);
  keys.forEach((k, id) => {
    for (const i of labels.get(k)!.idx) ids[fill[i]!++] = id;
  });

  const out: Vocabulary = new Map();
  const counts = new Float64Array(keys.length);
  const touched: number[] = [];
  for (const field of fields) {
    // Base rate of each label among the games that have text in this field.
    const base = new Float64Array(keys.length);
    let docs = 0;
    for (let i = 0; i < games; i++) {
      if (field.docLen[i]! === 0) continue;
      docs++;
      for (let j = start[i]!; j < start[i + 1]!; j++) base[ids[j]!]!++;
    }
    if (docs === 0) continue;
    const maxGames = Math.max(opts.minGames, opts.maxShare * docs);
    for (const [term, t] of field.terms) {
      const df = field.start[t + 1]! - field.start[t]!;
      if (df < opts.minGames || df > maxGames) continue;
      for (let k = field.start[t]!; k < field.start[t + 1]!; k++) {
        const i = field.idx[k]!;
        for (let j = start[i]!; j < start[i + 1]!; j++) {
          const id = ids[j]!;
          if (counts[id] === 0) touched.push(id);
          counts[id]!++;
        }
      }
      const found: LearnedLabel[] = [];
      for (const id of touched) {
        const rate = base[id]! / docs;
        const share = (counts[id]! + opts.smoothing * rate) / (df + opts.smoothing);
        counts[id] = 0;
        if (share < opts.minShare || share < opts.minLift * rate) continue;
        // Strength grows with the share of the word's games and with how unusual that is for the label.
        const strength = share * Math.min(1, Math.log(share / rate) / Math.log(opts.minLift * 4));
        found.push({ key: keys[id]!, strength });
      }
      touched.length = 0;
      if (found.length === 0) continue;
      found.sort((a, b) => b.strength - a.strength);
      merge(out, term, found.slice(0, opts.perWord), opts.perWord);
    }
  }
  return out;
}

// A word learned from two fields keeps each label's stronger association.
function merge(out: Vocabulary, term: string, found: LearnedLabel[], perWord: number): void {
  const prev = out.get(term);
  if (!prev) return void out.set(term, found);
  for (const f of found) {
    const same = prev.find((p) => p.key === f.key);
    if (same) same.strength = Math.max(same.strength, f.strength);
    else prev.push(f);
  }
  prev.sort((a, b) => b.strength - a.strength);
  prev.length = Math.min(prev.length, perWord);
}

// Scores candidate keys against the query's readings and ranks games by text match plus how well known they are.
import type { MatchKind } from "./types";
import { appidValue } from "./appid-table";
import { exactIds, KEY_PENALTY, keyAt, scriptCandidates, skelCompactOf, soundOf, type NameIndex, type NameKey } from "./name-index";
import { coreName, hasCyrillic, normalizeForms, soundKey } from "../text";
import { compact, skeleton } from "./skeleton";
import { textSimilarity } from "./similarity";

/** Ranking weight of popularity: added per factor of ten in review count (a 300k-review game gets ~0.14). */
const POPULARITY_WEIGHT = 0.025;
/** Trigram candidates scored per query reading, among Latin keys and among Cyrillic keys. */
const LATIN_CANDIDATES = 100;
const CYRILLIC_CANDIDATES = 40;
/** Similarities under this are not worked out exactly: they are far below any answer. */
const SIMILARITY_FLOOR = 0.65;
/** A reading on the other keyboard layout is not tried when the text as typed already matches this well. */
const LAYOUT_SKIP_SIM = 0.9;
/**
 * Ranking bonus of a store name spelled exactly as the query (or its exact transliteration): "left 4 dead" is not
 * "left 4 dead 2". Aliases get none: a nickname such as "borderlands" is shared by a series, whose best-known game wins.
 */
const EXACT_BONUS = 0.03;
/**
 * More of it when the query holds a number: a number names one game of a series, so "slay the spire 2" typed exactly
 * is the announced sequel with no reviews, not the famous first game one digit away. A near spelling gets none:
 * "portal 3" is no exact "Postal III".
 */
const NUMBERED_EXACT_BONUS = 0.1;
/** Ranking penalty of a match on the name without its edition words ("sacred 2 gold" ~ "sacred 2"). */
const CORE_PENALTY = 0.04;
/** Skeleton matches count a little less than spelled matches: within one script, and across scripts (translit). */
const SKELETON_SAME_SCRIPT = 0.97;
const SKELETON_CROSS_SCRIPT = 0.95;
/**
 * A reading on the other keyboard layout, read through transliteration: a Russian spelling of a Latin name typed on
 * the wrong layout ("nthhfhbz" is "террария"). Two guesses at once, so it counts least.
 */
const SKELETON_LAYOUT_CROSS = 0.92;
/** ...tried only when the text as typed matched nothing this well (it costs a search among all Latin names). */
const LAYOUT_CROSS_MAX_SIM = 0.75;
/** Queries this short (letters and digits) must match a key exactly ("ror2" is no typo of "door2"). */
const EXACT_ONLY_CHARS = 4;
/** Queries this short may differ from a key by one edit at most. */
const ONE_EDIT_CHARS = 5;
/** A skeleton much shorter than its text comes from noise ("zzzzqqq" → "zk"), and is not compared. */
const MIN_SKELETON_SHARE = 0.6;
/**
 * Similarity of a Latin name that sounds exactly like the query ("hollow nite" ~ "hollow knight"): about one typo.
 * Two names that both sound alike tie here, so the popularity term of the score picks the far better-known game.
 */
const SOUND_SIM = 0.86;
/** Queries shorter than this (letters and digits) are not compared by sound (too many short names sound alike). */
const SOUND_MIN_CHARS = 5;

/** One reading of the query, in every form the keys have. */
export interface QueryVariant {
  plain: string;
  core: string;
  skel: string;
  /** plain with "the" kept, without spaces; skel without spaces. */
  plainCompact: string;
  skelCompact: string;
  cyr: boolean;
  /** Subtracted from the similarity of every match of this reading. */
  penalty: number;
  /** Read as typed on the other keyboard layout. */
  layout: boolean;
  /** Only exact matches (a number that is no appid). */
  exactOnly: boolean;
  /** soundKey() of plain, for Latin readings long enough to compare by sound; "" otherwise. */
  sound: string;
}

/** A game the query may mean. */
export interface Ranked {
  appid: number;
  /** Best text similarity 0..1 of any of the game's keys (the confidence). */
  sim: number;
  /** sim minus key penalty plus popularity: the order of the answer. */
  score: number;
  kind: MatchKind;
  /** The query (or its layout-swapped reading) spells one of the game's keys exactly, letter for letter. */
  spelled: boolean;
}

/** Prepares one reading of the raw query text. */
export function makeVariant(raw: string, penalty: number, layout: boolean, exactOnly: boolean): QueryVariant {
  const { plain, compactWithThe } = normalizeForms(raw);
  const skel = skeleton(plain);
  const cyr = hasCyrillic(plain);
  return {
    plain,
    core: coreName(plain, true),
    skel,
    plainCompact: compactWithThe,
    skelCompact: compact(skel),
    cyr,
    penalty,
    layout,
    exactOnly,
    sound: !cyr && !exactOnly && compactWithThe.length >= SOUND_MIN_CHARS ? soundKey(plain) : "",
  };
}

/**
 * Every game matched by any reading, best score first. A reading on the other keyboard layout is a guess, read only
 * while no earlier reading came close; it may come as the function that makes it, called only then (most queries
 * are names spelled near enough).
 */
export function rankCandidates(index: NameIndex, variants: readonly (QueryVariant | (() => QueryVariant))[]): Ranked[] {
  const best = new Map<number, Ranked>();
  let bestSim = 0;
  for (const reading of variants) {
    if (bestSim >= LAYOUT_SKIP_SIM && (typeof reading === "function" || reading.layout)) continue;
    const v = typeof reading === "function" ? reading() : reading;
    const len = v.plainCompact.length;
    if (len === 0) continue;
    const useSkel = v.skelCompact.length >= len * MIN_SKELETON_SHARE;
    const exactBonus = EXACT_BONUS + (/(?:^| )\d+(?: |$)/.test(v.plain) ? NUMBERED_EXACT_BONUS : 0);
    for (const id of candidateIds(index, v, bestSim < LAYOUT_CROSS_MAX_SIM)) {
      const key = keyAt(index, id);
      const m = matchKey(v, key, useSkel, index, id);
      if (!m) continue;
      const exact = m.raw === 1;
      if ((len <= EXACT_ONLY_CHARS || v.exactOnly) && !exact) continue;
      if (len <= ONE_EDIT_CHARS && m.raw < 0.8) continue;
      const sim = m.sim - v.penalty;
      const named = key.type === "name" || key.type === "alt";
      const bonus = exact && named && (m.how === "plain" || key.cyr !== v.cyr) ? exactBonus : 0;
      const score = sim + bonus - KEY_PENALTY[key.type] + POPULARITY_WEIGHT * (appidValue(index.popularity, key.appid) ?? 0);
      if (sim > bestSim) bestSim = sim;
      const spelled = exact && m.how === "plain";
      const prev = best.get(key.appid);
      if (prev && prev.score >= score) {
        // The game keeps its best-scoring key, and the best confidence any of its keys reached.
        prev.sim = Math.max(prev.sim, sim);
        prev.spelled ||= spelled;
        continue;
      }
      const kind = kindOf(v, key, m.how, exact);
      best.set(key.appid, { appid: key.appid, sim: Math.max(sim, prev?.sim ?? 0), score, kind, spelled: spelled || !!prev?.spelled });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.appid - b.appid);
}

// Exact hits, then trigram candidates: a layout-swapped Latin reading only among Latin keys; a Cyrillic one (a
// Russian spelling typed on the wrong layout) among Latin keys too when nothing else matched.
function candidateIds(index: NameIndex, v: QueryVariant, crossLayout: boolean): Set<number> {
  const ids = new Set<number>(exactIds(index, v.plain));
  for (const id of exactIds(index, v.core)) ids.add(id);
  if (v.exactOnly) return ids;
  if (!v.layout || !v.cyr || crossLayout) for (const id of scriptCandidates(index.latin, v.skel, LATIN_CANDIDATES)) ids.add(id);
  if (!v.layout || v.cyr) for (const id of scriptCandidates(index.cyrillic, v.skel, CYRILLIC_CANDIDATES)) ids.add(id);
  return ids;
}

type How = "plain" | "core" | "skel" | "sound";

// The best of: plain text, names without edition words, skeletons. `raw` is the similarity before any weight.
function matchKey(v: QueryVariant, key: NameKey, useSkel: boolean, index: NameIndex, id: number): { sim: number; raw: number; how: How } | null {
  const same = key.cyr === v.cyr;
  let sim = 0;
  let raw = 0;
  let how: How = "plain";
  if (same) {
    raw = sim = textSimilarity(v.plain, key.plain, SIMILARITY_FLOOR, v.plainCompact, key.plainCompact);
    if ((v.core !== v.plain || key.core !== key.plain) && sim < 1) {
      const c = textSimilarity(v.core, key.core, SIMILARITY_FLOOR);
      if (c - CORE_PENALTY > sim) [sim, raw, how] = [c - CORE_PENALTY, c, "core"];
    }
  }
  // A layout-swapped Latin reading is already a guess: it is never read through transliteration.
  const weight = same ? SKELETON_SAME_SCRIPT : v.layout ? SKELETON_LAYOUT_CROSS : SKELETON_CROSS_SCRIPT;
  if (useSkel && sim < weight && (same || !v.layout || v.cyr)) {
    const s = textSimilarity(v.skel, key.skel, Math.max(SIMILARITY_FLOOR, sim / weight), v.skelCompact, skelCompactOf(index, id));
    const weighted = s * weight;
    if (weighted > sim) [sim, raw, how] = [weighted, s, "skel"];
  }
  // Sound only lifts a name already spelt near the query: "qqqqq" and "kkkkk" sound alike but spell nothing.
  if (sim > 0 && sim < SOUND_SIM && v.sound !== "" && !key.cyr && soundOf(index, id) === v.sound) [sim, raw, how] = [SOUND_SIM, SOUND_SIM, "sound"];
  return sim > 0 ? { sim, raw, how } : null;
}

function kindOf(v: QueryVariant, key: NameKey, how: How, exact: boolean): MatchKind {
  if (v.layout) return "layout";
  if (key.cyr !== v.cyr) return "translit";
  if (key.type === "alias") return key.cyr ? "russian" : "alias";
  if (key.cyr) return "russian";
  return exact && how === "plain" ? "name" : "fuzzy";
}

// The structured reasons of the stored lists' lines, chosen by the build: a list served from the stored picks spells
// its lines from them (renderReasons) instead of choosing among the wordings again. Columns, one entry per line, so
// the section maps as typed arrays. Kept for every stored list, in both languages: choosing costs about 0.15 ms a
// list, a third of a stored list's answer.
import type { Lang } from "./types";
import { storedCombos, type PickRange, type StoredLists } from "./stored-lists";
import { SIGNALS, type Mode, type Reason } from "./why";

/** The languages of the stored lines, in line order. */
export const REASON_LANGS: readonly Lang[] = ["en", "ru"];
const MODES: readonly (Mode | null)[] = [null, "online", "local", "LAN"];
/** Tag or hook slots per line (0 = empty, else a string id + 1). */
const TAG_SLOTS = 3;
const HOOK_SLOTS = 2;

/**
 * One line per stored pick (an entry of `lists.picks`) and language: line `l * lists.picks.length + k` is pick `k`'s
 * in `langs[l]`. The tags slots hold the related pair on a "related" line (which names no shared tag).
 */
export interface StoredReasons {
  langs: Lang[];
  /** The tags, hooks and related tags the lines name, each once. */
  strings: string[];
  signal: Uint8Array;
  wording: Uint8Array;
  detail: Int8Array;
  coop: Uint8Array;
  motif: Int16Array;
  tags: Uint16Array;
  hooks: Uint16Array;
}

/**
 * Encodes the reasons of every stored list in REASON_LANGS: `reasonsOf(seed, combo, lang)` gives the
 * reasons of seed `seed`'s stored picks under FILTER_COMBOS[combo], as many as it has picks.
 *
 * @example
 * const reasons = buildStoredReasons(lists, (appid, combo, lang) => recommender.chooseStoredReasons(gameOf(appid), FILTER_COMBOS[combo]!, lang));
 */
export function buildStoredReasons(lists: StoredLists, reasonsOf: (seed: number, combo: number, lang: Lang) => readonly Reason[]): StoredReasons {
  const langs = REASON_LANGS;
  const lines = lists.picks.length * langs.length;
  const ids = new Map<string, number>();
  const id = (s: string | undefined): number => {
    if (s === undefined) return 0;
    let k = ids.get(s);
    if (k === undefined) ids.set(s, (k = ids.size + 1));
    // The slots are 16 bits: a catalog with more distinct tags and hooks than that needs wider ones.
    if (k > 0xffff) throw new Error("precompute: more distinct reason strings than a stored reason can name");
    return k;
  };
  const out = blankReasons(lines, []);
  // Seed by seed, both languages in turn: the rows a list read in one language are still remembered for the other.
  lists.seeds.forEach((seed, s) => {
    for (let c = 0; c < storedCombos(lists, s); c++) {
      const first = lists.pickStart[lists.comboStart[s]! + c]!;
      const count = lists.pickStart[lists.comboStart[s]! + c + 1]! - first;
      if (count === 0) continue;
      langs.forEach((lang, l) => {
        const reasons = reasonsOf(seed, c, lang);
        if (reasons.length !== count) throw new Error(`precompute: ${reasons.length} reasons for ${count} stored picks of ${seed}`);
        reasons.forEach((r, j) => {
          const line = l * lists.picks.length + first + j;
          const named = r.signal === "related" ? r.related! : r.tags;
          if (named.length > TAG_SLOTS || r.hooks.length > HOOK_SLOTS) throw new Error(`precompute: a reason of ${seed} names more than a stored line holds`);
          out.signal[line] = SIGNALS.indexOf(r.signal);
          out.wording[line] = r.wording;
          out.detail[line] = r.detail;
          out.coop[line] = MODES.indexOf(r.coop);
          out.motif[line] = r.motif;
          for (let k = 0; k < TAG_SLOTS; k++) out.tags[line * TAG_SLOTS + k] = id(named[k]);
          for (let k = 0; k < HOOK_SLOTS; k++) out.hooks[line * HOOK_SLOTS + k] = id(r.hooks[k]);
        });
      });
    }
  });
  out.strings = [...ids.keys()];
  return out;
}

/**
 * The reasons of consecutive parts of one StoredLists (the parts joinLists joins, each with its number of picks),
 * joined: each language's lines in part order, string ids renumbered.
 *
 * @example
 * joinReasons([{ reasons: first, picks: firstLists.picks.length }, { reasons: second, picks: secondLists.picks.length }]);
 */
export function joinReasons(parts: readonly { reasons: StoredReasons; picks: number }[]): StoredReasons {
  const ids = new Map<string, number>();
  for (const { reasons } of parts) for (const s of reasons.strings) if (!ids.has(s)) ids.set(s, ids.size + 1);
  if (ids.size > 0xffff) throw new Error("precompute: more distinct reason strings than a stored reason can name");
  const total = parts.reduce((n, p) => n + p.picks, 0);
  const lines = total * REASON_LANGS.length;
  const out = blankReasons(lines, [...ids.keys()]);
  REASON_LANGS.forEach((_, l) => {
    let base = 0;
    for (const { reasons, picks } of parts) {
      const from = l * picks;
      const to = l * total + base;
      out.signal.set(reasons.signal.subarray(from, from + picks), to);
      out.wording.set(reasons.wording.subarray(from, from + picks), to);
      out.detail.set(reasons.detail.subarray(from, from + picks), to);
      out.coop.set(reasons.coop.subarray(from, from + picks), to);
      out.motif.set(reasons.motif.subarray(from, from + picks), to);
      const renumber = (slots: Uint16Array, width: number, into: Uint16Array) => {
        for (let k = from * width; k < (from + picks) * width; k++) {
          const id = slots[k]!;
          into[to * width + (k - from * width)] = id === 0 ? 0 : ids.get(reasons.strings[id - 1]!)!;
        }
      };
      renumber(reasons.tags, TAG_SLOTS, out.tags);
      renumber(reasons.hooks, HOOK_SLOTS, out.hooks);
      base += picks;
    }
  });
  return out;
}

/** Reasons of `lines` lines, every column zero, naming `strings`. */
function blankReasons(lines: number, strings: string[]): StoredReasons {
  return {
    langs: [...REASON_LANGS],
    strings,
    signal: new Uint8Array(lines),
    wording: new Uint8Array(lines),
    detail: new Int8Array(lines),
    coop: new Uint8Array(lines),
    motif: new Int16Array(lines),
    tags: new Uint16Array(lines * TAG_SLOTS),
    hooks: new Uint16Array(lines * HOOK_SLOTS),
  };
}

/**
 * The reasons of the first `count` picks of a stored list (`range`) in `lang`; null when the build stored none in
 * that language.
 */
export function storedReasons(reasons: StoredReasons, lists: StoredLists, range: PickRange, count: number, lang: Lang): Reason[] | null {
  const l = reasons.langs.indexOf(lang);
  if (l < 0) return null;
  const first = range.first;
  const named = (slots: Uint16Array, at: number, n: number): string[] => {
    const out: string[] = [];
    for (let k = 0; k < n && slots[at + k]! > 0; k++) out.push(reasons.strings[slots[at + k]! - 1]!);
    return out;
  };
  const out: Reason[] = [];
  for (let j = 0; j < count; j++) {
    const line = l * lists.picks.length + first + j;
    const signal = SIGNALS[reasons.signal[line]!]!;
    const tags = named(reasons.tags, line * TAG_SLOTS, TAG_SLOTS);
    out.push({
      signal,
      tags: signal === "related" ? [] : tags,
      wording: reasons.wording[line]!,
      detail: reasons.detail[line]!,
      coop: MODES[reasons.coop[line]!]!,
      hooks: named(reasons.hooks, line * HOOK_SLOTS, HOOK_SLOTS),
      motif: reasons.motif[line]!,
      related: signal === "related" ? [tags[0]!, tags[1]!] : null,
    });
  }
  return out;
}

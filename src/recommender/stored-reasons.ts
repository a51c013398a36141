// The structured reasons of the stored lists' lines, chosen by the build: a list served from the stored picks spells
// its lines from them (renderReasons) instead of choosing among the wordings again. Columns, one entry per line, so
// the section maps as typed arrays.
import type { Lang } from "./types";
import { FILTER_COMBOS, type StoredLists } from "./stored-lists";
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
 * Encodes the reasons of every stored list in `langs`: `reasonsOf(seed, combo, lang)` gives the reasons of seed
 * `seed`'s stored picks under FILTER_COMBOS[combo], as many as it has picks.
 *
 * @example
 * const reasons = buildStoredReasons(lists, (appid, combo, lang) => recommender.chooseStoredReasons(gameOf(appid), FILTER_COMBOS[combo]!, lang));
 */
export function buildStoredReasons(
  lists: StoredLists, reasonsOf: (seed: number, combo: number, lang: Lang) => readonly Reason[], langs: readonly Lang[] = REASON_LANGS,
): StoredReasons {
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
  const out: StoredReasons = {
    langs: [...langs],
    strings: [],
    signal: new Uint8Array(lines),
    wording: new Uint8Array(lines),
    detail: new Int8Array(lines),
    coop: new Uint8Array(lines),
    motif: new Int16Array(lines),
    tags: new Uint16Array(lines * TAG_SLOTS),
    hooks: new Uint16Array(lines * HOOK_SLOTS),
  };
  langs.forEach((lang, l) => {
    lists.seeds.forEach((seed, s) => {
      for (let c = 0; c < FILTER_COMBOS.length; c++) {
        const first = lists.pickStart[s * FILTER_COMBOS.length + c]!;
        const count = lists.pickStart[s * FILTER_COMBOS.length + c + 1]! - first;
        if (count === 0) continue;
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
      }
    });
  });
  out.strings = [...ids.keys()];
  return out;
}

/**
 * Parts for other languages of the same lists, joined into one (in part order; string ids renumbered).
 *
 * @example
 * joinReasons([english, russian]).langs; // ["en", "ru"]
 */
export function joinReasons(parts: readonly StoredReasons[]): StoredReasons {
  const ids = new Map<string, number>();
  for (const p of parts) for (const s of p.strings) if (!ids.has(s)) ids.set(s, ids.size + 1);
  if (ids.size > 0xffff) throw new Error("precompute: more distinct reason strings than a stored reason can name");
  const cat = <T extends Uint8Array | Int8Array | Int16Array | Uint16Array>(arrays: T[], Ctor: new (n: number) => T): T => {
    const out = new Ctor(arrays.reduce((n, a) => n + a.length, 0));
    let at = 0;
    for (const a of arrays) {
      out.set(a as never, at);
      at += a.length;
    }
    return out;
  };
  // Another part's string ids, in the joined table.
  const renumbered = (p: StoredReasons, slots: Uint16Array) => slots.map((k) => (k === 0 ? 0 : ids.get(p.strings[k - 1]!)!));
  return {
    langs: parts.flatMap((p) => p.langs),
    strings: [...ids.keys()],
    signal: cat(parts.map((p) => p.signal), Uint8Array),
    wording: cat(parts.map((p) => p.wording), Uint8Array),
    detail: cat(parts.map((p) => p.detail), Int8Array),
    coop: cat(parts.map((p) => p.coop), Uint8Array),
    motif: cat(parts.map((p) => p.motif), Int16Array),
    tags: cat(parts.map((p) => renumbered(p, p.tags)), Uint16Array),
    hooks: cat(parts.map((p) => renumbered(p, p.hooks)), Uint16Array),
  };
}

/**
 * The reasons of `count` stored picks from entry `first` of `lists.picks`, in `lang`; null when the build stored none
 * in that language.
 */
export function storedReasons(reasons: StoredReasons, lists: StoredLists, first: number, count: number, lang: Lang): Reason[] | null {
  const l = reasons.langs.indexOf(lang);
  if (l < 0) return null;
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

// Every name a game is known by, as comparison keys, plus the trigram index over their skeletons. Built once.
import type { Game, GameName } from "../catalog/types";
import type { AliasEntry } from "./aliases";
import { packByAppid, type AppidValues } from "./appid-table";
import { coreName, EDITION_TOKENS, hasCyrillic, normalizeForms, soundKey, splitSubtitle, type NameForms } from "../text";
import { compact, skeleton } from "./skeleton";
import { createTrigramIndex } from "./trigram-index";

/** Where a key comes from; ranks full names over older names, aliases, and halves of a "Head: Subtitle" name. */
export type KeyType = "name" | "alt" | "alias" | "head" | "sub";

/** Ranking penalty of each key type, subtracted from the text similarity. */
export const KEY_PENALTY: Record<KeyType, number> = { name: 0, alias: 0, alt: 0.02, head: 0.06, sub: 0.07 };

/** One comparison key of one game. */
export interface NameKey {
  appid: number;
  type: KeyType;
  /** normalizeName() of the name. */
  plain: string;
  /** The plain key without trailing edition words (same as plain when there are none). */
  core: string;
  /** skeleton() of plain: Latin, spelling variants merged. */
  skel: string;
  /** The name with "the" kept, without spaces. */
  plainCompact: string;
  /** skel without spaces; "" until first needed (filled by skelCompactOf, which saves start-up time). */
  skelCompact: string;
  /** soundKey() of plain; "" until first needed (soundOf). */
  sound: string;
  /** True when the key is written in Cyrillic. */
  cyr: boolean;
}

/** Trigram search over the skeletons of one script's keys, answering with key ids. */
export interface ScriptIndex {
  candidates(skel: string, limit: number): number[];
}

/** Every key, an exact-match map and trigram indexes; keys of more-reviewed games come first. */
export interface NameIndex {
  keys: NameKey[];
  /**
   * Exact lookup by plain and core form: sorted `hash * 2^21 + key id` numbers (a Map of 170k strings costs more to
   * build; a hash collision only adds an id that exactIds() then drops).
   */
  exact: Float64Array;
  /** Keys written in Latin (and other non-Cyrillic scripts), and keys written in Cyrillic. */
  latin: ScriptIndex;
  cyrillic: ScriptIndex;
  /** Display name by appid, for every indexed game (the Game itself is read from the catalog when answered). */
  names: AppidValues<string>;
  /** log10(1 + review count) by appid. */
  popularity: AppidValues<number>;
}

/**
 * Builds the index from the catalog's games and alternative names and the alias tables. Aliases of appids not in
 * the catalog are skipped.
 */
export function buildNameIndex(games: readonly Game[], names: readonly GameName[], aliases: readonly AliasEntry[]): NameIndex {
  const sorted = [...games].sort((a, b) => (b.reviews?.total ?? 0) - (a.reviews?.total ?? 0) || a.appid - b.appid);
  const extra = new Map<number, { text: string; type: "alt" | "alias" }[]>();
  for (const n of names) push(extra, n.appid, { text: n.name, type: "alt" });
  for (const a of aliases) push(extra, a.appid, { text: a.alias, type: "alias" });

  const appids = sorted.map((g) => g.appid);
  const index: NameIndex = {
    keys: [],
    exact: new Float64Array(0),
    latin: EMPTY,
    cyrillic: EMPTY,
    names: packByAppid(appids, sorted.map((g) => g.name)),
    popularity: packByAppid(appids, sorted.map((g) => Math.log10(1 + (g.reviews?.total ?? 0)))),
  };
  const exact: number[] = [];
  for (const g of sorted) {
    const first = index.keys.length;
    addWithParts(index, first, g.appid, g.name, "name");
    for (const e of extra.get(g.appid) ?? []) {
      if (e.type === "alias") addKey(index, first, g.appid, normalizeForms(e.text), "alias");
      else addWithParts(index, first, g.appid, e.text, "alt");
    }
  }
  if (index.keys.length >= ID_SPACE) throw new Error(`lookup: ${index.keys.length} name keys, at most ${ID_SPACE - 1} fit the exact table`);
  for (let id = 0; id < index.keys.length; id++) {
    const k = index.keys[id]!;
    exact.push(hashOf(k.plain) * ID_SPACE + id);
    if (k.core !== k.plain) exact.push(hashOf(k.core) * ID_SPACE + id);
  }
  index.exact = Float64Array.from(exact).sort();
  index.latin = scriptIndex(index.keys, false);
  index.cyrillic = scriptIndex(index.keys, true);
  return index;
}

const EMPTY: ScriptIndex = { candidates: () => [] };

// Separate indexes keep a search that can only match one script (a layout-swapped reading) small.
function scriptIndex(keys: readonly NameKey[], cyr: boolean): ScriptIndex {
  const ids: number[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i]!.cyr === cyr) ids.push(i);
  const trigrams = createTrigramIndex(ids.map((i) => keys[i]!.skel));
  return { candidates: (skel, limit) => trigrams.candidates(skel, limit).map((i) => ids[i]!) };
}

function addWithParts(index: NameIndex, first: number, appid: number, text: string, type: "name" | "alt"): void {
  const parts = splitSubtitle(text);
  if (!parts) return addKey(index, first, appid, normalizeForms(text), type);
  // The separator is a token boundary, so the whole name's forms are its halves' forms joined (normalized once).
  const head = normalizeForms(parts.head);
  const sub = normalizeForms(parts.subtitle);
  const whole = { plain: `${head.plain} ${sub.plain}`.trim(), compactWithThe: head.compactWithThe + sub.compactWithThe };
  addKey(index, first, appid, whole, type);
  addKey(index, first, appid, head, "head");
  addKey(index, first, appid, sub, "sub");
}

// Adds a key unless the game (whose keys start at `first`) already has the same one, or a part of a name says too
// little to be a key of its own.
function addKey(index: NameIndex, first: number, appid: number, forms: NameForms, type: KeyType): void {
  const { plain, compactWithThe } = forms;
  if (plain === "" || ((type === "head" || type === "sub") && !usefulPart(plain))) return;
  for (let i = first; i < index.keys.length; i++) if (index.keys[i]!.plain === plain) return;
  const core = coreName(plain);
  const skel = skeleton(plain);
  const key = { appid, type, plain, core, skel, plainCompact: compactWithThe, skelCompact: "", sound: "", cyr: hasCyrillic(plain) };
  index.keys.push(key);
}

/** The key's skeleton without spaces, worked out on first use. */
export function skelCompactOf(key: NameKey): string {
  if (key.skelCompact === "") key.skelCompact = compact(key.skel);
  return key.skelCompact;
}

/** The key's sound key, worked out on first use (only keys that come up as candidates ever need one). */
export function soundOf(key: NameKey): string {
  if (key.sound === "") key.sound = soundKey(key.plain);
  return key.sound;
}

/** Key ids whose plain or core form is exactly `text`. */
export function exactIds(index: NameIndex, text: string): number[] {
  const h = hashOf(text);
  const table = index.exact;
  let lo = 0;
  let hi = table.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (table[mid]! < h * ID_SPACE) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let i = lo; i < table.length && Math.floor(table[i]! / ID_SPACE) === h; i++) {
    const id = table[i]! % ID_SPACE;
    const k = index.keys[id]!;
    if (k.plain === text || k.core === text) out.push(id);
  }
  return out;
}

/** Key ids stay below this (2^21 = 2M keys) in the exact table. */
const ID_SPACE = 2 ** 21;

// FNV-1a over UTF-16 code units, as an unsigned 32-bit number.
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// A half of "Head: Subtitle" is worth a key when it is a name of its own, not "Definitive Edition", "The Game" or "II".
function usefulPart(plain: string): boolean {
  if (plain.replaceAll(" ", "").length < 4 || /^\d+$/.test(plain)) return false;
  return !plain.split(" ").every((t) => EDITION_TOKENS.has(t) || /^\d+$/.test(t));
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

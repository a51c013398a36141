// Every name a game is known by, as comparison keys, plus the trigram index over their skeletons. Built once.
import type { Game, GameName } from "../catalog/types";
import { packStrings, stringAt, stringEquals, type StringColumn } from "../catalog/string-column";
import type { AliasEntry } from "./aliases";
import { packByAppid, type AppidValues } from "./appid-table";
import { coreName, EDITION_TOKENS, hasCyrillic, normalizeForms, soundKey, splitSubtitle, type NameForms } from "../text";
import { compact, skeleton } from "./skeleton";
import { createTrigramIndex, trigramCandidates, type TrigramIndex } from "./trigram-index";

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
  /** True when the key is written in Cyrillic. */
  cyr: boolean;
}

/** Trigram search over the skeletons of one script's keys (scriptCandidates() answers with key ids). */
export interface ScriptIndex {
  /** Key id of each indexed string. */
  ids: Int32Array;
  trigrams: TrigramIndex;
}

const KEY_TYPES: readonly KeyType[] = ["name", "alt", "alias", "head", "sub"];

/**
 * Every key as columns (plain data: the catalog build stores it; keyAt() reads one key), keys of more-reviewed games
 * first.
 */
export interface NameKeys {
  appid: Int32Array;
  /** Index into KEY_TYPES. */
  type: Uint8Array;
  cyr: Uint8Array;
  plain: StringColumn;
  core: StringColumn;
  skel: StringColumn;
  plainCompact: StringColumn;
  /** skel without spaces (skelCompactOf). */
  skelCompact: StringColumn;
  /** soundKey() of plain, "" for a Cyrillic key (soundOf). */
  sound: StringColumn;
}

/** Every key, an exact-match map and trigram indexes; keys of more-reviewed games come first. */
export interface NameIndex {
  keys: NameKeys;
  /**
   * Exact lookup by plain and core form: sorted `hash * 2^21 + key id` numbers (a Map of 170k strings costs more to
   * build; a hash collision only adds an id that exactIds() then drops).
   */
  exact: Float64Array;
  /** Keys written in Latin (and other non-Cyrillic scripts), and keys written in Cyrillic. */
  latin: ScriptIndex;
  cyrillic: ScriptIndex;
  /** Display name by appid (appid-table.ts), for every indexed game (the Game itself is read from the catalog when answered). */
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
  const keys: NameKey[] = [];
  for (const g of sorted) {
    const first = keys.length;
    addWithParts(keys, first, g.appid, g.name, "name");
    for (const e of extra.get(g.appid) ?? []) {
      if (e.type === "alias") addKey(keys, first, g.appid, normalizeForms(e.text), "alias");
      else addWithParts(keys, first, g.appid, e.text, "alt");
    }
  }
  if (keys.length >= ID_SPACE) throw new Error(`lookup: ${keys.length} name keys, at most ${ID_SPACE - 1} fit the exact table`);
  const exact: number[] = [];
  for (let id = 0; id < keys.length; id++) {
    const k = keys[id]!;
    exact.push(hashOf(k.plain) * ID_SPACE + id);
    if (k.core !== k.plain) exact.push(hashOf(k.core) * ID_SPACE + id);
  }
  return {
    keys: {
      appid: Int32Array.from(keys, (k) => k.appid),
      type: Uint8Array.from(keys, (k) => KEY_TYPES.indexOf(k.type)),
      cyr: Uint8Array.from(keys, (k) => (k.cyr ? 1 : 0)),
      plain: packStrings(keys.map((k) => k.plain)),
      core: packStrings(keys.map((k) => k.core)),
      skel: packStrings(keys.map((k) => k.skel)),
      plainCompact: packStrings(keys.map((k) => k.plainCompact)),
      // Worked out here, not per query: a query compares ~280 candidate keys, and these were a sixth of its time.
      skelCompact: packStrings(keys.map((k) => compact(k.skel))),
      sound: packStrings(keys.map((k) => (k.cyr ? "" : soundKey(k.plain)))),
    },
    exact: Float64Array.from(exact).sort(),
    latin: scriptIndex(keys, false),
    cyrillic: scriptIndex(keys, true),
    names: packByAppid(appids, sorted.map((g) => g.name)),
    popularity: packByAppid(appids, sorted.map((g) => Math.log10(1 + (g.reviews?.total ?? 0)))),
  };
}

/** How many keys the index holds. */
export function keyCount(index: NameIndex): number {
  return index.keys.appid.length;
}

/**
 * Key `id` as an object (made on each call: a query reads a few hundred keys). Most keys' core (98%) and many
 * skeletons (29%) are the plain key itself: compared unit by unit, not decoded again.
 */
export function keyAt(index: NameIndex, id: number): NameKey {
  const k = index.keys;
  const plain = stringAt(k.plain, id);
  return {
    appid: k.appid[id]!, type: KEY_TYPES[k.type[id]!]!, plain,
    core: stringEquals(k.core, id, plain) ? plain : stringAt(k.core, id),
    skel: stringEquals(k.skel, id, plain) ? plain : stringAt(k.skel, id),
    plainCompact: stringAt(k.plainCompact, id), cyr: k.cyr[id] === 1,
  };
}

const EMPTY: ScriptIndex = { ids: new Int32Array(0), trigrams: createTrigramIndex([]) };

// Separate indexes keep a search that can only match one script (a layout-swapped reading) small.
function scriptIndex(keys: readonly NameKey[], cyr: boolean): ScriptIndex {
  const ids: number[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i]!.cyr === cyr) ids.push(i);
  return { ids: Int32Array.from(ids), trigrams: createTrigramIndex(ids.map((i) => keys[i]!.skel)) };
}

/** Key ids of up to `limit` keys of one script whose skeletons share the most trigrams with `skel`. */
export function scriptCandidates(index: ScriptIndex, skel: string, limit: number): number[] {
  return trigramCandidates(index.trigrams, skel, limit).map((i) => index.ids[i]!);
}

function addWithParts(keys: NameKey[], first: number, appid: number, text: string, type: "name" | "alt"): void {
  const parts = splitSubtitle(text);
  if (!parts) return addKey(keys, first, appid, normalizeForms(text), type);
  // The separator is a token boundary, so the whole name's forms are its halves' forms joined (normalized once).
  const head = normalizeForms(parts.head);
  const sub = normalizeForms(parts.subtitle);
  const whole = { plain: `${head.plain} ${sub.plain}`.trim(), compactWithThe: head.compactWithThe + sub.compactWithThe };
  addKey(keys, first, appid, whole, type);
  addKey(keys, first, appid, head, "head");
  addKey(keys, first, appid, sub, "sub");
}

// Adds a key unless the game (whose keys start at `first`) already has the same one, or a part of a name says too
// little to be a key of its own.
function addKey(keys: NameKey[], first: number, appid: number, forms: NameForms, type: KeyType): void {
  const { plain, compactWithThe } = forms;
  if (plain === "" || ((type === "head" || type === "sub") && !usefulPart(plain))) return;
  for (let i = first; i < keys.length; i++) if (keys[i]!.plain === plain) return;
  const core = coreName(plain);
  const skel = skeleton(plain);
  const key = { appid, type, plain, core, skel, plainCompact: compactWithThe, cyr: hasCyrillic(plain) };
  keys.push(key);
}

/** Key `id`'s skeleton without spaces. */
export function skelCompactOf(index: NameIndex, id: number): string {
  return stringAt(index.keys.skelCompact, id);
}

/** Key `id`'s sound key ("" for a Cyrillic key). */
export function soundOf(index: NameIndex, id: number): string {
  return stringAt(index.keys.sound, id);
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
    if (stringEquals(index.keys.plain, id, text) || stringEquals(index.keys.core, id, text)) out.push(id);
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

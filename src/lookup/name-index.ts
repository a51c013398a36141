// Every name a game is known by, as comparison keys, plus the trigram index over their skeletons. Built once.
import type { Game, GameName } from "../catalog/types";
import type { AliasEntry } from "./aliases";
import { coreName, hasCyrillic, normalizeName, splitSubtitle } from "./normalize";
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
  /** plain and skel without spaces. */
  plainCompact: string;
  skelCompact: string;
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
  /** Key ids by plain and by core form. */
  exact: Map<string, number[]>;
  /** Keys written in Latin (and other non-Cyrillic scripts), and keys written in Cyrillic. */
  latin: ScriptIndex;
  cyrillic: ScriptIndex;
  games: Map<number, Game>;
  /** log10(1 + review count) by appid. */
  popularity: Map<number, number>;
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

  const index: NameIndex = { keys: [], exact: new Map(), latin: EMPTY, cyrillic: EMPTY, games: new Map(), popularity: new Map() };
  for (const g of sorted) {
    index.games.set(g.appid, g);
    index.popularity.set(g.appid, Math.log10(1 + (g.reviews?.total ?? 0)));
    const first = index.keys.length;
    addWithParts(index, first, g.appid, g.name, "name");
    for (const e of extra.get(g.appid) ?? []) {
      if (e.type === "alias") addKey(index, first, g.appid, normalizeName(e.text), "alias");
      else addWithParts(index, first, g.appid, e.text, "alt");
    }
  }
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
  addKey(index, first, appid, normalizeName(text), type);
  const parts = splitSubtitle(text);
  if (!parts) return;
  for (const [part, partType] of [[parts.head, "head"], [parts.subtitle, "sub"]] as const) {
    const plain = normalizeName(part);
    if (usefulPart(plain)) addKey(index, first, appid, plain, partType);
  }
}

// Adds a key unless the game (whose keys start at `first`) already has the same one.
function addKey(index: NameIndex, first: number, appid: number, plain: string, type: KeyType): void {
  if (plain === "") return;
  for (let i = first; i < index.keys.length; i++) if (index.keys[i]!.plain === plain) return;
  const core = coreName(plain);
  const id = index.keys.length;
  const skel = skeleton(plain);
  const [plainCompact, skelCompact] = [compact(plain), compact(skel)];
  index.keys.push({ appid, type, plain, core, skel, plainCompact, skelCompact, cyr: hasCyrillic(plain) });
  push(index.exact, plain, id);
  if (core !== plain) push(index.exact, core, id);
}

// A half of "Head: Subtitle" is worth a key when it is a name of its own, not "Definitive Edition" or "II".
function usefulPart(plain: string): boolean {
  return plain.replaceAll(" ", "").length >= 4 && !/^\d+$/.test(plain) && coreName(`x ${plain}`) !== "x";
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

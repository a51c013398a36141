// Refinements of a list by how a game plays (length, difficulty, session shape, co-op kind): the per-slot codes of
// the summaries, the one predicate every list cut goes through, and the clause a why line gains when one mattered.
import type { GameSummary } from "../catalog/types";
import { REFINE_KEYS, REFINE_VALUES, type RefineKey, type Refinements } from "../schemas";
import type { Lang, RefineValue } from "./types";
import { summaryValue } from "../summaries/vocabulary";

/**
 * One bit per summary value, so a game's four fields fit one Uint16 and a test is two masks. A field with no bit set
 * is unknown. Co-op has a "known" bit of its own: `solo_only` is known and offers neither kind.
 */
const LENGTH_SHIFT = 0; // 5 values
const DIFFICULTY_SHIFT = 5; // 4 values
const SESSION_SHIFT = 9; // 3 values
const COOP_ONLINE = 1 << 12;
const COOP_LOCAL = 1 << 13;
const COOP_KNOWN = 1 << 14;

const SHIFT: Record<Exclude<RefineKey, "co_op">, number> = { length: LENGTH_SHIFT, difficulty: DIFFICULTY_SHIFT, session_shape: SESSION_SHIFT };
const COOP_BITS: Record<string, number> = {
  solo_only: COOP_KNOWN,
  online_coop: COOP_KNOWN | COOP_ONLINE,
  local_coop: COOP_KNOWN | COOP_LOCAL,
  online_and_local: COOP_KNOWN | COOP_ONLINE | COOP_LOCAL,
};

/** Every bit of one field: a code without any of them does not know the field. */
const FIELD_BITS: Record<RefineKey, number> = {
  length: 0b11111 << LENGTH_SHIFT,
  difficulty: 0b1111 << DIFFICULTY_SHIFT,
  session_shape: 0b111 << SESSION_SHIFT,
  co_op: COOP_KNOWN,
};

/** The code of one summary (0 when there is none: every field unknown). */
export function refineCode(summary: Pick<GameSummary, "length" | "difficulty" | "sessionShape" | "coOp"> | null): number {
  if (!summary) return 0;
  const bit = (key: Exclude<RefineKey, "co_op">, value: string | null) => {
    const k = value === null ? -1 : (REFINE_VALUES[key] as readonly string[]).indexOf(value);
    return k < 0 ? 0 : 1 << (SHIFT[key] + k);
  };
  return (
    bit("length", summary.length) | bit("difficulty", summary.difficulty) | bit("session_shape", summary.sessionShape) |
    (summary.coOp ? (COOP_BITS[summary.coOp] ?? 0) : 0)
  );
}

/**
 * The codes of every slot of an index (plain data: one Uint16Array), from the catalog's summaries. Built once, on
 * the first refined list, since most lists are not refined.
 */
export function buildRefineCodes(
  slots: { size: number; byAppid: ReadonlyMap<number, number> },
  summaries: Iterable<{ appid: number; summary: GameSummary | null }>,
): Uint16Array {
  const codes = new Uint16Array(slots.size);
  for (const { appid, summary } of summaries) {
    const i = slots.byAppid.get(appid);
    if (i !== undefined) codes[i] = refineCode(summary);
  }
  return codes;
}

/** A compiled refinement over the slot codes: per field, its bits and the bits wanted (flat pairs). */
export interface RefineFilter {
  codes: Uint16Array;
  masks: Uint16Array;
}

/** What the predicate says of one game. */
export const KEEP = 0;
export const NOT_WANTED = 1;
export const UNKNOWN = 2;
export type RefineVerdict = typeof KEEP | typeof NOT_WANTED | typeof UNKNOWN;

/** The filter of `refinements` over `codes`, or null when nothing is refined. */
export function compileRefinements(refinements: Refinements | null | undefined, codes: Uint16Array): RefineFilter | null {
  if (!refinements) return null;
  const masks: number[] = [];
  for (const key of REFINE_KEYS) {
    const wanted = refinements[key];
    if (!wanted?.length) continue;
    masks.push(FIELD_BITS[key], wanted.reduce((m, v) => m | valueBits(key, v), 0));
  }
  return masks.length ? { codes, masks: Uint16Array.from(masks) } : null;
}

/**
 * The one predicate of a refined list, for slot `i`: NOT_WANTED when a field it knows is not asked for, else UNKNOWN
 * when a refined field is unknown, else KEEP. Scans and stored candidate lists cut with it alike.
 */
export function refineVerdict(filter: RefineFilter, i: number): RefineVerdict {
  const code = filter.codes[i]!;
  const m = filter.masks;
  let verdict: RefineVerdict = KEEP;
  for (let k = 0; k < m.length; k += 2) {
    if ((code & m[k]!) === 0) verdict = UNKNOWN;
    else if ((code & m[k + 1]!) === 0) return NOT_WANTED;
  }
  return verdict;
}

/**
 * The values a code holds (refineCode's inverse over the known values): one per field it knows, co-op as "online"
 * and "local".
 *
 * @example
 * codeValues(refineCode({ length: "short", difficulty: null, sessionShape: null, coOp: "online_and_local" }));
 * // [["length", "short"], ["co_op", "online"], ["co_op", "local"]]
 */
export function codeValues(code: number): RefineValue[] {
  const out: RefineValue[] = [];
  for (const key of Object.keys(SHIFT) as (keyof typeof SHIFT)[]) {
    const k = rankOf(code, key);
    if (k >= 0) out.push([key, REFINE_VALUES[key][k]!]);
  }
  if (code & COOP_ONLINE) out.push(["co_op", "online"]);
  if (code & COOP_LOCAL) out.push(["co_op", "local"]);
  return out;
}

function valueBits(key: RefineKey, value: string): number {
  if (key === "co_op") return value === "online" ? COOP_ONLINE : value === "local" ? COOP_LOCAL : 0;
  const k = (REFINE_VALUES[key] as readonly string[]).indexOf(value);
  return k < 0 ? 0 : 1 << (SHIFT[key] + k);
}

/** Position of a code's value within its field (0 = shortest, easiest, …), or -1 when unknown. */
function rankOf(code: number, key: Exclude<RefineKey, "co_op">): number {
  const bits = (code & FIELD_BITS[key]) >> SHIFT[key];
  return bits === 0 ? -1 : 31 - Math.clz32(bits);
}

/** Words of the clause, per language: each value, and the comparison with the seed (less, more) or the field's name. */
// Difficulty and session words are the summaries' own (summaryValue); a length reads shorter in a clause than in a
// summary ("an evening or two" rather than "short (an evening or two)").
const WORDS: Record<Lang, {
  length: readonly string[];
  less: Record<Exclude<RefineKey, "co_op">, string>;
  more: Record<Exclude<RefineKey, "co_op">, string>;
  field: Record<Exclude<RefineKey, "co_op">, string>;
  coop: { online: string; local: string; both: string };
}> = {
  en: {
    length: ["an evening or two", "medium length", "a long game", "a massive game", "no set end"],
    less: { length: "shorter", difficulty: "easier", session_shape: "shorter sessions" },
    more: { length: "longer", difficulty: "harder", session_shape: "longer sessions" },
    field: { length: "length", difficulty: "difficulty", session_shape: "sessions" },
    coop: { online: "online co-op", local: "local co-op", both: "online and local co-op" },
  },
  ru: {
    length: ["вечер-два", "средней длины", "долгая", "очень долгая", "без конца"],
    less: { length: "короче", difficulty: "проще", session_shape: "сессии короче" },
    more: { length: "длиннее", difficulty: "сложнее", session_shape: "сессии длиннее" },
    field: { length: "длина", difficulty: "сложность", session_shape: "сессии" },
    coop: { online: "есть сетевой кооператив", local: "есть локальный кооператив", both: "есть сетевой и локальный кооператив" },
  },
};

/**
 * The clause naming the first refinement that mattered for this pick: one the seed itself would not pass (its value
 * is not asked for, or unknown). It names the pick's value against the seed's ("shorter: an evening or two",
 * "easier: relaxed"), or with the field's name when the seed's is unknown ("length: an evening or two"). Null when
 * the seed passes every refinement (they changed nothing that sets this pick apart). Codes are `buildRefineCodes`'s;
 * the seed's is 0 when it has no summary.
 *
 * @example
 * refineClause({ length: ["short"] }, seedCode, pickCode, "en"); // "shorter: an evening or two"
 */
export function refineClause(refinements: Refinements, seedCode: number, pickCode: number, lang: Lang): string | null {
  const w = WORDS[lang];
  for (const key of REFINE_KEYS) {
    const wanted = refinements[key];
    if (!wanted?.length) continue;
    const asked = wanted.reduce((m, v) => m | valueBits(key, v), 0);
    if (seedCode & asked) continue;
    if (key === "co_op") {
      const kinds = pickCode & asked;
      if (!kinds) continue;
      return kinds === (COOP_ONLINE | COOP_LOCAL) ? w.coop.both : kinds & COOP_LOCAL ? w.coop.local : w.coop.online;
    }
    const pick = rankOf(pickCode, key);
    const seed = rankOf(seedCode, key);
    if (pick < 0) continue;
    const word = key === "length" ? w.length[pick]! : summaryValue(REFINE_VALUES[key][pick]!, lang)!;
    if (seed < 0) return `${w.field[key]}: ${word}`;
    return `${pick < seed ? w.less[key] : w.more[key]}: ${word}`;
  }
  return null;
}

/**
 * A why line with the refinement clause before its full stop: "Also Roguelite, like Hades; shorter: an evening or
 * two." Lines of a list stay distinct, as the clause is only ever appended.
 */
export function withClause(why: string, clause: string | null): string {
  return clause ? `${why.replace(/\.$/, "")}; ${clause}.` : why;
}

/** The code of a slot, or 0 (all unknown) for a game outside the index. */
export function codeOf(codes: Uint16Array, slot: number | undefined): number {
  return slot === undefined ? 0 : codes[slot]!;
}

/** One scan's use of a filter: it collects the scores of the games it left out for unknown data. */
export interface RefineScan {
  filter: RefineFilter;
  unknownScores: number[];
}

/**
 * How many games left out for unknown data would have ranked in a list whose picks scored `picks` (best first) and
 * wanted `n` of them: those scoring at least the last pick, or all of them when the list came out short.
 */
export function countLeftOut(unknownScores: readonly number[], picks: readonly { score: number }[], n: number): number {
  if (picks.length < n) return unknownScores.length;
  const last = picks[picks.length - 1]!.score;
  return unknownScores.reduce((c, s) => c + (s >= last ? 1 : 0), 0);
}

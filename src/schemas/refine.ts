// Refinements of a games-like list ("like Hades, but shorter"): by the summary's length, difficulty, session shape
// and co-op kind. One syntax for REST, MCP and the website: a field takes one value or several separated by commas,
// and a game passes when its value is any of them (`length=short,medium`).
import { Type as T, type Static } from "@sinclair/typebox";

/** The summary's values per refinement, in their natural order (shortest, easiest first). */
export const REFINE_VALUES = {
  length: ["short", "medium", "long", "massive", "endless"],
  difficulty: ["relaxed", "moderate", "challenging", "punishing"],
  session_shape: ["short_bursts", "flexible", "long_sessions"],
  co_op: ["online", "local"],
} as const;

/** The refinement parameters, in the order they are listed and echoed. */
export const REFINE_KEYS = ["length", "difficulty", "session_shape", "co_op"] as const;
export type RefineKey = (typeof REFINE_KEYS)[number];

/** What a list is refined by: for each field, the values a game may have (any of them); absent: not refined. */
export type Refinements = { [K in RefineKey]?: (typeof REFINE_VALUES)[K][number][] };

/** One or more of `values`, comma-separated, nothing else (no spaces, no empty items). */
function setParam(values: readonly string[], description: string, example: string) {
  const one = `(?:${values.join("|")})`;
  return T.String({
    pattern: `^${one}(?:,${one})*$`,
    description: `${description} One of ${values.join(", ")}, or several separated by commas (any of them), e.g. "${example}".`,
    examples: [example],
  });
}

/**
 * The values of a comma-list schema, read back from the pattern `setParam` writes; null for any other schema. Lets
 * an argument check name the accepted form instead of quoting a regular expression.
 *
 * @example
 * commaListValues(RefineOptions.co_op); // ["online", "local"]
 */
export function commaListValues(schema: { pattern?: unknown }): string[] | null {
  if (typeof schema.pattern !== "string") return null;
  const m = /^\^\(\?:([a-z_|]+)\)\(\?:,\(\?:\1\)\)\*\$$/.exec(schema.pattern);
  return m ? m[1]!.split("|") : null;
}

/** The query/argument schemas of the four refinements (all optional where used). */
export const RefineOptions = {
  length: setParam(
    REFINE_VALUES.length,
    "Only games of this length (from the review-mined summary): short = an evening or two, endless = no end.",
    "short,medium",
  ),
  difficulty: setParam(REFINE_VALUES.difficulty, "Only games this hard (from the review-mined summary).", "relaxed,moderate"),
  session_shape: setParam(REFINE_VALUES.session_shape, "Only games with this typical play session.", "short_bursts"),
  co_op: setParam(
    REFINE_VALUES.co_op,
    "Only games with this kind of co-op (online, or local on one screen). The boolean coop keeps its meaning.",
    "local",
  ),
};

/** The `refinements` echo of a refined answer: the values applied, and the games left out for unknown data. */
export const AgentRefinements = T.Object(
  {
    length: T.Optional(T.Array(T.String(), { description: "Lengths asked for." })),
    difficulty: T.Optional(T.Array(T.String(), { description: "Difficulties asked for." })),
    session_shape: T.Optional(T.Array(T.String(), { description: "Session shapes asked for." })),
    co_op: T.Optional(T.Array(T.String(), { description: "Kinds of co-op asked for (online, local)." })),
    left_out_unknown: T.Integer({
      minimum: 0,
      description:
        "Games that would have ranked in this list but were left out because their summary does not say the " +
        "refined field (unknown is never guessed).",
    }),
  },
  // No $id: inlined in GamesLikeResponse, so the document keeps exactly the spec's named components.
  { description: "Present only when the list was refined (length, difficulty, session_shape or co_op was sent)." },
);

export type AgentRefinementsT = Static<typeof AgentRefinements>;

/**
 * The refinements of already-validated parameters: each comma list split, duplicates dropped, in the natural order;
 * null when none is set (the answer is then exactly the unrefined one).
 *
 * @example
 * parseRefinements({ length: "medium,short", co_op: undefined }); // { length: ["short", "medium"] }
 */
export function parseRefinements(params: { [K in RefineKey]?: string | null }): Refinements | null {
  const out: Refinements = {};
  for (const key of REFINE_KEYS) {
    const raw = params[key];
    if (!raw) continue;
    const asked = new Set(raw.split(","));
    (out as Record<string, string[]>)[key] = REFINE_VALUES[key].filter((v) => asked.has(v));
  }
  return Object.keys(out).length ? out : null;
}

/**
 * The comma form of refinements, for links (`length=short,medium`), in REFINE_KEYS order; empty when none.
 *
 * @example
 * refineQuery({ length: ["short"], co_op: ["local"] }); // [["length", "short"], ["co_op", "local"]]
 */
export function refineQuery(r: Refinements | null | undefined): [RefineKey, string][] {
  if (!r) return [];
  return REFINE_KEYS.flatMap((k) => (r[k]?.length ? [[k, r[k]!.join(",")] as [RefineKey, string]] : []));
}

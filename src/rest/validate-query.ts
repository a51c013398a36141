// Validates query parameters from a TypeBox object schema with Pydantic v2's lax rules and FastAPI's 422 errors.
import { Kind, type TObject, type TSchema } from "@sinclair/typebox";

/** One entry of a FastAPI HTTPValidationError `detail` list. */
export interface ValidationErrorItem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type QueryCheck = { ok: true; value: Record<string, unknown> } | { ok: false; detail: ValidationErrorItem[] };

type FieldCheck = (raw: string) => { value: unknown } | { error: Omit<ValidationErrorItem, "loc" | "input"> };

interface Field {
  name: string;
  required: boolean;
  /** Value when absent and not required (the schema default, or null). */
  fallback: unknown;
  check: FieldCheck;
}

/**
 * Compiles a checker for the flat object `schema` (string, integer, boolean and literal-union properties).
 * Every parameter is validated in declaration order and every error is reported, as FastAPI does:
 * - strings: `string_too_short` / `string_too_long` (length in characters) with `ctx.min_length` / `ctx.max_length`,
 *   then `string_pattern_mismatch` with `ctx.pattern` when the schema has a `pattern`;
 * - integers: Pydantic's parsing (surrounding whitespace, `+`/`-`, `5.0`, `1_000`), then `greater_than_equal` /
 *   `less_than_equal` with `ctx.ge` / `ctx.le`, else `int_parsing`;
 * - booleans: true/false, 1/0, yes/no, on/off, t/f, y/n in any case, else `bool_parsing`;
 * - literals: `literal_error` with `ctx.expected` such as `'en' or 'ru'`;
 * - a required parameter that is absent: `missing` with input null. Unknown parameters are ignored.
 *
 * @example
 * const check = createQueryValidator(T.Object({ n: T.Integer({ minimum: 1, default: 10 }) }));
 * check(new Map([["n", "0"]]));
 * // { ok: false, detail: [{ type: "greater_than_equal", loc: ["query", "n"], msg: "Input should be greater than
 * //   or equal to 1", input: "0", ctx: { ge: 1 } }] }
 */
export function createQueryValidator(schema: TObject): (params: Map<string, string>) => QueryCheck {
  const required = new Set(schema.required ?? []);
  const fields: Field[] = Object.entries(schema.properties).map(([name, prop]) => ({
    name,
    required: required.has(name),
    fallback: "default" in prop ? prop.default : null,
    check: fieldCheck(name, prop),
  }));
  return (params) => {
    const value: Record<string, unknown> = {};
    const detail: ValidationErrorItem[] = [];
    for (const f of fields) {
      const raw = params.get(f.name);
      if (raw === undefined) {
        if (f.required) detail.push({ type: "missing", loc: ["query", f.name], msg: "Field required", input: null });
        else value[f.name] = f.fallback;
        continue;
      }
      const r = f.check(raw);
      if ("error" in r) detail.push({ type: r.error.type, loc: ["query", f.name], msg: r.error.msg, input: raw, ...(r.error.ctx ? { ctx: r.error.ctx } : {}) });
      else value[f.name] = r.value;
    }
    return detail.length ? { ok: false, detail } : { ok: true, value };
  };
}

/** The check of one property, chosen once from its schema. */
function fieldCheck(name: string, s: TSchema): FieldCheck {
  const literals = literalValues(s);
  if (literals) return literalCheck(literals);
  switch (s.type) {
    case "string":
      return stringCheck(s.minLength, s.maxLength, s.pattern);
    case "integer":
      return integerCheck(s.minimum, s.maximum);
    case "boolean":
      return booleanCheck;
    default:
      throw new Error(`rest: query parameter "${name}" has an unsupported schema (${String(s[Kind])})`);
  }
}

/** The string values of a literal or a union of literals (a null member allowed), or null for other shapes. */
function literalValues(s: TSchema): string[] | null {
  if (typeof s.const === "string") return [s.const];
  if (!Array.isArray(s.anyOf)) return null;
  const values: string[] = [];
  for (const m of s.anyOf as TSchema[]) {
    if (m.type === "null") continue;
    if (typeof m.const !== "string") return null;
    values.push(m.const);
  }
  return values;
}

function literalCheck(allowed: string[]): FieldCheck {
  const set = new Set(allowed);
  const reprs = allowed.map((v) => `'${v}'`);
  const expected = reprs.length === 1 ? reprs[0]! : `${reprs.slice(0, -1).join(", ")} or ${reprs.at(-1)}`;
  const error = { type: "literal_error", msg: `Input should be ${expected}`, ctx: { expected } };
  return (raw) => (set.has(raw) ? { value: raw } : { error });
}

function stringCheck(min: number | undefined, max: number | undefined, pattern: string | undefined): FieldCheck {
  const plural = (n: number) => (n === 1 ? "" : "s");
  // Pydantic searches for the pattern anywhere in the string (anchors are the pattern's own business).
  const re = pattern === undefined ? null : new RegExp(pattern, "u");
  const mismatch = { type: "string_pattern_mismatch", msg: `String should match pattern '${pattern}'`, ctx: { pattern } };
  return (raw) => {
    // Python counts code points; JS strings count UTF-16 units.
    const len = raw.length > 0 && /[\ud800-\udfff]/.test(raw) ? [...raw].length : raw.length;
    if (min !== undefined && len < min)
      return { error: { type: "string_too_short", msg: `String should have at least ${min} character${plural(min)}`, ctx: { min_length: min } } };
    if (max !== undefined && len > max)
      return { error: { type: "string_too_long", msg: `String should have at most ${max} character${plural(max)}`, ctx: { max_length: max } } };
    if (re && !re.test(raw)) return { error: mismatch };
    return { value: raw };
  };
}

const INT_PARSING = { type: "int_parsing", msg: "Input should be a valid integer, unable to parse string as an integer" };
const INT_PARSING_SIZE = { type: "int_parsing_size", msg: "Unable to parse input string as an integer, exceeded maximum size" };

function integerCheck(ge: number | undefined, le: number | undefined): FieldCheck {
  const geBig = ge === undefined ? null : BigInt(ge);
  const leBig = le === undefined ? null : BigInt(le);
  return (raw) => {
    const parsed = parsePythonInt(raw);
    if (parsed === "size") return { error: INT_PARSING_SIZE };
    if (parsed === null) return { error: INT_PARSING };
    if (geBig !== null && parsed < geBig)
      return { error: { type: "greater_than_equal", msg: `Input should be greater than or equal to ${ge}`, ctx: { ge } } };
    if (leBig !== null && parsed > leBig)
      return { error: { type: "less_than_equal", msg: `Input should be less than or equal to ${le}`, ctx: { le } } };
    return { value: Number(parsed) };
  };
}

const encoder = new TextEncoder();
const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
const I64 = /^[+-]?[0-9]+$/;
// num-bigint's grammar, used by pydantic-core from 19 bytes on: one sign, then digits with underscores after the first.
const BIG = /^[+-]?[0-9][0-9_]*$/;

/**
 * pydantic-core's `str_as_int`: trim, reject over 4,300 bytes, parse (i64 grammar under 19 bytes, big-integer grammar
 * from 19), else retry without a `.000` tail, else without single underscores between digits.
 */
function parsePythonInt(raw: string): bigint | null | "size" {
  const s = raw.replace(EDGE_SPACE, "");
  const len = encoder.encode(s).length;
  if (len > 4300) return "size";
  const direct = parseDigits(s, len);
  if (direct !== null) return direct;
  const dot = s.indexOf(".");
  if (dot >= 0) return /^0*$/.test(s.slice(dot + 1)) ? parseDigits(s.slice(0, dot), len) : null;
  if (s.includes("_") && !s.startsWith("_") && !s.endsWith("_") && !s.includes("__")) return parseDigits(s.replaceAll("_", ""), len);
  return null;
}

function parseDigits(s: string, len: number): bigint | null {
  if (len < 19) return I64.test(s) ? BigInt(s) : null;
  if (!BIG.test(s)) return null;
  return BigInt(s.replaceAll("_", ""));
}

const TRUE = new Set(["t", "y", "on", "yes", "true"]);
const FALSE = new Set(["f", "n", "no", "off", "false"]);
const BOOL_PARSING = { type: "bool_parsing", msg: "Input should be a valid boolean, unable to interpret input" };

/** pydantic-core's `str_as_bool`: exact "1"/"0", or the words in any ASCII case; no trimming. */
const booleanCheck: FieldCheck = (raw) => {
  if (raw === "1") return { value: true };
  if (raw === "0") return { value: false };
  if (raw.length > 5) return { error: BOOL_PARSING };
  const lower = raw.replace(/[A-Z]/g, (c) => c.toLowerCase());
  if (TRUE.has(lower)) return { value: true };
  if (FALSE.has(lower)) return { value: false };
  return { error: BOOL_PARSING };
};

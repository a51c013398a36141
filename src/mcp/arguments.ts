// Checks MCP tool arguments against the very input schema `tools/list` publishes, with TypeBox's compiled checker.
import type { TSchema, Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import { Value } from "@sinclair/typebox/value";
import { commaListValues } from "../schemas";

/** Either the typed, defaulted arguments, or one problem line per bad field. */
export type ArgumentCheck<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** A tool's published input schema (a TypeBox schema, so it compiles) and the checker compiled from it. */
export interface ArgumentChecker<S extends TSchema> {
  /** What `tools/list` shows (its JSON form); arguments are checked against exactly this. */
  published: TSchema;
  check(args: unknown): ArgumentCheck<Static<S>>;
}

/**
 * Publishes `schema` and compiles a checker for raw `tools/call` arguments from the published form.
 *
 * The published schema is `schema` except that an argument with a default is not listed as required (a caller may
 * leave it out; TypeBox lists it as required because it is always present after defaults are applied). Arguments
 * are checked as sent, to the letter of that schema: an unknown key where `additionalProperties` is false, a number
 * for a string, a string for a number and a null where null is not allowed are all refused, each named in one
 * problem line. Defaults are filled in only after the check passes.
 *
 * @example
 * createArgumentChecker(T.Object({ n: T.Integer({ maximum: 20, default: 10 }) })).check({ n: 50 });
 * // { ok: false, problems: ["n must be at most 20 (got 50)"] }
 */
export function createArgumentChecker<S extends TSchema>(schema: S): ArgumentChecker<S> {
  const published = publishedSchema(schema);
  const compiled = TypeCompiler.Compile(published);
  return {
    published,
    check(args) {
      const value: unknown = args ?? {};
      if (compiled.Check(value)) return { ok: true, value: Value.Default(published, Value.Clone(value)) as Static<S> };
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const error of compiled.Errors(value)) {
        // TypeBox may report a field twice (e.g. required, then not a string); the first says it best.
        if (seen.has(error.path)) continue;
        seen.add(error.path);
        problems.push(describeError(error));
      }
      return { ok: false, problems };
    },
  };
}

/** `schema` with defaulted arguments dropped from `required`; a shallow copy keeps TypeBox's symbol keys. */
function publishedSchema(schema: TSchema): TSchema {
  const { properties, required } = schema as { properties?: Record<string, TSchema>; required?: string[] };
  if (!Array.isArray(required)) return schema;
  const kept = required.filter((key) => !(properties?.[key] && "default" in properties[key]));
  const copy: TSchema = { ...schema, required: kept };
  if (kept.length === 0) delete (copy as { required?: string[] }).required;
  return copy;
}

/** One readable line: field, what is valid, what was sent. */
function describeError(error: ValueError): string {
  const field = error.path.replace(/^\//, "").replaceAll("/", ".") || "arguments";
  const s = error.schema as Record<string, unknown>;
  const got = error.value === undefined ? "" : ` (got ${JSON.stringify(error.value)})`;
  // A comma list is one string: models tend to send a JSON array, or spaces after the commas; name the form.
  const listed = commaListValues(s);
  if (listed && (error.type === ValueErrorType.String || error.type === ValueErrorType.StringPattern)) {
    const notArray = Array.isArray(error.value) ? ", not a JSON array" : "";
    return `${field} must be one string: one of ${listed.join(", ")}, or several joined by commas without spaces (e.g. "${listed.slice(0, 2).join(",")}")${notArray}${got}`;
  }
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${field} is required`;
    case ValueErrorType.Union:
    case ValueErrorType.Literal: {
      const allowed = literals(s);
      return allowed ? `${field} must be one of ${allowed.join(", ")}${got}` : `${field}: ${error.message}${got}`;
    }
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return `${field} must be at most ${s.maximum}${got}`;
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return `${field} must be at least ${s.minimum}${got}`;
    case ValueErrorType.StringMaxLength:
      return `${field} must be at most ${characters(Number(s.maxLength))} (got ${String(error.value).length})`;
    case ValueErrorType.StringMinLength:
      return `${field} must be at least ${characters(Number(s.minLength))} (got ${String(error.value).length})`;
    case ValueErrorType.Integer:
      return `${field} must be an integer${got}`;
    case ValueErrorType.Number:
      return `${field} must be a number${got}`;
    case ValueErrorType.Boolean:
      return `${field} must be true or false${got}`;
    case ValueErrorType.String:
      return `${field} must be a string${got}`;
    case ValueErrorType.Object:
      return `${field} must be an object${got}`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${field} is not an argument of this tool`;
    default:
      return `${field}: ${error.message}${got}`;
  }
}

/** The allowed values of a literal or a union of literals (nullable included), or null when it is another shape. */
function literals(schema: Record<string, unknown>): string[] | null {
  if ("const" in schema) return [JSON.stringify(schema.const)];
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf)) return null;
  const out: string[] = [];
  for (const member of anyOf as Record<string, unknown>[]) {
    const inner = member.type === "null" ? ["null"] : literals(member);
    if (!inner) return null;
    out.push(...inner);
  }
  return out;
}

/** "1 character", "12 characters". */
function characters(n: number): string {
  return `${n} character${n === 1 ? "" : "s"}`;
}

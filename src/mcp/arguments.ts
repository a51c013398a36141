// Checks MCP tool arguments against a tool's TypeBox `Input` with the compiled checker, the way models send them.
import type { TSchema, Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import { Value } from "@sinclair/typebox/value";

/** Either the typed, defaulted arguments, or one problem line per bad field. */
export type ArgumentCheck<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * Compiles `schema` once and returns a checker for raw `tools/call` arguments.
 *
 * The checker follows TypeBox's parse pipeline without the throw: unknown keys are dropped, defaults filled in,
 * and top-level scalars coerced where lossless (`"5"` → 5, `"true"` → true, 1145360 → `"1145360"`), because models
 * often send numbers and booleans as strings. (TypeBox's own `Value.Convert` would also turn 2.5 into 2.) What still fails is reported field by field, naming the bad value and
 * what would be valid.
 *
 * @example
 * createArgumentChecker(T.Object({ n: T.Integer({ maximum: 20, default: 10 }) }))({ n: 50 });
 * // { ok: false, problems: ["n must be at most 20 (got 50)"] }
 */
export function createArgumentChecker<S extends TSchema>(schema: S): (args: unknown) => ArgumentCheck<Static<S>> {
  const compiled = TypeCompiler.Compile(schema);
  return (args) => {
    let value: unknown = Value.Clone(args ?? {});
    value = Value.Clean(schema, value);
    value = Value.Default(schema, value);
    value = coerceScalars(schema, value);
    if (compiled.Check(value)) return { ok: true, value };
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const error of compiled.Errors(value)) {
      // TypeBox may report a field twice (e.g. required, then not a string); the first says it best.
      if (seen.has(error.path)) continue;
      seen.add(error.path);
      problems.push(describeError(error));
    }
    return { ok: false, problems };
  };
}

/**
 * Lossless string ↔ scalar coercion of the arguments' own fields, and `null` for an optional field that does not
 * take null read as "not given" (models often send every optional field as null). Anything else is left for the
 * check to report.
 */
function coerceScalars(schema: TSchema, value: unknown): unknown {
  const { properties, required = [] } = schema as { properties?: Record<string, TSchema>; required?: string[] };
  if (!properties || typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const out = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(properties)) {
    const v = out[key];
    if (v === null && !required.includes(key) && !Value.Check(field, null)) {
      delete out[key];
    } else if (typeof v === "string") {
      const s = v.trim();
      if (field.type === "integer" && /^[+-]?\d+$/.test(s)) out[key] = Number(s);
      else if (field.type === "number" && s !== "" && Number.isFinite(Number(s))) out[key] = Number(s);
      else if (field.type === "boolean" && /^(true|false)$/i.test(s)) out[key] = s.toLowerCase() === "true";
    } else if (typeof v === "number" && field.type === "string" && Number.isFinite(v)) {
      out[key] = String(v);
    }
  }
  return out;
}

/** One readable line: field, what is valid, what was sent. */
function describeError(error: ValueError): string {
  const field = error.path.replace(/^\//, "").replaceAll("/", ".") || "arguments";
  const s = error.schema as Record<string, unknown>;
  const got = error.value === undefined ? "" : ` (got ${JSON.stringify(error.value)})`;
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

// Builds the OpenAPI 3.1 document of the REST facade from the same TypeBox schemas the tools and REST use.
// Why not @elysiajs/openapi: it documents what Elysia validates, and REST does not let Elysia validate (see app.ts);
// it also inlines nested schemas, while the spec wants named components (AgentSeed, AgentPick, …) joined by $ref.
import type { TObject, TSchema } from "@sinclair/typebox";
import { SERVICE_NAME, SERVICE_VERSION } from "../config/config";
import { AgentError, HTTPValidationError } from "../schemas";
import type { Operation } from "./operations";

type Json = Record<string, unknown>;

const REF = "#/components/schemas/";

/**
 * The OpenAPI 3.1.0 document: one GET per operation with its query parameters, every response code (200, 304, 404,
 * 422, 429 with `Retry-After`, 503) and named component schemas. Every TypeBox schema with an `$id` (AgentSeed,
 * AgentPick, …) becomes a component and is referenced by `$ref`, so the document holds one copy of each. No
 * security schemes, and `security: []` says so explicitly: the API is keyless (a GPT action imports it with
 * authentication "none"). `info.license` gives the terms of use: free, with attribution (the about page says which
 * data comes from where under which licence). `/docs` shows this very document in Swagger UI.
 *
 * @example
 * buildOpenApi({ publicBaseUrl: "https://sp.example", operations: OPERATIONS }).paths["/api/agent/games-like"].get.operationId;
 * // "gamesLike"
 */
export function buildOpenApi(options: { publicBaseUrl: string; operations: readonly Operation[] }) {
  const components: Record<string, Json> = {};
  const ref = (schema: TSchema): Json => ({ $ref: `${REF}${register(schema, components)}` });
  const errorRef = ref(AgentError);
  const paths: Record<string, Json> = {};
  for (const op of options.operations) {
    paths[op.path] = {
      get: {
        operationId: op.operationId,
        summary: op.tool.meta.title,
        description: op.tool.meta.description,
        parameters: queryParameters(op.query, components),
        responses: {
          "200": { description: "The answer.", headers: CACHE_HEADERS, content: jsonOf(ref(op.tool.Output)) },
          "304": { description: "Not modified: the ETag sent in If-None-Match is still current.", headers: CACHE_HEADERS },
          "404": { description: "No game matches q (error = not_found).", content: jsonOf(errorRef) },
          "422": { description: "A parameter failed validation (FastAPI's HTTPValidationError).", content: jsonOf(ref(HTTPValidationError)) },
          "429": { description: "Rate limited (error = rate_limited); retry after Retry-After seconds.", headers: RETRY_HEADERS, content: jsonOf(errorRef) },
          "503": { description: "The agent API is switched off (error = disabled).", content: jsonOf(errorRef) },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: SERVICE_NAME,
      version: SERVICE_VERSION,
      description:
        `${SERVICE_NAME}: similar Steam games and game facts for agents. Free, read-only, no key. ` +
        "Name the service and link each game's url when you use the data.",
      license: { name: TERMS_OF_USE, url: `${options.publicBaseUrl}/about` },
    },
    servers: [{ url: options.publicBaseUrl }],
    security: [],
    paths,
    components: { schemas: components },
  };
}

/** The service's terms, in the words of its attribution line; there is no software licence to name. */
const TERMS_OF_USE = "Free to use with attribution: name the service and link each game's url; data sources and their licences on /about";

const CACHE_HEADERS = {
  ETag: { description: "Validator of the answer; send it back in If-None-Match.", schema: { type: "string" } },
  "Cache-Control": { description: "Answers are cached for one day.", schema: { type: "string" } },
};

const RETRY_HEADERS = {
  "Retry-After": { description: "Whole seconds until a request will pass.", required: true, schema: { type: "integer", minimum: 1 } },
};

function jsonOf(schema: Json): Json {
  return { "application/json": { schema } };
}

/** Query parameters from the query schema: name, required, description, schema (component refs inside). */
function queryParameters(query: TObject, components: Record<string, Json>): Json[] {
  const required = new Set(query.required ?? []);
  return Object.entries(query.properties).map(([name, prop]) => {
    const { description, ...schema } = toJsonSchema(prop, components, false);
    return { name, in: "query", required: required.has(name), description, schema };
  });
}

/** Adds `schema` (which must carry an `$id`) and every `$id` schema inside it to `components`; returns its name. */
function register(schema: TSchema, components: Record<string, Json>): string {
  const name = schema.$id;
  if (!name) throw new Error("rest: a component schema needs an $id");
  if (!components[name]) {
    components[name] = {}; // reserve first, in case of cycles
    components[name] = toJsonSchema(schema, components, true);
  }
  return name;
}

/**
 * Plain JSON Schema of a TypeBox schema (symbols dropped), with nested `$id` schemas replaced by `$ref`s. `$id`s
 * are removed from the document: inside OpenAPI 3.1 an `$id` would change how the `$ref`s beneath it resolve.
 */
function toJsonSchema(schema: TSchema, components: Record<string, Json>, isRoot: boolean): Json {
  if (!isRoot && schema.$id) return { $ref: `${REF}${register(schema, components)}` };
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$id") continue;
    out[key] = convert(value, components);
  }
  return out;
}

function convert(value: unknown, components: Record<string, Json>): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, components));
  if (value && typeof value === "object") return toJsonSchema(value as TSchema, components, false);
  return value;
}

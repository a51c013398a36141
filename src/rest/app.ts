// The REST facade: GET /api/agent/games-like and /api/agent/game-facts over the tool modules, and /openapi.json.
import { pathOf } from "../http/paths";
import type { ArgumentCheck, CallOutcome } from "../pipeline";
import { buildOpenApi } from "./openapi";
import { OPERATIONS, type Operation } from "./operations";
import { parseQueryString, rawQueryOf } from "./query-string";
import { answerResponses, disabled, errorResponse, internalError, json, noRoute, validationError } from "./responses";
import type { RestDeps } from "./types";
import { createQueryValidator, type ValidationErrorItem } from "./validate-query";

/**
 * Creates the REST facade: `(request, ip) => Response` for the `rest` door's paths (the edge in server.ts resolves
 * `ip`, and adds CORS, compression, ETag/304 and `Connection: close` to whatever this answers).
 *
 * Each request is one guarded call (`src/pipeline`, the order every door shares): switch (503 `disabled`) → query
 * validation as FastAPI does (422, parameters are parsed from the raw query string) → rate limit by client address
 * (429) → one-day answer cache (200 with `Cache-Control` and a strong `ETag`) → tool handler (404 `not_found`) →
 * output check. Invalid requests cost no quota. This facade only maps the outcome to HTTP; no stack or SQL ever leaks.
 * Another method than GET or HEAD on its paths is FastAPI's 405, an unknown path FastAPI's 404.
 *
 * Why not a schema-validated router: TypeBox coercion accepts other booleans and integers than Pydantic (`yes`, `on`,
 * ` 5 `, `5.0`) and reports errors in its own shape, while the spec promises FastAPI's exact 422 bodies. So
 * `createQueryValidator` applies Pydantic's rules to the same TypeBox schema (the tool's `Input`).
 *
 * @example
 * const rest = createRestApp({ config, call });
 * await rest(new Request("http://localhost/api/agent/game-facts?q=1145360"), "203.0.113.9"); // 200 GameFactsResponse
 */
export function createRestApp(deps: RestDeps): (request: Request, ip: string) => Response | Promise<Response> {
  const logger = deps.logger ?? console;
  const openapi = JSON.stringify(buildOpenApi({ publicBaseUrl: deps.config.publicBaseUrl, operations: OPERATIONS }));
  const handlers = new Map(OPERATIONS.map((op) => [op.path, operationHandler(op, deps, logger)] as const));
  // A cached answer is answered at once (no await on its way); any other is a promise.
  return (request, ip) => {
    const path = pathOf(request.url);
    const handle = handlers.get(path);
    if ((!handle && path !== OPENAPI_PATH) || (request.method !== "GET" && request.method !== "HEAD")) return noRoute(path, REST_PATHS);
    if (!handle) return json(200, openapi, { "cache-control": "public, max-age=3600" });
    const failed = (e: unknown) => errorResponse(e, logger, { path });
    try {
      const response = handle(request, ip);
      return response instanceof Promise ? response.catch(failed) : response;
    } catch (e) {
      return failed(e);
    }
  };
}

const OPENAPI_PATH = "/openapi.json";
/** Valid raw query strings whose check is remembered per operation, oldest out first, and the longest remembered. */
const CHECKED_QUERIES = 4096;
const CHECKED_QUERY_CHARS = 256;

/** Every GET path the facade serves (for 405 on other methods). */
export const REST_PATHS: ReadonlySet<string> = new Set([...OPERATIONS.map((op) => op.path), OPENAPI_PATH]);

/** One operation over the guarded call: REST's argument check (FastAPI's rules), then the outcome as HTTP. */
function operationHandler(op: Operation, deps: RestDeps, logger: NonNullable<RestDeps["logger"]>) {
  const call = deps.call;
  const validate = createQueryValidator(op.query);
  const site = deps.config.publicBaseUrl;
  const answer = answerResponses(`public, max-age=${deps.config.cacheTtlSeconds}`);
  // The tool's input from the raw query string: `q` is the tool's `game`, and deck=null means no deck filter. It
  // depends on the raw query alone, so a repeated valid query (the cached answers' path) is parsed and checked once;
  // its input is frozen, so the pipeline computes its cache key once too.
  const checked = new Map<string, ReturnType<ArgumentCheck<ValidationErrorItem[]>>>();
  const check: ArgumentCheck<ValidationErrorItem[]> = (args) => {
    const raw = args as string;
    let result = checked.get(raw);
    if (result) return result;
    const valid = validate(parseQueryString(raw));
    if (!valid.ok) return { ok: false, problems: valid.detail };
    const { q, deck, ...options } = valid.value;
    result = { ok: true, value: Object.freeze({ game: q, ...options, ...(deck === null ? {} : { deck }) }) };
    if (raw.length <= CHECKED_QUERY_CHARS) {
      if (checked.size >= CHECKED_QUERIES) checked.delete(checked.keys().next().value!);
      checked.set(raw, result);
    }
    return result;
  };

  const respond = (outcome: CallOutcome<ValidationErrorItem[]>, ip: string): Response => {
    switch (outcome.status) {
      case "disabled":
        return disabled(site);
      case "invalid":
        return validationError(outcome.problems);
      case "limited":
      case "error":
        return errorResponse(outcome.error, logger, { path: op.path, ip });
      case "failed":
        return internalError(); // logged by the pipeline
      case "ok":
        // The edge answers 304 for a matching If-None-Match, with these same headers.
        return answer(outcome.body, outcome.etag, outcome.decision);
    }
  };
  return (request: Request, ip: string): Response | Promise<Response> => {
    const outcome = call({ door: "rest", tool: op.tool, ip, args: rawQueryOf(request.url), check });
    return outcome instanceof Promise ? outcome.then((o) => respond(o, ip)) : respond(outcome, ip);
  };
}

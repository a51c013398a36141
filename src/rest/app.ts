// The REST facade: GET /api/agent/games-like and /api/agent/game-facts over the tool modules, and /openapi.json.
import { Elysia } from "elysia";
import type { Server } from "bun";
import { clientIp, etagMatches, rateLimitHeaders, trustedProxyMatcher } from "../limits";
import { createGuardedCall, type ArgumentCheck, type GuardedCall } from "../pipeline";
import { buildOpenApi } from "./openapi";
import { OPERATIONS, type Operation } from "./operations";
import { parseQueryString, rawQueryOf } from "./query-string";
import { disabled, errorResponse, internalError, json, noRoute, validationError } from "./responses";
import type { RestDeps } from "./types";
import { createQueryValidator, type ValidationErrorItem } from "./validate-query";

/**
 * Creates the REST facade as an Elysia instance (mount it with `.use()`, or call `app.handle(request)` in tests).
 *
 * Each request is one guarded call (`src/pipeline`, the order every door shares): switch (503 `disabled`) → query
 * validation as FastAPI does (422, parameters are parsed from the raw query string, never by Elysia) → rate limit
 * by client IP (429) → one-day answer cache (200 with `Cache-Control`, `ETag`; 304 on a matching `If-None-Match`)
 * → tool handler (404 `not_found`) → output check. Invalid requests cost no quota. This facade only maps the
 * outcome to HTTP; no stack or SQL ever leaks. `deps.call` is the service's shared guarded call; without it the
 * facade builds its own from `limiter`, `cache` and `apiSwitch`.
 *
 * Why the query is not Elysia's `query` schema: Elysia's TypeBox coercion accepts other booleans and integers than
 * Pydantic (`yes`, `on`, ` 5 `, `5.0`) and reports errors in its own shape, while the spec promises FastAPI's exact
 * 422 bodies. So `createQueryValidator` applies Pydantic's rules to the same TypeBox schema (the tool's `Input`).
 *
 * @example
 * const app = createRestApp({ toolDeps, limiter, cache, apiSwitch });
 * await app.handle(new Request("http://localhost/api/agent/game-facts?q=1145360")); // 200 GameFactsResponse
 */
export function createRestApp(deps: RestDeps) {
  const logger = deps.logger ?? console;
  const openapi = JSON.stringify(buildOpenApi({ publicBaseUrl: deps.toolDeps.config.publicBaseUrl, operations: OPERATIONS }));
  const ipOf = clientIpResolver(deps);
  const call = deps.call ?? createGuardedCall({ ...deps, toolDeps: deps.toolDeps, now: () => deps.toolDeps.now().getTime(), logger });
  let app = new Elysia({ name: "rest" }).onError(({ code, error, request }) =>
    code === "NOT_FOUND" ? noRoute(request, REST_PATHS) : errorResponse(error, logger, { url: request.url }),
  );
  for (const op of OPERATIONS) {
    const handle = operationHandler(op, deps, call, logger);
    app = app.get(op.path, ({ request, server }) => handle(request, ipOf(request, server)));
  }
  return app.get("/openapi.json", () => json(200, openapi, { "cache-control": "public, max-age=3600" }));
}

/** Every GET path the facade serves (for 405 on other methods). */
export const REST_PATHS: ReadonlySet<string> = new Set([...OPERATIONS.map((op) => op.path), "/openapi.json"]);

type ServerLike = Pick<Server<unknown>, "requestIP"> | null | undefined;

/**
 * The client IP of a request: the socket peer, or `X-Forwarded-For` when the peer is a trusted proxy (limits'
 * `clientIp`). Shared with the MCP mount in server.ts so both draw from one quota.
 */
export function clientIpResolver(deps: Pick<RestDeps, "toolDeps" | "socketIp">): (request: Request, server: ServerLike) => string {
  const trusted = trustedProxyMatcher(deps.toolDeps.config.trustedProxies);
  return (request, server) =>
    clientIp({
      socketIp: deps.socketIp ? deps.socketIp(request) : (server?.requestIP(request)?.address ?? null),
      forwardedFor: request.headers.get("x-forwarded-for"),
      trustedProxies: trusted,
    });
}

/** One operation over the guarded call: REST's argument check (FastAPI's rules), then the outcome as HTTP. */
function operationHandler(op: Operation, deps: RestDeps, call: GuardedCall<RestDeps["toolDeps"]>, logger: NonNullable<RestDeps["logger"]>) {
  const validate = createQueryValidator(op.query);
  const site = deps.toolDeps.config.publicBaseUrl;
  const maxAge = `public, max-age=${deps.toolDeps.config.cacheTtlSeconds}`;
  // The tool's input from the query: `q` is the tool's `game`, and deck=null means no deck filter.
  const check: ArgumentCheck<ValidationErrorItem[]> = (args) => {
    const checked = validate(args as ReturnType<typeof parseQueryString>);
    if (!checked.ok) return { ok: false, problems: checked.detail };
    const { q, deck, ...options } = checked.value;
    return { ok: true, value: { game: q, ...options, ...(deck === null ? {} : { deck }) } };
  };

  return async (request: Request, ip: string): Promise<Response> => {
    const outcome = await call({ door: "rest", tool: op.tool, ip, args: parseQueryString(rawQueryOf(request.url)), check });
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
      case "ok": {
        const headers = { "cache-control": maxAge, etag: outcome.etag, ...rateLimitHeaders(outcome.decision) };
        if (etagMatches(request.headers.get("if-none-match"), outcome.etag)) return new Response(null, { status: 304, headers });
        return json(200, outcome.body, headers);
      }
    }
  };
}

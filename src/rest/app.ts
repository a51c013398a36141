// The REST facade: GET /api/agent/games-like and /api/agent/game-facts over the tool modules, and /openapi.json.
import { Elysia } from "elysia";
import type { Server } from "bun";
import { cacheKey, clientIp, etagMatches, etagOf, rateLimitHeaders, trustedProxyMatcher } from "../limits";
import type { CachedAnswer } from "../limits/types";
import { buildOpenApi } from "./openapi";
import { OPERATIONS, type Operation } from "./operations";
import { parseQueryString, rawQueryOf } from "./query-string";
import { disabled, errorResponse, json, noRoute, validationError } from "./responses";
import type { RestDeps } from "./types";
import { createQueryValidator } from "./validate-query";

/**
 * Creates the REST facade as an Elysia instance (mount it with `.use()`, or call `app.handle(request)` in tests).
 *
 * Each request goes: switch (503 `disabled`) → query validation as FastAPI does (422, parameters are parsed from
 * the raw query string, never by Elysia) → rate limit by client IP (429) → one-day answer cache (200 with
 * `Cache-Control`, `ETag`; 304 on a matching `If-None-Match`) → tool handler (404 `not_found`). Invalid requests
 * are refused before the limiter so they cost no quota and no store round trip. Every failure goes through
 * `errorResponse`, so no stack or SQL ever leaks.
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
  let app = new Elysia({ name: "rest" }).onError(({ code, error, request }) =>
    code === "NOT_FOUND" ? noRoute(request, REST_PATHS) : errorResponse(error, logger, { url: request.url }),
  );
  for (const op of OPERATIONS) {
    const handle = operationHandler(op, deps, logger);
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

/** The per-request pipeline of one operation; options resolved once. */
function operationHandler(op: Operation, deps: RestDeps, logger: NonNullable<RestDeps["logger"]>) {
  const validate = createQueryValidator(op.query);
  const site = deps.toolDeps.config.publicBaseUrl;
  const maxAge = `public, max-age=${deps.toolDeps.config.cacheTtlSeconds}`;
  // Identical uncached requests arriving together share one computation.
  const inflight = new Map<string, Promise<CachedAnswer>>();

  const compute = async (key: string, input: Record<string, unknown>): Promise<CachedAnswer> => {
    const cached = await deps.cache.get(key);
    if (cached) return cached;
    const output = await op.tool.handler(input, deps.toolDeps);
    const body = JSON.stringify(output);
    const answer = { body, etag: etagOf(body), createdAt: deps.toolDeps.now().getTime() };
    await deps.cache.set(key, answer);
    return answer;
  };

  return async (request: Request, ip: string): Promise<Response> => {
    try {
      if (!deps.apiSwitch.enabled()) return disabled(site);
      const checked = validate(parseQueryString(rawQueryOf(request.url)));
      if (!checked.ok) return validationError(checked.detail);
      const decision = await deps.limiter.guard(ip, "api");
      const { q, deck, ...options } = checked.value;
      const key = cacheKey(op.route, checked.value as Record<string, string | number | boolean | null>);
      let pending = inflight.get(key);
      if (!pending) {
        pending = compute(key, { game: q, ...options, ...(deck === null ? {} : { deck }) });
        inflight.set(key, pending);
        pending.finally(() => inflight.delete(key)).catch(() => {});
      }
      const answer = await pending;
      const headers = { "cache-control": maxAge, etag: answer.etag, ...rateLimitHeaders(decision) };
      if (etagMatches(request.headers.get("if-none-match"), answer.etag)) return new Response(null, { status: 304, headers });
      return json(200, answer.body, headers);
    } catch (error) {
      return errorResponse(error, logger, { path: op.path, ip });
    }
  };
}

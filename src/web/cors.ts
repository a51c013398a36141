// CORS for the public read-only API: any origin may GET /api/agent/* and /openapi.json (no credentials, no cookies).
import { withHeader } from "./compression";

/** Headers a browser client may read besides the simple ones (caching and the rate-limit state). */
const EXPOSED = "ETag, Retry-After, RateLimit, RateLimit-Policy";
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 86400;

/**
 * Whether a path is part of the public API that browsers may call from any origin.
 *
 * @example
 * isCorsPath("/api/agent/games-like"); // true
 * isCorsPath("/mcp"); // false (the MCP endpoint keeps its own Origin guard)
 */
export function isCorsPath(path: string): boolean {
  return path.startsWith("/api/agent/") || path === "/openapi.json";
}

/**
 * The response with `Access-Control-Allow-Origin: *` when the request is a GET or HEAD to the public API;
 * unchanged otherwise.
 *
 * @example
 * withCors(new Request("https://sp.example/openapi.json"), res).headers.get("access-control-allow-origin"); // "*"
 */
export function withCors(request: Request, response: Response): Response {
  if ((request.method !== "GET" && request.method !== "HEAD") || !isCorsPath(new URL(request.url).pathname)) return response;
  const open = withHeader(response, "access-control-allow-origin", "*", "set");
  return withHeader(open, "access-control-expose-headers", EXPOSED, "set");
}

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) on the public API: 204 allowing
 * GET and HEAD; null for any other request.
 */
export function corsPreflight(request: Request): Response | null {
  if (request.method !== "OPTIONS" || !request.headers.has("access-control-request-method")) return null;
  if (!isCorsPath(new URL(request.url).pathname)) return null;
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, HEAD",
      "access-control-allow-headers": "Accept, If-None-Match",
      "access-control-max-age": String(PREFLIGHT_MAX_AGE),
    },
  });
}

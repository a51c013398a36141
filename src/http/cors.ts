// CORS for the public read-only API: any origin may GET /api/agent/* and /openapi.json (no credentials, no cookies).
import { isCorsPath } from "./paths";

/** Headers a browser client may read besides the simple ones (caching and the rate-limit state). */
const EXPOSED = "ETag, Retry-After, RateLimit, RateLimit-Policy";
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 86400;

/**
 * Opens an answer to any origin when the request is a GET or HEAD to the public API (`headers` is the answer's own,
 * changed in place); anything else is left alone.
 *
 * @example
 * openCors("GET", "/openapi.json", res.headers); // access-control-allow-origin: *
 */
export function openCors(method: string, path: string, headers: Headers): void {
  if ((method !== "GET" && method !== "HEAD") || !isCorsPath(path)) return;
  headers.set("access-control-allow-origin", "*");
  headers.set("access-control-expose-headers", EXPOSED);
}

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) on the public API: 204 allowing
 * GET and HEAD; null for any other request.
 */
export function corsPreflight(request: Request, path: string): Response | null {
  if (request.method !== "OPTIONS" || !request.headers.has("access-control-request-method") || !isCorsPath(path)) return null;
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

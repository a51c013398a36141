// Request ids: a caller's (or proxy's) X-Request-Id when it is a plain token, else a fresh UUID.

/** The response (and accepted request) header. */
export const REQUEST_ID_HEADER = "x-request-id";

// Plain tokens only: a forwarded id lands in logs, so nothing that could forge a log line or carry much data.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of this request.
 *
 * @example
 * requestIdOf(new Request("http://x/", { headers: { "x-request-id": "edge-1234abcd" } })); // "edge-1234abcd"
 */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTED.test(given) ? given : crypto.randomUUID();
}

// The one HTTP edge every door's requests and answers pass: what is refused before any door runs, and the last step of
// every answer (CORS, validators and 304, compression, Connection: close while draining).
import { etagMatches } from "../limits";
import { chooseEncoding, compressBytes, isCompressible, MIN_COMPRESS_BYTES } from "./compression";
import { corsPreflight, openCors } from "./cors";

/**
 * Longest request target (path and query) served; a longer one is 414. Bun's own limit on the whole request head
 * is set above it where the service is started (`--max-http-header-size`), else Bun answers 431 first.
 */
export const MAX_URL_BYTES = 8192;
/** Methods some door serves; any other is 501 for every path (a method Bun's parser does not know never gets here). */
const IMPLEMENTED: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const JSON_TYPE = "application/json";

/** The edge of one server: `admit` before a door runs, `finish` on every answer, `drain` at shutdown. */
export interface Edge {
  /**
   * The answer for a request no door should see (414 for a too long URL, 501 for a method no door serves, 204 for a
   * CORS preflight on the public API), or null to go on to the request's door.
   */
  admit(request: Request, path: string): Response | null;
  /** Every answer's last step; `response` is the door's own (its headers may be changed in place). */
  finish(request: Request, response: Response, path: string): Response | Promise<Response>;
  /** From now on every answer carries `Connection: close` (keep-alive clients reconnect elsewhere). */
  drain(): void;
}

/**
 * Creates the edge.
 *
 * `finish`, in order: `Access-Control-Allow-Origin: *` on GET/HEAD to the public API; for a text answer (the types
 * worth compressing) `Vary: Accept-Encoding` and a weak ETag, whichever encoding goes out, so that every
 * representation of one answer carries the same validator; 304 (no body, the 200's headers: the same `W/` ETag,
 * `Vary`, `Cache-Control`, RateLimit) when `If-None-Match` matches a 200's ETag; brotli or gzip for a text body of at
 * least 1 KiB when the client accepts it (compressed bytes remembered by the door's strong ETag); and
 * `Connection: close` once `drain` was called.
 *
 * @example
 * const edge = createEdge();
 * const path = pathOf(request.url); // from ./paths
 * const early = edge.admit(request, path);
 * return edge.finish(request, early ?? (await door(request)), path);
 */
export function createEdge(): Edge {
  let draining = false;
  return {
    admit(request, path) {
      if (targetLength(request.url) > MAX_URL_BYTES) return plain(414, "URI Too Long");
      if (!IMPLEMENTED.has(request.method)) return plain(501, "Not Implemented");
      return corsPreflight(request, path);
    },
    finish(request, res, path) {
      // Every door answers with Responses it built, so their headers can change in place (no copy per request).
      const headers = res.headers;
      openCors(request.method, path, headers);
      if (draining) headers.set("connection", "close");
      const text = res.status !== 206 && !headers.has("content-encoding") && isCompressible(headers.get("content-type"));
      const etag = headers.get("etag");
      const strong = etag !== null && !etag.startsWith("W/") ? etag : null;
      if (text) {
        if (!/\baccept-encoding\b/i.test(headers.get("vary") ?? "")) headers.append("vary", "Accept-Encoding");
        if (strong) headers.set("etag", `W/${strong}`);
      }
      if (res.status === 200 && etag !== null && etagMatches(request.headers.get("if-none-match"), etag)) {
        headers.delete("content-type");
        headers.delete("content-length");
        return new Response(null, { status: 304, headers });
      }
      // The header first: reading `res.body` makes a stream of a body Bun would otherwise send from its buffer.
      const encoding = text ? chooseEncoding(request.headers.get("accept-encoding")) : null;
      if (!encoding || !res.body) return res;
      return compressed(res, headers, encoding, strong);
    },
    drain() {
      draining = true;
    },
  };
}

/** The answer's body compressed (below MIN_COMPRESS_BYTES as is), with the same status and headers. */
async function compressed(res: Response, headers: Headers, encoding: "br" | "gzip", strong: string | null): Promise<Response> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < MIN_COMPRESS_BYTES) return new Response(bytes, { status: res.status, statusText: res.statusText, headers });
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(compressBytes(bytes, encoding, strong), { status: res.status, statusText: res.statusText, headers });
}

/** The request target's length: the URL from its path on (scheme and host are not part of what the client sent). */
function targetLength(url: string): number {
  const scheme = url.indexOf("//");
  const start = url.indexOf("/", scheme < 0 ? 0 : scheme + 2);
  return start < 0 ? 0 : url.length - start;
}

/** FastAPI's shape of an error the edge answers itself. */
function plain(status: number, detail: string): Response {
  return new Response(JSON.stringify({ detail }), { status, headers: { "content-type": JSON_TYPE, "cache-control": "no-store" } });
}

// Compresses text responses (HTML, JSON, CSS, XML, plain text) with brotli or gzip when the client accepts it.
import { brotliCompressSync, constants } from "node:zlib";

/** Bodies shorter than this go as they are: compressing them saves less than the headers cost. */
const MIN_BYTES = 1024;
/** Brotli quality 4 compresses a game page about as well as gzip -9 in well under a millisecond (11 takes ~20x). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/**
 * Compressed bodies kept by their ETag and encoding: cached answers and pages repeat, and compressing them again costs
 * more than the rest of serving them (brotli of a 5 KB answer ~0.3 ms). Oldest out first past this many entries.
 */
const MEMO_ENTRIES = 2000;
const memo = new Map<string, Uint8Array<ArrayBuffer>>();
/** Text types worth compressing; event streams are left alone (they must flush as they go). */
const COMPRESSIBLE = /^(?:text\/(?:html|css|plain|markdown|xml)|application\/(?:json|xml|problem\+json)|image\/svg\+xml)\b/i;

/**
 * The response compressed for the request's `Accept-Encoding` (brotli preferred, then gzip), with
 * `Vary: Accept-Encoding` and a weak ETag (the bytes differ from the uncompressed ones); unchanged when the type is
 * not text, the body is tiny or empty, or it is already encoded. HEAD gets GET's headers (the server sends no body).
 *
 * @example
 * await compressResponse(new Request(url, { headers: { "accept-encoding": "gzip, br" } }), page); // content-encoding: br
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.status === 206 || response.headers.has("content-encoding")) return response;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return response;
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  // No encoding wanted: the answer goes as it is (only Vary is added), without copying its body.
  if (!encoding) return withHeader(response, "vary", "Accept-Encoding");
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength < MIN_BYTES) return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  const etag = headers.get("etag");
  // Only a strong ETag names exactly these bytes, so only then may a memoized body stand in for them.
  const key = etag && !etag.startsWith("W/") ? `${encoding} ${etag}` : null;
  let body = key ? memo.get(key) : undefined;
  if (!body) {
    body = new Uint8Array(encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : Bun.gzipSync(bytes, { level: GZIP_LEVEL }));
    if (key) {
      if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      memo.set(key, body);
    }
  }
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The encoding to use: `br` or `gzip` when the header accepts it (q > 0), brotli first; null for none.
 *
 * @example
 * chooseEncoding("gzip, deflate, br;q=0.5"); // "br"
 * chooseEncoding("gzip;q=0, identity"); // null
 */
export function chooseEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const value = Number(params.map((p) => p.trim()).find((p) => p.startsWith("q="))?.slice(2) ?? 1);
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

/**
 * The response with one more header value, in place when its headers can change (the service's own responses),
 * else on a copy.
 */
export function withHeader(response: Response, name: string, value: string, mode: "append" | "set" = "append"): Response {
  try {
    response.headers[mode](name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers[mode](name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

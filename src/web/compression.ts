// Compresses text responses (HTML, JSON, CSS, XML, plain text) with brotli or gzip when the client accepts it.
import { brotliCompressSync, constants } from "node:zlib";

/** Bodies shorter than this go as they are: compressing them saves less than the headers cost. */
const MIN_BYTES = 1024;
/** Brotli quality 4 compresses a game page about as well as gzip -9 in well under a millisecond (11 takes ~20x). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
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
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!encoding || bytes.byteLength < MIN_BYTES) return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  const body =
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : Bun.gzipSync(bytes, { level: GZIP_LEVEL });
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  const etag = headers.get("etag");
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

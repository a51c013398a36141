// Brotli or gzip for text answers when the client accepts it; compressed bodies are remembered by their validator.
import { brotliCompressSync, constants } from "node:zlib";

/** Bodies shorter than this go as they are: compressing them saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 1024;
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

/** Whether answers of this content type are sent compressed to clients that accept it. */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * `bytes` compressed with `encoding`. `memoKey` names exactly these bytes (a strong ETag): then the compressed body
 * is remembered and handed out again for the same key and encoding.
 */
export function compressBytes(bytes: Uint8Array<ArrayBuffer>, encoding: "br" | "gzip", memoKey: string | null): Uint8Array<ArrayBuffer> {
  const key = memoKey === null ? null : `${encoding} ${memoKey}`;
  let body = key === null ? undefined : memo.get(key);
  if (body) return body;
  body = new Uint8Array(encoding === "br"
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : Bun.gzipSync(bytes, { level: GZIP_LEVEL }));
  if (key !== null) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(key, body);
  }
  return body;
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

// Parses a raw query string the way Starlette (FastAPI) does, so REST sees exactly the values FastAPI would.

/**
 * Splits on `&`, keeps blank values (`q` and `q=` both give ""), turns `+` into a space, percent-decodes as UTF-8
 * with invalid bytes replaced by U+FFFD and malformed escapes (`%zz`) kept as typed; when a name repeats, the last
 * value wins (Starlette's `QueryParams.get`). Never throws.
 *
 * @example
 * parseQueryString("q=stardew+valley&n=3&n=5&lang="); // Map { "q" => "stardew valley", "n" => "5", "lang" => "" }
 */
export function parseQueryString(raw: string): Map<string, string> {
  const params = new Map<string, string>();
  if (raw === "") return params;
  for (const field of raw.split("&")) {
    if (field === "") continue;
    const eq = field.indexOf("=");
    const name = eq < 0 ? field : field.slice(0, eq);
    const value = eq < 0 ? "" : field.slice(eq + 1);
    params.set(unquotePlus(name), unquotePlus(value));
  }
  return params;
}

/** The query part of a request URL (after the first `?`, before any `#`), or "". */
export function rawQueryOf(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return "";
  const hash = url.indexOf("#", q);
  return hash < 0 ? url.slice(q + 1) : url.slice(q + 1, hash);
}

const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
const encoder = new TextEncoder();

/** Python's `unquote_plus(s, errors="replace")`. */
function unquotePlus(s: string): string {
  if (s.indexOf("+") >= 0) s = s.replaceAll("+", " ");
  if (s.indexOf("%") < 0) return s;
  // Decode to bytes (escapes and literal text alike), then UTF-8 with replacement: what Python's unquote gives.
  const bytes: number[] = [];
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c === 0x25 && i + 2 < s.length && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const cp = s.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    for (const b of encoder.encode(s.slice(i, i + width))) bytes.push(b);
    i += width;
  }
  return decoder.decode(new Uint8Array(bytes));
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

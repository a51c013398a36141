// Python `repr` of JSON values, for the SteamSpy CSV's `tags` column (`{'Action': 5448, "1990's": 1212}`).

/**
 * Formats a JSON value the way Python's `repr` prints the value `json.loads` gives: dicts with `'key': value`,
 * lists, `None`, `True`/`False`, and strings quoted and escaped like Python does.
 *
 * @example toPythonLiteral({ Action: 5448, "1990's": 1212 }) // `{'Action': 5448, "1990's": 1212}`
 */
export function toPythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  // JSON numbers from SteamSpy are integers, which Python prints bare, as JS does.
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(toPythonLiteral).join(", ")}]`;
  if (typeof value === "object") {
    const items = Object.entries(value).map(([key, item]) => `${pythonString(key)}: ${toPythonLiteral(item)}`);
    return `{${items.join(", ")}}`;
  }
  throw new Error(`crawl: cannot format ${typeof value} as a Python literal`);
}

/** Python's `repr(str)`: single quotes unless the text has a `'` and no `"`; escapes what is not printable. */
export function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = "";
  for (const char of text) body += escapeChar(char, quote);
  return `${quote}${body}${quote}`;
}

const NAMED_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
// Python treats control, format, surrogate, unassigned and separator characters (bar the space) as unprintable.
const UNPRINTABLE = /[\p{C}\p{Z}]/u;

function escapeChar(char: string, quote: string): string {
  if (char === quote) return `\\${char}`;
  const named = NAMED_ESCAPES[char];
  if (named) return named;
  if (char === " " || !UNPRINTABLE.test(char)) return char;
  const code = char.codePointAt(0)!;
  if (code < 0x100) return `\\x${hex(code, 2)}`;
  return code < 0x10000 ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`;
}

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

// Parsers for the Python-flavoured literals in the data: tag-vote dicts, string lists and JSON with bare NaN.

/** The Python string literal opening at `s[i]` (single or double quotes, backslash escapes) and the index after it. */
function readQuoted(s: string, i: number, end: number): { value: string; next: number } | null {
  const q = s[i];
  if (q !== "'" && q !== '"') return null;
  let value = "";
  for (i++; i < end && s[i] !== q; ) {
    if (s[i] === "\\") {
      value += s[i + 1] ?? "";
      i += 2;
    } else value += s[i++];
  }
  return i < end ? { value, next: i + 1 } : null;
}

/**
 * Parses a Python dict literal of string keys and integer values, e.g. `{'Action': 5448, "1990's": 1212}`.
 * Returns null when the text is not such a literal.
 */
export function parsePyTagDict(text: string): [string, number][] | null {
  const s = text.trim();
  if (s === "{}" || s === "[]") return []; // the dump writes an empty tag list as []
  if (!s.startsWith("{") || !s.endsWith("}")) return null;
  const out: [string, number][] = [];
  let i = 1;
  const n = s.length - 1;
  while (i < n) {
    while (i < n && (s[i] === " " || s[i] === ",")) i++;
    if (i >= n) break;
    const key = readQuoted(s, i, n);
    if (!key) return null;
    i = key.next;
    while (i < n && s[i] === " ") i++;
    if (s[i] !== ":") return null;
    i++;
    const m = /^\s*(-?\d+)/.exec(s.slice(i, i + 24));
    if (!m) return null;
    out.push([key.value, Number(m[1])]);
    i += m[0].length;
  }
  return out;
}

/** Parses one line of Python-ish JSON: bare `NaN` (outside strings) becomes `null`. Throws on malformed JSON. */
export function parseNanJson(line: string): unknown {
  if (!line.includes("NaN")) return JSON.parse(line);
  // Replace NaN tokens only outside string literals.
  let out = "";
  let inStr = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (inStr) {
      out += c;
      if (c === "\\") out += line[++i] ?? "";
      else if (c === '"') inStr = false;
    } else if (c === '"') {
      inStr = true;
      out += c;
    } else if (c === "N" && line.startsWith("NaN", i)) {
      out += "null";
      i += 2;
    } else out += c;
  }
  return JSON.parse(out);
}

/**
 * Parses a Python list literal of strings, e.g. `['Action', "Assassin's Creed"]` (store-page tags, developers).
 * Returns null when the text is not such a literal.
 */
export function parsePyStringList(text: string): string[] | null {
  const s = text.trim();
  if (!s.startsWith("[") || !s.endsWith("]")) return null;
  const out: string[] = [];
  let i = 1;
  const n = s.length - 1;
  while (i < n) {
    while (i < n && (s[i] === " " || s[i] === ",")) i++;
    if (i >= n) break;
    const item = readQuoted(s, i, n);
    if (!item) return null;
    i = item.next;
    out.push(item.value);
  }
  return out;
}

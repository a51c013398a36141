// Many strings packed in two typed arrays (UTF-16 code units and where each string starts): plain data a stored index
// can hold instead of hundreds of thousands of JS strings, read one string at a time.

/** Strings packed: string i is units[starts[i] .. starts[i + 1]). */
export interface StringColumn {
  starts: Uint32Array;
  units: Uint16Array;
}

/**
 * Packs `strings` into one column.
 *
 * @example
 * stringAt(packStrings(["hades", "celeste"]), 1); // "celeste"
 */
export function packStrings(strings: readonly string[]): StringColumn {
  const starts = new Uint32Array(strings.length + 1);
  for (let i = 0; i < strings.length; i++) starts[i + 1] = starts[i]! + strings[i]!.length;
  const units = new Uint16Array(starts[strings.length]!);
  for (let i = 0; i < strings.length; i++) {
    const s = strings[i]!;
    const at = starts[i]!;
    for (let c = 0; c < s.length; c++) units[at + c] = s.charCodeAt(c);
  }
  return { starts, units };
}

/** String `i` of the column. */
export function stringAt(column: StringColumn, i: number): string {
  const from = column.starts[i]!;
  const to = column.starts[i + 1]!;
  const { units } = column;
  let s = "";
  // A short string (names, keys) is read unit by unit: 6x faster than spreading a subarray into fromCharCode, which
  // walks the typed array's iterator. A long one in chunks through apply (an array-like, no iterator).
  if (to - from <= SHORT) {
    for (let c = from; c < to; c++) s += String.fromCharCode(units[c]!);
    return s;
  }
  for (let c = from; c < to; c += CHUNK) s += String.fromCharCode.apply(null, units.subarray(c, Math.min(to, c + CHUNK)) as unknown as number[]);
  return s;
}
const SHORT = 256;
const CHUNK = 4096;

/** True when string `i` of the column equals `text` (no string is made). */
export function stringEquals(column: StringColumn, i: number, text: string): boolean {
  const from = column.starts[i]!;
  if (column.starts[i + 1]! - from !== text.length) return false;
  for (let c = 0; c < text.length; c++) if (column.units[from + c] !== text.charCodeAt(c)) return false;
  return true;
}

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

/**
 * String `i` of the column, decoded natively from the column's bytes (a view made once per column). The string is
 * flat: built unit by unit it was a rope of one-unit strings, which the first comparison had to flatten, and a name
 * lookup reading ~280 candidate keys a query spent a third of its time there (bench:resolve p50 2.1 → 1.2-1.6 ms).
 */
export function stringAt(column: StringColumn, i: number): string {
  let bytes = bytesOf.get(column);
  if (bytes === undefined) {
    const { units } = column;
    bytesOf.set(column, (bytes = Buffer.from(units.buffer, units.byteOffset, units.byteLength)));
  }
  return bytes.toString("utf16le", column.starts[i]! * 2, column.starts[i + 1]! * 2);
}
const bytesOf = new WeakMap<StringColumn, Buffer>();

/** True when string `i` of the column equals `text` (no string is made). */
export function stringEquals(column: StringColumn, i: number, text: string): boolean {
  const from = column.starts[i]!;
  if (column.starts[i + 1]! - from !== text.length) return false;
  for (let c = 0; c < text.length; c++) if (column.units[from + c] !== text.charCodeAt(c)) return false;
  return true;
}

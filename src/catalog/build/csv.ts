// CSV parsing for the two dialects in the data: MySQL exports (`\"` escapes, `\N` nulls) and RFC 4180 (`""` escapes).

/** Dialect of a CSV file. */
export interface CsvDialect {
  /** MySQL style: backslash escapes the next character and a bare `\N` field is NULL. */
  backslash: boolean;
}

/** A parsed row, or the reason it was malformed. */
export type CsvRow = (string | null)[];

/**
 * Parses CSV text into rows (header included), calling `onRow` for each; quoted fields may span lines.
 * Returns the number of rows whose field count differs from the header (passed to `onMalformed`).
 *
 * @example
 * parseCsv('"a","b"\n"1",\\N\n', { backslash: true }, (r) => r); // rows ["a","b"], ["1", null]
 */
export function parseCsv(text: string, dialect: CsvDialect, onRow: (row: CsvRow, line: number) => void): void {
  const n = text.length;
  let i = 0;
  let line = 1;
  let row: CsvRow = [];
  while (i < n) {
    // One field.
    let value: string | null;
    if (text.charCodeAt(i) === 34 /* " */) {
      i++;
      let out = "";
      let start = i;
      for (;;) {
        if (i >= n) {
          out += text.slice(start, i);
          break;
        }
        const c = text.charCodeAt(i);
        if (dialect.backslash && c === 92 /* \ */) {
          out += text.slice(start, i) + unescapeMysql(text[i + 1] ?? "");
          i += 2;
          start = i;
        } else if (c === 34) {
          if (!dialect.backslash && text.charCodeAt(i + 1) === 34) {
            out += text.slice(start, i + 1);
            i += 2;
            start = i;
          } else {
            out += text.slice(start, i);
            i++;
            break;
          }
        } else {
          if (c === 10) line++;
          i++;
        }
      }
      value = out;
    } else {
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 44 || c === 10 || c === 13) break;
        i++;
      }
      const raw = text.slice(start, i);
      value = dialect.backslash && raw === "\\N" ? null : raw;
    }
    row.push(value);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i++;
      continue;
    }
    // End of record (newline, CRLF or end of text).
    if (c === 13) i++;
    if (text.charCodeAt(i) === 10) i++;
    onRow(row, line);
    line++;
    row = [];
  }
}

function unescapeMysql(ch: string): string {
  switch (ch) {
    case "n":
      return "\n";
    case "t":
      return "\t";
    case "r":
      return "\r";
    case "0":
      return "\0";
    default:
      return ch;
  }
}

/** Reads a CSV text with a header into objects keyed by column name; rows with the wrong field count are counted. */
export function readCsvRecords(
  text: string,
  dialect: CsvDialect,
  onRecord: (rec: Record<string, string | null>) => void,
): { rows: number; malformed: number } {
  let header: string[] | null = null;
  let rows = 0;
  let malformed = 0;
  parseCsv(text, dialect, (row) => {
    if (!header) {
      header = row.map((h) => h ?? "");
      return;
    }
    if (row.length === 1 && row[0] === "") return; // blank line
    rows++;
    if (row.length !== header.length) {
      malformed++;
      return;
    }
    const rec: Record<string, string | null> = {};
    for (let k = 0; k < header.length; k++) rec[header[k]!] = row[k]!;
    onRecord(rec);
  });
  return { rows, malformed };
}

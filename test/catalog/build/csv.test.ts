// Covers the CSV parser in both dialects of the data: MySQL exports and RFC 4180.
import { describe, expect, test } from "bun:test";
import { parseCsv, readCsvRecords } from "../../../src/catalog/build/csv";

const rows = (text: string, backslash: boolean) => {
  const out: (string | null)[][] = [];
  parseCsv(text, { backslash }, (r) => out.push(r));
  return out;
};

describe("parseCsv", () => {
  test("reads MySQL backslash escapes and \\N nulls", () => {
    expect(rows('"a","b\\"c",\\N\n"1","x\\ny",""\n', true)).toEqual([
      ["a", 'b"c', null],
      ["1", "x\ny", ""],
    ]);
  });
  test("reads RFC 4180 doubled quotes, CRLF and fields spanning lines", () => {
    expect(rows('a,"b ""q"", c"\r\n1,"two\nlines"\n', false)).toEqual([
      ["a", 'b "q", c'],
      ["1", "two\nlines"],
    ]);
  });
  test("keeps a literal \\N in RFC dialect", () => {
    expect(rows("\\N,x\n", false)).toEqual([["\\N", "x"]]);
  });
});

describe("readCsvRecords", () => {
  test("counts rows with the wrong number of fields as malformed instead of dropping them silently", () => {
    const seen: Record<string, string | null>[] = [];
    const r = readCsvRecords('"id","name"\n"1","a"\n"2"\n"3","c","extra"\n', { backslash: true }, (x) => seen.push(x));
    expect(r).toEqual({ rows: 3, malformed: 2 });
    expect(seen).toEqual([{ id: "1", name: "a" }]);
  });
});

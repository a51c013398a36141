// Covers the field parsers: release dates, company lists, genre/category labels, store text, script detection.
import { describe, expect, test } from "bun:test";
import { englishCategory, englishGenre, isNonLatinName, parseDate, plainText, splitCompanies } from "../../../src/catalog/build/parse";

describe("parseDate", () => {
  test.each([
    ["2020-12-09", { iso: "2020-12-09", year: 2020 }],
    ["9 Dec, 2020", { iso: "2020-12-09", year: 2020 }],
    ["Feb 24, 2022", { iso: "2022-02-24", year: 2022 }],
    ["23.03.2015", { iso: "2015-03-23", year: 2015 }],
    ["Q1 2025", { iso: null, year: 2025 }],
    ["2019", { iso: null, year: 2019 }],
    ["Coming soon", null],
    ["", null],
    [null, null],
  ] as const)("parses %p", (text, want) => {
    expect(parseDate(text)).toEqual(want);
  });
});

describe("splitCompanies", () => {
  test("splits on commas but keeps legal suffixes attached", () => {
    expect(splitCompanies("KRAFTON, Inc.")).toEqual(["KRAFTON, Inc."]);
    // Dotted and spaced spellings too ("a.s.", "s. r. o.").
    expect(splitCompanies("Lantern Works, s. r. o., North Pier, a.s.")).toEqual(["Lantern Works, s. r. o.", "North Pier, a.s."]);
    expect(splitCompanies("Jetdogs Studios, Zoom Out Games")).toEqual(["Jetdogs Studios", "Zoom Out Games"]);
    expect(splitCompanies("Feral Interactive (Mac), Feral Interactive (Linux)")).toEqual(["Feral Interactive (Mac)", "Feral Interactive (Linux)"]);
    expect(splitCompanies("")).toEqual([]);
  });
});

describe("englishGenre / englishCategory", () => {
  test("maps localized labels to English and drops content descriptors and unknown languages", () => {
    expect(["Экшены", "Akcja", "动作", "Violent", "Sexual Content", "Xyzzy", "RPG"].map(englishGenre)).toEqual([
      "Action", "Action", "Action", null, null, null, "RPG",
    ]);
    expect(["Кооператив (по сети)", "LAN – co-op", "Online Co-op", "Достижения Steam"].map(englishCategory)).toEqual([
      "Online Co-op", "LAN Co-op", "Online Co-op", null,
    ]);
  });
});

describe("plainText / isNonLatinName", () => {
  test("strips tags and decodes entities", () => {
    expect(plainText("A &amp; B<br/>is <b>bold</b> &quot;x&quot; &#39;y&#39;")).toBe(`A & B is bold "x" 'y'`);
  });
  test("tells localized CJK/Cyrillic names from Latin ones", () => {
    expect(isNonLatinName("缺氧")).toBe(true);
    expect(isNonLatinName("Ведьмак 3")).toBe(true);
    expect(isNonLatinName("DAVE THE DIVER 潛水員戴夫")).toBe(false);
    expect(isNonLatinName("7.62")).toBe(false);
  });
});

// Property-based robustness of the lookup: random and hostile strings never throw, never slow a query down, and
// any answer is well formed. A small seeded generator keeps every run reproducible (no dependency needed).
import { describe, expect, test } from "bun:test";
import { aliasEntries } from "../../src/lookup/aliases";
import { createLookup, DEFAULT_MIN_CONFIDENCE } from "../../src/lookup";
import { swapLayout } from "../../src/lookup/keyboard-layout";
import { buildNameIndex } from "../../src/lookup/name-index";
import { normalizeForms } from "../../src/text";
import { parseAppRef } from "../../src/lookup/parse-ref";
import { makeVariant, rankCandidates } from "../../src/lookup/rank";
import { skeleton } from "../../src/lookup/skeleton";
import type { Lookup } from "../../src/lookup/types";
import { FIXTURE_ALIASES, lookupFixtureStore } from "./lookup-fixture";

/** Mulberry32: a tiny seeded PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces random strings are made of: every script and trap a query may hold.
const PIECES = [
  "a", "Z", "7", " ", "  ", "\t", "\n", "\r\n", "\u0000", "\u0007", "\u001f", "\u007f", "\u200b", "\u200e", "\u202e",
  "\ufeff", "\ud83c\udfae", "👨‍👩‍👧", "\ud800", "\udfff", "é", "e\u0301", "ß", "İ", "ﬁ", "Ⅻ", "²", "ё", "Й", "ъ", "ж",
  "汉", "日本", "한", "ب", "שלום", "ไทย", "Ω", "\\", "/", "%", "%00", "'", '"', "`", "*", "-", "+", "^", ":", ";", "(",
  ")", "[", "]", "{", "}", "<", ">", "&", "|", "?", "#", "@", "_", ".", ",", "NEAR(", "OR", "AND", "NOT", "MATCH",
  "' OR 1=1 --", "\"; DROP TABLE games; --", "*/", "/*", "http://", "https://store.steampowered.com/app/", "s.team/a/",
  "steam://run/", "123", "4294967296", "-1", "0x1F", "1e9", "NaN", "the", "edition", "iii", "xiv", "two", "witcher",
  "hollow", "ведьмак", "dtlmvfr", "рщддщц",
];

function randomQuery(next: () => number): string {
  const parts = 1 + Math.floor(next() * 12);
  let s = "";
  for (let i = 0; i < parts; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

function randomCodeUnits(next: () => number, length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += String.fromCharCode(Math.floor(next() * 0x10000));
  return s;
}

const HOSTILE = [
  "", " ", "\u0000", "\u0000".repeat(200), "a".repeat(200), "a".repeat(10_000), "the ".repeat(50), "🎮".repeat(100),
  "\ud800".repeat(200), "ب".repeat(200), "\u202eknight wollof", "NEAR(hollow knight, 3)", '"hollow" OR "knight"', "hollow*",
  "-hollow", "hollow' OR '1'='1", "x; DROP TABLE games; --", "{}", "[]", "null", "undefined", "__proto__", "constructor",
  "toString", "hasOwnProperty", "0", "00000000000000000000367520", "367520.5", "1e6", "-367520", "+367520",
  "https://", "https://store.steampowered.com/app/", "https://store.steampowered.com/app/abc/", "steam://",
  "https://store.steampowered.com/app/367520" + "/x".repeat(500), "%F0%9F%8E%AE", "ё".repeat(200), "ъъъ", "ьь",
  "iiiiiiiiiiiiiiiiiiii", "x".repeat(199) + "😀", "Ⅰ Ⅱ Ⅲ", "ＨＯＬＬＯＷ ＫＮＩＧＨＴ",
];

const store = lookupFixtureStore();
const lookup: Lookup = createLookup({ store, aliases: FIXTURE_ALIASES });
const index = buildNameIndex(store.allGames(), store.allNames(), aliasEntries(FIXTURE_ALIASES));

function expectWellFormed(q: string): void {
  // Latency is bench:resolve's (it runs hostile queries too); here only the answer's shape.
  const r = lookup.resolve(q);
  if (r === null) return;
  expect(store.getGame(r.seed.appid)?.name).toBe(r.seed.name);
  expect(r.otherMatches.length).toBeLessThanOrEqual(5);
  expect(r.otherMatches.map((m) => m.appid)).not.toContain(r.seed.appid);
  expect(r.confidence).toBeGreaterThanOrEqual(DEFAULT_MIN_CONFIDENCE);
  expect(r.confidence).toBeLessThanOrEqual(1);
}

// The pipeline below the safety net must not throw either: resolve's catch-all is never the reason a test passes.
function expectPipelineQuiet(q: string): void {
  expect(() => {
    parseAppRef(q);
    normalizeForms(q);
    skeleton(normalizeForms(q).plain);
    swapLayout(q, "en-to-ru");
    swapLayout(q, "ru-to-en");
    rankCandidates(index, [makeVariant(q.slice(0, 200), 0, false, false)]);
  }).not.toThrow();
}

describe("resolve on hostile input", () => {
  test.each(HOSTILE.map((q) => [JSON.stringify(q).slice(0, 60), q]))("%s is handled", (_label, q) => {
    expectPipelineQuiet(q);
    expectWellFormed(q);
  });

  test("FTS and SQL syntax never reaches the catalog as syntax", () => {
    // The lookup searches its own in-memory index; these must simply match nothing, or the game they name.
    expect(lookup.resolve('"; DROP TABLE games; --')).toBeNull();
    expect(lookup.resolve("hollow knight NEAR(")?.seed.appid).toBe(367520);
    expect(store.getGame(367520)?.name).toBe("Hollow Knight");
  });

  test("a non-string value at a JavaScript boundary is not found rather than a crash", () => {
    expect(lookup.resolve(undefined as unknown as string)).toBeNull();
    expect(lookup.resolve(42 as unknown as string)).toBeNull();
  });
});

describe("resolve on random input", () => {
  test("2,000 strings of mixed scripts, controls and syntax: no throw, well-formed answers, bounded time", () => {
    const next = rng(20260101);
    for (let i = 0; i < 2000; i++) {
      const q = randomQuery(next);
      expectPipelineQuiet(q);
      expectWellFormed(q);
    }
  });

  test("500 strings of random UTF-16 code units, up to 250 long", () => {
    const next = rng(7);
    for (let i = 0; i < 500; i++) {
      const q = randomCodeUnits(next, Math.floor(next() * 250));
      expectPipelineQuiet(q);
      expectWellFormed(q);
    }
  });

  test("a known name survives random noise around it", () => {
    const next = rng(99);
    let found = 0;
    for (let i = 0; i < 200; i++) {
      const q = `${"   ".slice(0, Math.floor(next() * 3))}Hollow Knight${["", "™", "!", " ", "\u200b"][Math.floor(next() * 5)]}`;
      if (lookup.resolve(q)?.seed.appid === 367520) found++;
    }
    expect(found).toBe(200);
  });
});

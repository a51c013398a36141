// Ranking helpers: confidence levels from the lead over the second result, and the wording of `why` lines.
import { describe, expect, test } from "bun:test";
import { confidenceOf, stem, whyLine, type Confidence, type Ranked } from "../../src/finder";

const hit = (score: number, extra: Partial<Ranked> = {}): Ranked => ({
  index: 0,
  score,
  labels: ["Souls-like"],
  textTerms: [],
  yearMatch: false,
  creatorMatch: false,
  textLeader: false,
  untested: false,
  ...extra,
});

describe("confidenceOf", () => {
  test.each([
    ["a strong first result well ahead of the second", "high", [hit(2.0), hit(1.6)]],
    ["a strong first result alone", "high", [hit(2.0)]],
    ["a middling first result a little ahead", "medium", [hit(1.8), hit(1.6)]],
    ["a middling first result level with the second", "low", [hit(1.6), hit(1.58)]],
    ["a weak first result, however far ahead", "low", [hit(0.9), hit(0.3)]],
    ["no result", "low", []],
  ] as [string, Confidence, Ranked[]][])("%s: %s", (_case, expected, ranked) => {
    expect(confidenceOf(ranked)).toBe(expected);
  });

  test("a big lead with no tag and one word behind it is still low", () => {
    expect(confidenceOf([hit(2.5, { labels: [], textTerms: ["foghorn"] }), hit(1)])).toBe("low");
  });
});

describe("whyLine", () => {
  const r = hit(2, { labels: ["Souls-like", "Ninja"], textTerms: [stem("shuriken"), stem("lanterns")], yearMatch: true });
  const description = "hard ninja soulslike about Shuriken throws and paper lanterns, 2019";

  test("names matched tags, the year and the person's own words (not stems) in English", () => {
    expect(whyLine(r, 2019, description, "en")).toBe(
      "Matches Souls-like, Ninja; released in 2019; its name, blurb or reviews mention shuriken, lanterns.",
    );
  });

  test("speaks Russian for lang ru", () => {
    expect(whyLine(r, 2019, description, "ru")).toBe(
      "Совпадают метки: соулслайк, ниндзя; вышла в 2019 году; в названии, описании или отзывах есть: shuriken, lanterns.",
    );
  });

  test("has a fallback sentence when nothing specific matched", () => {
    expect(whyLine(hit(1, { labels: [] }), null, "x", "en")).toBe("A partial match for the description.");
  });
});

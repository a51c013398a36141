// Covers hooks and dealbreakers from review themes: several independent reviews, the right side of the vote,
// distinctiveness over the catalog baseline, and words with a second meaning kept to games with the right tags.
import { describe, expect, test } from "bun:test";
import { compileThemes, DEALBREAKER_THEMES, HOOK_THEMES, praisedAs, reviewDealbreakers, reviewHooks, themeBaseline, themeShares } from "../../src/summaries/themes";
import { filler, says } from "./review-helper";

const flat = themeBaseline([]);

describe("reviewHooks", () => {
  test("a theme praised by several positive reviews becomes a hook", () => {
    const reviews = [...says(6, "The soundtrack is wonderful."), ...says(5, "Tight controls, every jump lands."), ...filler(20)];
    expect(reviewHooks(reviews, flat, [])).toEqual(["great soundtrack", "tight, responsive controls"]);
  });

  test("one review never makes a hook", () => {
    expect(reviewHooks([...says(1, "The soundtrack is wonderful."), ...filler(30)], flat, [])).toEqual([]);
  });

  test("praise in negative reviews is not a hook", () => {
    expect(reviewHooks([...says(8, "Nice soundtrack but refunded.", { up: false }), ...filler(20)], flat, [])).toEqual([]);
  });

  test("a theme every game's reviews mention is not distinctive for this one", () => {
    const common = themeBaseline([themeShares([...says(10, "Great soundtrack."), ...filler(2)])]);
    const reviews = [...says(3, "The soundtrack is fine."), ...filler(30)];
    expect(reviewHooks(reviews, common, [])).toEqual([]);
  });

  test("'trucks' praise counts as driving only for a game tagged for driving", () => {
    const reviews = [...says(8, "I love the trucks and the delivery routes."), ...filler(20)];
    expect(reviewHooks(reviews, flat, ["City Builder"])).toEqual([]);
    expect(reviewHooks(reviews, flat, ["Driving"])).toEqual(["calm long drives"]);
  });
});

describe("reviewDealbreakers", () => {
  test("themes of several negative reviews, at most three, most common first", () => {
    const reviews = [
      ...says(6, "Full of cheaters.", { up: false }),
      ...says(5, "Toxic players everywhere.", { up: false }),
      ...says(4, "Constant server disconnects.", { up: false }),
      ...says(3, "It keeps crashing, awful performance.", { up: false }),
      ...filler(20),
    ];
    expect(reviewDealbreakers(reviews, flat, [])).toEqual(["cheaters", "toxic players", "server and matchmaking problems"]);
  });

  test("complaints inside positive reviews are not dealbreakers", () => {
    expect(reviewDealbreakers([...says(10, "A few bugs, still great."), ...filler(5, false)], flat, [])).toEqual([]);
  });
});

describe("theme data (data/themes.json)", () => {
  test("loads checked: a duplicate id, phrase or pattern, or a pattern that does not compile, names the entry at fault", () => {
    const ok = { id: "a", phrase: "first", pattern: "\\bfoo\\b" };
    expect(compileThemes([ok], "t")[0]!.re.test("FOO bar")).toBe(true);
    expect(() => compileThemes([ok, { ...ok, phrase: "second", pattern: "bar" }], "t")).toThrow("themes.json t: duplicate id a");
    expect(() => compileThemes([ok, { id: "b", phrase: "other", pattern: "\\bfoo\\b" }], "t")).toThrow("duplicate pattern");
    expect(() => compileThemes([{ id: "c", phrase: "broken", pattern: "(unclosed" }], "t")).toThrow("c has a bad pattern");
    expect(() => compileThemes([{ id: "d", phrase: "blank", pattern: "x", praise: " " }], "t")).toThrow("d has an empty praise");
  });

  test("a hook that is no noun has a praise form ('players praise …'); the others are praised as they read", () => {
    expect(praisedAs("great with friends")).toBe("playing with friends");
    expect(praisedAs("genuinely funny")).toBe("genuine humor");
    expect(praisedAs("great soundtrack")).toBe("great soundtrack");
  });

  test("every tag a theme is guarded by is a real Steam tag", async () => {
    const vocabulary = new Set((await Bun.file("test/fixtures/tag-vocabulary.json").json()) as string[]);
    const guards = [...HOOK_THEMES, ...DEALBREAKER_THEMES].flatMap((t) => t.onlyWithTags ?? []);
    expect(guards.length).toBeGreaterThan(0);
    expect(guards.filter((t) => !vocabulary.has(t))).toEqual([]);
  });
});

// Covers review weights (helpful and long-playtime reviews weigh more) and negation-aware phrase matching.
import { describe, expect, test } from "bun:test";
import { affirms, reviewWeight, substantiveCount } from "../../src/summaries/review-weight";

describe("reviewWeight", () => {
  test.each([
    [{ votesUp: 0, playtimeMinutes: null }, 1],
    [{ votesUp: 7, playtimeMinutes: 60 }, 4],
    [{ votesUp: 7, playtimeMinutes: 900 }, 6],
  ])("%p weighs %p", (r, w) => {
    expect(reviewWeight(r)).toBe(w);
  });
});

describe("affirms", () => {
  test.each([
    ["Truly relaxing.", true],
    ["It is not relaxing.", false],
    ["Never really relaxing.", false],
    ["Not great, but relaxing.", true],
  ])("%p affirms 'relaxing': %p", (text, yes) => {
    expect(affirms(text, /\brelaxing\b/i)).toBe(yes);
  });
});

describe("substantiveCount", () => {
  test("counts reviews long enough to say something, at least 1", () => {
    expect(substantiveCount([{ text: "10/10" }, { text: "x".repeat(100) }])).toBe(1);
    expect(substantiveCount([])).toBe(1);
  });
});

// Covers the review phrase rules: difficulty, completion hours, "too short", sessions; each needs several reviews.
import { describe, expect, test } from "bun:test";
import { lengthOfHours, reviewSignals } from "../../src/summaries/review-phrases";
import { filler, says } from "./review-helper";

describe("reviewSignals difficulty", () => {
  test("one angry review does not make a game punishing", () => {
    const s = reviewSignals([...says(1, "Brutally hard, I rage quit after an hour."), ...filler(30)]);
    expect(s.difficulty).toBeNull();
  });

  test("many independent reviews calling it brutal make it punishing", () => {
    const s = reviewSignals([...says(8, "Brutally hard and unforgiving."), ...filler(30)]);
    expect(s.difficulty).toBe("punishing");
  });

  test("a handful of 'challenging' mentions among relaxed ones leaves a relaxing game relaxed", () => {
    const s = reviewSignals([...says(12, "So relaxing, a cozy farm to come back to."), ...says(2, "The mines can be challenging."), ...filler(20)]);
    expect(s.difficulty).toBe("relaxed");
  });

  test("a negated phrase does not count", () => {
    const s = reviewSignals([...says(10, "This is not relaxing at all."), ...filler(10)]);
    expect(s.difficulty).toBeNull();
  });

  test("'hard to find' is not 'very hard'", () => {
    const s = reviewSignals([...says(10, "The ingredients are so hard to find."), ...filler(10)]);
    expect(s.difficulty).toBeNull();
  });
});

describe("reviewSignals length", () => {
  test("the median of reported completion hours, from three or more reviews", () => {
    const s = reviewSignals([...says(1, "Took me 90 hours to finish."), ...says(1, "I beat it in 110 hours."), ...says(1, "Completed it in 100 hours."), ...filler(5)]);
    expect(s.completionHours).toBe(100);
  });

  test("two reports are not enough", () => {
    const s = reviewSignals([...says(2, "Took me 5 hours to beat."), ...filler(5)]);
    expect(s.completionHours).toBeNull();
  });

  test("'too short' counts only from several reviews", () => {
    expect(reviewSignals([...says(1, "Way too short."), ...filler(10)]).saysShort).toBe(false);
    expect(reviewSignals([...says(4, "Way too short."), ...filler(10)]).saysShort).toBe(true);
  });
});

describe("reviewSignals sessions", () => {
  test("'one more run' means short bursts; 'one more turn' means long sessions", () => {
    expect(reviewSignals([...says(5, "Just one more run, every night."), ...filler(10)]).sessionShape).toBe("short_bursts");
    expect(reviewSignals([...says(5, "One more turn and it is 4 am."), ...filler(10)]).sessionShape).toBe("long_sessions");
  });

  test("no reviews, no signals", () => {
    expect(reviewSignals([])).toEqual({ difficulty: null, completionHours: null, saysShort: false, saysMassive: false, sessionShape: null });
  });
});

describe("lengthOfHours", () => {
  test.each([
    [3, "short"],
    [12, "medium"],
    [45, "long"],
    [100, "massive"],
  ])("%p hours is %p", (h, length) => {
    expect(lengthOfHours(h)).toBe(length as never);
  });
});

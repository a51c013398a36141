// memoized: a function of a string remembered for its last few keys, the oldest forgotten first.
import { describe, expect, test } from "bun:test";
import { memoized } from "../../src/recommender/memo";

describe("memoized", () => {
  test("computes a key once while it is remembered, and forgets the oldest key first", () => {
    const calls: string[] = [];
    const upper = memoized((s) => {
      calls.push(s);
      return s.toUpperCase();
    }, 2);
    expect([upper("a"), upper("a"), upper("b"), upper("a")]).toEqual(["A", "A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    // A third key pushes out "a", the first remembered.
    upper("c");
    upper("b");
    upper("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  test("remembers answers that are falsy but defined", () => {
    let calls = 0;
    const empty = memoized(() => {
      calls++;
      return "";
    }, 4);
    empty("x");
    empty("x");
    expect(calls).toBe(1);
  });
});

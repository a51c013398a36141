// Covers withDeadline: a hung call still ends at its deadline, and an answer that fell due while the event loop was
// busy past the deadline wins over it (the misjudgement of a healthy Redis on a saturated CPU).
import { describe, expect, test } from "bun:test";
import { DeadlineError, withDeadline } from "../../src/limits/deadline";

/** Keeps the event loop busy, as a saturated CPU does. */
function busy(ms: number): void {
  for (const end = performance.now() + ms; performance.now() < end; );
}

describe("withDeadline", () => {
  test("a call that never answers ends with a DeadlineError", async () => {
    expect(await withDeadline(new Promise(() => {}), 5).catch((e) => e)).toBeInstanceOf(DeadlineError);
  });

  test("an answer that fell due while the loop was busy past the deadline still wins", async () => {
    // Both timers are due when the loop is free again; the deadline's fires first, as a timer beats a socket read.
    const answer = withDeadline(new Promise((resolve) => setTimeout(() => resolve("in time"), 15)), 10);
    busy(40);
    expect(await answer).toBe("in time");
  });

  test("an answer is taken as it comes, before the deadline", async () => {
    expect(await withDeadline(Promise.resolve(42), 1000)).toBe(42);
  });
});

// Covers createMemoryStore: all-or-nothing takes, fractional intervals without drift, and sweeping full buckets.
import { describe, expect, test } from "bun:test";
import { createMemoryStore } from "../../src/limits/memory-store";

const START = Date.UTC(2026, 0, 1);

describe("createMemoryStore", () => {
  test("takes from every bucket or from none", async () => {
    const store = createMemoryStore();
    const roomy = { key: "roomy", windowMs: 60_000, max: 10 };
    const tight = { key: "tight", windowMs: 60_000, max: 1 };
    expect((await store.take([roomy, tight], START)).map((s) => s.allowed)).toEqual([true, true]);
    expect((await store.take([roomy, tight], START)).map((s) => s.allowed)).toEqual([true, false]);
    // The refused take left roomy at 9 left: this one takes the 2nd token.
    expect((await store.take([roomy], START))[0]!.remaining).toBe(8);
  });

  test("an interval that is not a whole number of ms (60000/7) neither drifts nor rounds a wait up", async () => {
    const store = createMemoryStore();
    const seven = { key: "seven", windowMs: 60_000, max: 7 };
    for (let minute = 0; minute < 50; minute++) {
      const at = START + minute * 60_000;
      for (let i = 0; i < 7; i++) expect((await store.take([seven], at))[0]!.allowed).toBe(true);
      expect((await store.take([seven], at))[0]).toEqual({ allowed: false, remaining: 0, retryAfterMs: 8572, resetMs: 60_000 });
    }
  });

  test("buckets that are full again are swept, so memory follows recent callers only", async () => {
    const store = createMemoryStore();
    for (let i = 0; i < 1023; i++) await store.take([{ key: `ip${i}`, windowMs: 60_000, max: 30 }], START);
    expect(store.size()).toBe(1023);
    // The 1,024th take sweeps; a minute later every earlier bucket is full and goes.
    await store.take([{ key: "late", windowMs: 60_000, max: 30 }], START + 60_000);
    expect(store.size()).toBe(1);
  });
});

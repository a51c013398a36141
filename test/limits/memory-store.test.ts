// Covers createMemoryStore: all-or-nothing takes, a request leaving its window, and sweeping idle keys.
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

  test("a request counts for exactly its window: refused 1 ms before it leaves, allowed when it has left", async () => {
    const store = createMemoryStore();
    const seven = { key: "seven", windowMs: 60_000, max: 7 };
    for (let minute = 0; minute < 50; minute++) {
      const at = START + minute * 60_000;
      for (let i = 0; i < 7; i++) expect((await store.take([seven], at + i))[0]!.allowed).toBe(true);
      expect((await store.take([seven], at + 59_999))[0]).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1, resetMs: 1 });
    }
  });

  test("over a long busy log (dropping what left in chunks) it agrees with counting every request", async () => {
    const store = createMemoryStore();
    const spec = { key: "busy", windowMs: 1000, max: 150 };
    const passed: number[] = [];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0, now = START; i < 5000; i++, now += Math.floor(random() * 12)) {
      const inWindow = passed.filter((t) => t > now - spec.windowMs);
      const [state] = await store.take([spec], now);
      expect(state!.allowed).toBe(inWindow.length < spec.max);
      if (state!.allowed) passed.push(now);
      else expect(state!.retryAfterMs).toBe(inWindow[inWindow.length - spec.max]! + spec.windowMs - now);
    }
    expect(passed.length).toBeGreaterThan(1000);
  });

  test("buckets that are full again are swept, so memory follows recent callers only", async () => {
    const store = createMemoryStore();
    for (let i = 0; i < 1023; i++) await store.take([{ key: `ip${i}`, windowMs: 60_000, max: 30 }], START);
    expect(store.size()).toBe(1023);
    // The 1,024th take sweeps; a minute later every earlier key has no request left in its window and goes.
    await store.take([{ key: "late", windowMs: 60_000, max: 30 }], START + 60_000);
    expect(store.size()).toBe(1);
  });
});

// Readiness checks: each named result, a throwing or hanging check as a failure with its reason, and the drain flag.
import { describe, expect, test } from "bun:test";
import { createReadiness } from "../../src/ops";

describe("createReadiness", () => {
  test("all checks fine: ok, each named ok", async () => {
    const r = createReadiness([{ name: "a", check: () => null }, { name: "b", check: async () => null }]);
    expect(await r.evaluate()).toEqual({ ok: true, checks: { a: "ok", b: "ok" } });
  });

  test("a failing, throwing or hanging check fails with its reason; the others still report", async () => {
    const r = createReadiness(
      [
        { name: "fine", check: () => null },
        { name: "says", check: () => "index still building" },
        { name: "throws", check: () => { throw new Error("database is closed"); } },
        { name: "hangs", check: () => new Promise<null>(() => {}) },
      ],
      { timeoutMs: 50 },
    );
    expect(await r.evaluate()).toEqual({
      ok: false,
      checks: { fine: "ok", says: "index still building", throws: "database is closed", hangs: "no answer within 50 ms" },
    });
  });

  test("drain() makes it not ok with a shutdown reason, for good", async () => {
    const r = createReadiness([{ name: "a", check: () => null }]);
    r.drain();
    expect(r.draining).toBe(true);
    expect(await r.evaluate()).toEqual({ ok: false, checks: { shutdown: "draining", a: "ok" } });
  });
});

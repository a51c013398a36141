// Covers createRateLimit (one limit on its own), rateLimitHeaders (draft-ietf-httpapi-ratelimit-headers-11 form)
// and limitDecisionOf.
import { describe, expect, test } from "bun:test";
import { AppError, isAppError } from "../../src/errors";
import { createMemoryStore } from "../../src/limits/memory-store";
import { createRateLimit, limitDecisionOf, rateLimitHeaders, RateLimitError } from "../../src/limits/rate-limit";
import type { LimitDecision } from "../../src/limits/types";

const START = Date.UTC(2026, 0, 1);

describe("createRateLimit", () => {
  const make = (options: { name?: string; windowMs?: number; max?: number } = {}) =>
    createRateLimit({
      name: options.name ?? "per-ten",
      windowMs: options.windowMs ?? 10_000,
      max: options.max ?? 2,
      key: (ip) => ip,
      store: createMemoryStore(),
      clock: () => START,
    });

  test("resolves its policy item and a default label once", () => {
    const limit = make({ windowMs: 3_600_000, max: 5 });
    expect(limit.policyItem).toBe('"per-ten";q=5;w=3600');
    expect(limit.label).toBe("5 requests an hour");
    expect(limit.bucket("1.2.3.4")).toEqual({ key: "rl:per-ten:1.2.3.4", windowMs: 3_600_000, max: 5 });
    expect(make({ windowMs: 90_000 }).label).toBe("2 requests every 90 seconds");
  });

  test("check takes tokens and throws an AppError rate_limited carrying the decision when over", async () => {
    const limit = make();
    expect(await limit.check("1.2.3.4")).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
    await limit.check("1.2.3.4");
    const error = await limit.check("1.2.3.4").catch((e: unknown) => e);
    expect(isAppError(error)).toBe(true);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as AppError).retryAfter).toBe(10);
    expect((error as AppError).message).toBe("limits: over the limit of 2 requests every 10 seconds; retry in 10 seconds");
  });

  test.each([
    ["a name with a space", { name: "bad name" }, 'limits: limit name "bad name" must be letters, digits and "-"'],
    ["max 0", { max: 0 }, 'limits: limit "per-ten" max must be an integer >= 1, got 0'],
    ["a window of 1.5 s", { windowMs: 1500 }, 'limits: limit "per-ten" windowMs must be a positive whole number of seconds, got 1500'],
  ])("refuses %s", (_case, options, message) => {
    expect(() => make(options)).toThrow(message);
  });
});

describe("rateLimitHeaders", () => {
  const allowed: LimitDecision = {
    allowed: true,
    limit: 30,
    remaining: 29,
    resetSeconds: 2,
    retryAfterSeconds: null,
    policy: '"minute";q=30;w=60, "day";q=1000;w=86400',
    policyName: "minute",
  };

  test("names the tightest policy with its remaining requests and seconds to full", () => {
    expect(rateLimitHeaders(allowed)).toEqual({
      "RateLimit-Policy": '"minute";q=30;w=60, "day";q=1000;w=86400',
      RateLimit: '"minute";r=29;t=2',
    });
  });

  test("adds Retry-After on a refusal", () => {
    const refused = { ...allowed, allowed: false, remaining: 0, resetSeconds: 60, retryAfterSeconds: 2 };
    expect(rateLimitHeaders(refused)).toEqual({
      "RateLimit-Policy": '"minute";q=30;w=60, "day";q=1000;w=86400',
      RateLimit: '"minute";r=0;t=60',
      "Retry-After": "2",
    });
  });

  test("sends nothing when limits are off (empty policy)", () => {
    expect(rateLimitHeaders({ ...allowed, policy: "", policyName: undefined })).toEqual({});
  });
});

describe("limitDecisionOf", () => {
  test("returns the decision of a RateLimitError and null for other errors", () => {
    const decision: LimitDecision = {
      allowed: false,
      limit: 3,
      remaining: 0,
      resetSeconds: 60,
      retryAfterSeconds: 20,
      policy: '"find-minute";q=3;w=60',
      policyName: "find-minute",
    };
    expect(limitDecisionOf(new RateLimitError(decision, "limits: …"))).toBe(decision);
    expect(limitDecisionOf(new AppError("rate_limited", "x", { retryAfter: 1 }))).toBeNull();
    expect(limitDecisionOf("nope")).toBeNull();
  });
});

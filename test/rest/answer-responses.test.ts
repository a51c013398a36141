// A tool's 200: the fixed headers of an answer are built once and copied; the quota left is each response's own.
import { describe, expect, test } from "bun:test";
import type { LimitDecision } from "../../src/limits";
import { answerResponses } from "../../src/rest/responses";

const policy = '"minute";q=30;w=60, "day";q=1000;w=86400';
const decision = (remaining: number, p = policy): LimitDecision => ({
  allowed: true, limit: 30, remaining, resetSeconds: 7, retryAfterSeconds: null, policy: p, policyName: p ? "minute" : undefined,
});
const headersOf = (r: Response) => Object.fromEntries(r.headers);

describe("answerResponses", () => {
  test("the body with Cache-Control, the strong ETag and the RateLimit headers of its own decision", async () => {
    const answer = answerResponses("public, max-age=60");
    const first = answer('{"a":1}', '"e1"', decision(29));
    const second = answer('{"a":1}', '"e1"', decision(28));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('{"a":1}');
    expect(headersOf(first)).toEqual({
      "content-type": "application/json", "cache-control": "public, max-age=60", etag: '"e1"', "ratelimit-policy": policy, ratelimit: '"minute";r=29;t=7',
    });
    expect(second.headers.get("ratelimit")).toBe('"minute";r=28;t=7');
  });

  test("a response's headers are its own: the edge changing one leaves the next alone", () => {
    const answer = answerResponses("public, max-age=60");
    const first = answer("{}", '"e1"', decision(5));
    first.headers.set("etag", 'W/"e1"');
    first.headers.append("vary", "Accept-Encoding");
    first.headers.delete("content-type");
    const second = answer("{}", '"e1"', decision(4));
    expect(headersOf(second)).toEqual({
      "content-type": "application/json", "cache-control": "public, max-age=60", etag: '"e1"', "ratelimit-policy": policy, ratelimit: '"minute";r=4;t=7',
    });
  });

  test("another answer, another policy, or limits off: the headers follow", () => {
    const answer = answerResponses("public, max-age=60", 2);
    expect(answer("{}", '"e2"', decision(9)).headers.get("etag")).toBe('"e2"');
    const other = '"day";q=5;w=86400';
    expect(answer("{}", '"e2"', decision(3, other)).headers.get("ratelimit-policy")).toBe(other);
    const off = answer("{}", '"e2"', decision(0, ""));
    expect(off.headers.has("ratelimit-policy")).toBe(false);
    expect(off.headers.has("ratelimit")).toBe(false);
    // More answers than remembered: the oldest is built again, the same.
    answer("{}", '"e3"', decision(9));
    answer("{}", '"e4"', decision(9));
    expect(headersOf(answer("{}", '"e2"', decision(8)))).toEqual({
      "content-type": "application/json", "cache-control": "public, max-age=60", etag: '"e2"', "ratelimit-policy": policy, ratelimit: '"minute";r=8;t=7',
    });
  });
});

// One sliding-window limit (e.g. 30 a minute per address), and how limits' states become a decision or a 429.
import { AppError } from "../errors";
import type { BucketSpec, BucketState, Clock, LimitDecision, LimitStore } from "./types";

/** One limit, options resolved; `check` takes a token from this limit alone. */
export interface RateLimit {
  /** Policy name in RateLimit headers and store keys, e.g. `minute`. */
  readonly name: string;
  readonly windowMs: number;
  readonly max: number;
  /** Words for messages, e.g. `30 requests a minute per address`. */
  readonly label: string;
  /** This limit's RateLimit-Policy item, e.g. `"minute";q=30;w=60`. */
  readonly policyItem: string;
  /** The bucket a caller draws from. */
  bucket(ip: string): BucketSpec;
  /** Takes one token for `ip`; throws RateLimitError when there is none. */
  check(ip: string): Promise<LimitDecision>;
}

/**
 * The 429 of the limits domain: an AppError("rate_limited") with `retryAfter`, carrying the decision so adapters can
 * also send RateLimit headers on the refusal.
 */
export class RateLimitError extends AppError {
  readonly decision: LimitDecision;

  constructor(decision: LimitDecision, message: string) {
    super("rate_limited", message, { retryAfter: decision.retryAfterSeconds ?? 1 });
    this.decision = decision;
  }
}

/**
 * Creates one sliding-window limit: at most `max` requests in any `windowMs` (a request counts until it is
 * `windowMs` old).
 *
 * Options: `name` (letters, digits, `-`; the policy name), `windowMs` (a whole number of seconds), `max`, `key`
 * (caller → partition; return a constant for a limit shared by everyone), `label` (for messages; default
 * "`max` requests a minute/an hour/a day"), `store`, `clock` (default `Date.now`).
 *
 * @example
 * const perMinute = createRateLimit({ name: "minute", windowMs: 60_000, max: 30, key: quotaKey, store: createMemoryStore() });
 * await perMinute.check("203.0.113.9"); // { allowed: true, limit: 30, remaining: 29, ... }
 */
export function createRateLimit(options: {
  name: string;
  windowMs: number;
  max: number;
  key: (ip: string) => string;
  label?: string;
  store: LimitStore;
  clock?: Clock;
}): RateLimit {
  const { name, windowMs, max, key, store } = options;
  const clock = options.clock ?? Date.now;
  if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`limits: limit name "${name}" must be letters, digits and "-"`);
  if (!(Number.isInteger(max) && max >= 1)) throw new Error(`limits: limit "${name}" max must be an integer >= 1, got ${max}`);
  if (!(Number.isInteger(windowMs / 1000) && windowMs > 0)) {
    throw new Error(`limits: limit "${name}" windowMs must be a positive whole number of seconds, got ${windowMs}`);
  }
  const limit: RateLimit = {
    name,
    windowMs,
    max,
    label: options.label ?? `${max} requests ${windowWords(windowMs)}`,
    policyItem: `"${name}";q=${max};w=${windowMs / 1000}`,
    bucket: (ip) => ({ key: `rl:${name}:${key(ip)}`, windowMs, max }),
    async check(ip) {
      const states = await store.take([limit.bucket(ip)], clock());
      return decide([limit], states);
    },
  };
  return limit;
}

/**
 * Turns the states of one take over `limits` into a decision; throws RateLimitError when any bucket refused
 * (internal; used by `createRateLimit` and `createRateLimiter`).
 *
 * Allowed: the reported limit is the one with the fewest requests left (on a tie, the longer window).
 * Refused: the one that frees up last, and `retryAfterSeconds` is its wait, the longest over the refusing buckets,
 * so a request sent after it passes (unless others drain a shared bucket meanwhile).
 */
export function decide(limits: readonly RateLimit[], states: readonly BucketState[]): LimitDecision {
  const policy = policyOf(limits);
  // One pass, no intermediate arrays: this runs on every request.
  let worst = -1;
  let tightest = -1;
  for (let i = 0; i < limits.length; i++) {
    const s = states[i]!;
    if (!s.allowed) {
      if (worst < 0 || s.retryAfterMs > states[worst]!.retryAfterMs) worst = i;
    } else if (tightest < 0) {
      tightest = i;
    } else {
      const t = states[tightest]!;
      if (s.remaining < t.remaining || (s.remaining === t.remaining && limits[i]!.windowMs > limits[tightest]!.windowMs)) tightest = i;
    }
  }
  if (worst >= 0) {
    const l = limits[worst]!;
    const s = states[worst]!;
    const retryAfterSeconds = Math.max(1, Math.ceil(s.retryAfterMs / 1000));
    const decision: LimitDecision = {
      allowed: false,
      limit: l.max,
      remaining: 0,
      resetSeconds: Math.ceil(s.resetMs / 1000),
      retryAfterSeconds,
      policy,
      policyName: l.name,
    };
    const unit = retryAfterSeconds === 1 ? "second" : "seconds";
    throw new RateLimitError(decision, `limits: over the limit of ${l.label}; retry in ${retryAfterSeconds} ${unit}`);
  }
  const l = limits[tightest]!;
  const s = states[tightest]!;
  return {
    allowed: true,
    limit: l.max,
    remaining: s.remaining,
    resetSeconds: Math.ceil(s.resetMs / 1000),
    retryAfterSeconds: null,
    policy,
    policyName: l.name,
  };
}

/**
 * RateLimit response headers for a decision, in the form of draft-ietf-httpapi-ratelimit-headers-11
 * (structured-field lists), plus `Retry-After` on a refusal. Empty when limits are off. Added to `headers` when given
 * (an answer's other headers), else to a new object.
 *
 * @example
 * rateLimitHeaders(decision);
 * // { "RateLimit-Policy": '"minute";q=30;w=60, "day";q=1000;w=86400', RateLimit: '"minute";r=29;t=2' }
 */
export function rateLimitHeaders(decision: LimitDecision, headers: Record<string, string> = {}): Record<string, string> {
  if (decision.policy !== "") {
    headers["RateLimit-Policy"] = decision.policy;
    headers["RateLimit"] = rateLimitValue(decision);
  }
  if (!decision.allowed && decision.retryAfterSeconds !== null) headers["Retry-After"] = String(decision.retryAfterSeconds);
  return headers;
}

/**
 * The `RateLimit` header's value for a decision (limits on): the tightest policy item's quota left and its reset.
 *
 * @example
 * rateLimitValue(decision); // '"minute";r=29;t=2'
 */
export function rateLimitValue(decision: LimitDecision): string {
  return `"${decision.policyName ?? "default"}";r=${decision.remaining};t=${decision.resetSeconds}`;
}

/**
 * The decision a refusal carries, or null for any other error; for adapters that catch errors in one place.
 *
 * @example
 * catch (e) { const d = limitDecisionOf(e); if (d) Object.assign(headers, rateLimitHeaders(d)); }
 */
export function limitDecisionOf(error: unknown): LimitDecision | null {
  return error instanceof RateLimitError ? error.decision : null;
}

const policies = new WeakMap<readonly RateLimit[], string>();

// The RateLimit-Policy value of a set of limits, built once per set (guards run on every request).
function policyOf(limits: readonly RateLimit[]): string {
  let policy = policies.get(limits);
  if (policy === undefined) policies.set(limits, (policy = limits.map((l) => l.policyItem).join(", ")));
  return policy;
}

function windowWords(ms: number): string {
  const named: Record<number, string> = { 1000: "a second", 60_000: "a minute", 3_600_000: "an hour", 86_400_000: "a day" };
  return named[ms] ?? `every ${ms / 1000} seconds`;
}

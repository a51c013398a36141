// Contracts of the limits domain: rate limiting, the one-day answer cache, and the agent-API switch.

/** Which family of buckets a call draws from: the two data operations, or the language-model tool. */
export type LimitScope = "api" | "find";

/** The outcome of one limit check, enough to write RateLimit headers. */
export interface LimitDecision {
  allowed: boolean;
  /** The tightest limit that applied (requests per its window). */
  limit: number;
  /** Requests left in that window. */
  remaining: number;
  /** Whole seconds until that bucket is full again (the RateLimit header's `t`). */
  resetSeconds: number;
  /** Whole seconds until a request will pass; null when allowed. */
  retryAfterSeconds: number | null;
  /**
   * RateLimit-Policy value in the form of draft-ietf-httpapi-ratelimit-headers-11, e.g.
   * `"minute";q=30;w=60, "day";q=1000;w=86400`; the empty string when limits are off (then no headers are sent).
   */
  policy: string;
  /** Name of the tightest policy item (the RateLimit header names it); absent when limits are off. */
  policyName?: string;
}

/** Guards REST routes and MCP tool calls alike. */
export interface RateLimiter {
  /** Takes one token from every bucket of `scope` for `ip`; throws AppError("rate_limited") with retryAfter when over. */
  guard(ip: string, scope: LimitScope): Promise<LimitDecision>;
  /**
   * The same guard decided at once (it throws the same refusal), present when the buckets are in this process (memory,
   * or limits off): the cached answers' path then makes no await for its limit.
   */
  guardNow?(ip: string, scope: LimitScope): LimitDecision;
}

/** Epoch milliseconds now; tests pass a fake. Default `Date.now`. */
export type Clock = () => number;

/** One token bucket as a store sees it: `max` tokens, refilled evenly over `windowMs`. */
export interface BucketSpec {
  /** Store key, unique per limit and caller (the store adds its own prefix). */
  key: string;
  windowMs: number;
  max: number;
}

/** A bucket after one take (or after a refused take, when nothing was consumed). */
export interface BucketState {
  /** This bucket had a token. */
  allowed: boolean;
  /** Whole tokens left (after the take when it happened). */
  remaining: number;
  /** Milliseconds until this bucket has a token; 0 when `allowed`. */
  retryAfterMs: number;
  /** Milliseconds until this bucket is full again. */
  resetMs: number;
}

/** Where buckets live: memory (one process) or Redis (shared by replicas). */
export interface LimitStore {
  /**
   * All or nothing: when every bucket has a token, takes one from each; otherwise takes none.
   * Returns one state per bucket, in order.
   */
  take(buckets: readonly BucketSpec[], now: number): Promise<BucketState[]>;
  /**
   * The same take answered at once, present for an in-process store, which cannot fail or hang (the limiter then
   * skips its timeout and guards without an await).
   */
  takeNow?(buckets: readonly BucketSpec[], now: number): BucketState[];
}

/** The part of a Redis client this module uses; Bun's `RedisClient` fits. */
export interface RedisLike {
  send(command: string, args: string[]): Promise<unknown>;
}

/** One cached body (an API answer or a website page) with its validator. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** Epoch ms when it was generated. */
  createdAt: number;
}

/** Bounded one-day cache of rendered bodies keyed by normalized parameters (answers: memory or Redis; pages: memory). */
export interface AnswerCache {
  get(key: string): Promise<CachedAnswer | null>;
  /** The same read answered at once, present for a cache in this process memory (a hit then costs no await). */
  peek?(key: string): CachedAnswer | null;
  set(key: string, answer: CachedAnswer): Promise<void>;
}

/** The agent-API kill switch, re-read without a restart. */
export interface ApiSwitch {
  enabled(): boolean;
  close(): void;
}

/** The switch `createApiSwitch` returns: also re-reads its file on demand. */
export interface ReloadableApiSwitch extends ApiSwitch {
  /** Re-reads the switch file now (what SIGHUP and file changes do); returns the resulting state. */
  reload(): boolean;
}

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
  /** Whole seconds until that window has room again. */
  resetSeconds: number;
  /** Whole seconds until a request will pass; null when allowed. */
  retryAfterSeconds: number | null;
  /** RateLimit-Policy value, e.g. `30;w=60, 1000;w=86400`. */
  policy: string;
}

/** Guards REST routes and MCP tool calls alike. */
export interface RateLimiter {
  /** Takes one token from every bucket of `scope` for `ip`; throws AppError("rate_limited") with retryAfter when over. */
  guard(ip: string, scope: LimitScope): Promise<LimitDecision>;
}

/** One cached answer body with its validator. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** Epoch ms when it was generated. */
  createdAt: number;
}

/** Bounded one-day cache of answers keyed by normalized parameters (memory, or Redis when configured). */
export interface AnswerCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer): Promise<void>;
}

/** The agent-API kill switch, re-read without a restart. */
export interface ApiSwitch {
  enabled(): boolean;
  close(): void;
}

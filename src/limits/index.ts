// Limits domain: rate limits (memory or Redis buckets), client addresses, the answer cache and the agent-API switch.
export { createRateLimiter } from "./rate-limiter";
export { createRateLimit, rateLimitHeaders, rateLimitValue, limitDecisionOf, RateLimitError } from "./rate-limit";
export type { RateLimit } from "./rate-limit";
export { createMemoryStore } from "./memory-store";
export { createRedisStore, DEFAULT_REDIS_PREFIX } from "./redis-store";
export { clientIp, normalizeIp, quotaKey, trustedProxyMatcher, UNKNOWN_IP } from "./client-ip";
export type { ProxyMatcher } from "./client-ip";
export { createAnswerCache, createPageCache, cacheKey, etagOf, etagMatches } from "./answer-cache";
export { createApiSwitch } from "./api-switch";
export { createPageGuard, createPageLimits } from "./page-guard";
export type { PageGuard, PageTicket } from "./page-guard";
export { createRedisLink, RedisUnavailableError } from "./redis-link";
export type { RedisLink, RedisState } from "./redis-link";
export { createLimitsStatus } from "./status";
export type { FallbackCounter, FallbackKind, LimitsStatus } from "./status";
export { withDeadline, DeadlineError } from "./deadline";
export type { SignalSource } from "./api-switch";
export type * from "./types";

// The limits domain's health in one read: Redis state and how often the request path fell back without it.
import type { RedisState } from "./redis-link";

/** What fell back: the answer cache (a miss instead of Redis) or the limiter (counted in this process). */
export type FallbackKind = "cache" | "limits";

/** The read API for /readyz and /metrics. */
export interface LimitsStatus {
  /** `off`: no REDIS_URL (memory only, nothing to degrade); `degraded`: configured but down or hung. */
  redis: RedisState | "off";
  /** Requests that used a fallback since start, by kind (monotonic counters). */
  fallbacks: Record<FallbackKind, number>;
}

/** Where cache and limiter report a fallback. */
export interface FallbackCounter {
  count(kind: FallbackKind): void;
}

/**
 * Creates the status of the limits domain over `redis` (null when REDIS_URL is unset).
 *
 * @example
 * const health = createLimitsStatus(link);
 * createAnswerCache({ config, redis: link, fallbacks: health });
 * health.status(); // { redis: "ok", fallbacks: { cache: 0, limits: 0 } }
 */
export function createLimitsStatus(redis: { state(): RedisState } | null): FallbackCounter & { status(): LimitsStatus } {
  const fallbacks: Record<FallbackKind, number> = { cache: 0, limits: 0 };
  return {
    count(kind) {
      fallbacks[kind]++;
    },
    status: () => ({ redis: redis ? redis.state() : "off", fallbacks: { ...fallbacks } }),
  };
}

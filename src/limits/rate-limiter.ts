// The service's rate limiter: the per-address and global buckets of the two scopes, checked in one atomic take.
import type { Config } from "../config/config";
import { createRateLimit, decide, type RateLimit } from "./rate-limit";
import { quotaKey } from "./client-ip";
import { withDeadline } from "./deadline";
import { createMemoryStore } from "./memory-store";
import type { FallbackCounter } from "./status";
import type { BucketSpec, BucketState, Clock, LimitDecision, LimitScope, LimitStore, RateLimiter } from "./types";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** How long a take may wait for the store (Redis) before this process counts on its own. */
const DEFAULT_STORE_TIMEOUT_MS = 250;

/** The decision of every guard when `RATE_LIMITS=off`: allowed, and no RateLimit headers. */
const UNLIMITED: LimitDecision = Object.freeze({
  allowed: true,
  limit: 0,
  remaining: 0,
  resetSeconds: 0,
  retryAfterSeconds: null,
  policy: "",
});

/**
 * Creates the limiter that REST routes and MCP tool calls share (spec section 8; values from `config.rateLimits`).
 *
 * Scope `api` draws one token from each of: `minute` (30 a minute per address), `day` (1,000 a day per address) and
 * `global-hour` (one hourly cap shared by all callers). Scope `find` (find_game_by_description) draws from those
 * three and from `find-minute` (3 a minute) and `find-day` (20 a day) per address. The take is all or nothing: a
 * refused request consumes no token from any bucket, so a caller over one limit does not drain the others (and
 * cannot exhaust the global cap while refused). Addresses are counted by `quotaKey` (IPv6 by /64).
 * Each limit is a sliding window: a request passes when fewer than `max` requests of the caller fall in the last
 * `window`, so no window of that length ever lets more than `max` through (a caller may still send them at once).
 * `RATE_LIMITS=off` makes every guard allow without touching the store.
 *
 * When a remote store (Redis) fails or takes longer than `storeTimeoutMs` (default 250), the take goes to a
 * process-local memory store instead, a warning is logged (at most once a minute) and `fallbacks` counts it: limits
 * stay on, per replica, during a Redis outage, rather than failing every request or letting every request through.
 *
 * @example
 * const limiter = createRateLimiter({ config, store: createMemoryStore() });
 * const decision = await limiter.guard(ip, "api"); // throws RateLimitError (AppError "rate_limited") when over
 */
export function createRateLimiter(deps: {
  config: Pick<Readonly<Config>, "rateLimits">;
  store: LimitStore;
  clock?: Clock;
  storeTimeoutMs?: number;
  logger?: { warn(message: string): void };
  fallbacks?: FallbackCounter;
}): RateLimiter {
  const { rateLimits } = deps.config;
  const clock = deps.clock ?? Date.now;
  if (!rateLimits.enabled) return { guard: async () => ({ ...UNLIMITED }), guardNow: () => ({ ...UNLIMITED }) };
  const timeoutMs = deps.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  const takeNow = deps.store.takeNow?.bind(deps.store);
  const take = takeNow ? deps.store.take.bind(deps.store) : resilientTake(deps.store, timeoutMs, clock, deps.logger ?? console, deps.fallbacks);
  const common = { store: deps.store, clock };
  const perIp = (name: string, windowMs: number, max: number, label: string): RateLimit =>
    createRateLimit({ ...common, name, windowMs, max, key: quotaKey, label });
  const api = [
    perIp("minute", MINUTE, rateLimits.perMinute, `${rateLimits.perMinute} requests a minute per address`),
    perIp("day", DAY, rateLimits.perDay, `${rateLimits.perDay} requests a day per address`),
    createRateLimit({
      ...common,
      name: "global-hour",
      windowMs: HOUR,
      max: rateLimits.globalPerHour,
      key: () => "all",
      label: `${rateLimits.globalPerHour} requests an hour shared by all callers`,
    }),
  ];
  const find = [
    ...api,
    perIp("find-minute", MINUTE, rateLimits.findPerMinute, `${rateLimits.findPerMinute} descriptions a minute per address`),
    perIp("find-day", DAY, rateLimits.findPerDay, `${rateLimits.findPerDay} descriptions a day per address`),
  ];
  const scopes: Record<LimitScope, RateLimit[]> = { api, find };
  // A caller's buckets (keys built from its address) are remembered: a busy caller's keys are not rebuilt per request.
  const known: Record<LimitScope, Map<string, BucketSpec[]>> = { api: new Map(), find: new Map() };
  const bucketsOf = (ip: string, scope: LimitScope): BucketSpec[] => {
    const byIp = known[scope];
    let buckets = byIp.get(ip);
    if (!buckets) {
      if (byIp.size >= KNOWN_CALLERS) byIp.clear();
      byIp.set(ip, (buckets = scopes[scope].map((l) => l.bucket(ip))));
    }
    return buckets;
  };

  return {
    async guard(ip: string, scope: LimitScope): Promise<LimitDecision> {
      return decide(scopes[scope], await take(bucketsOf(ip, scope), clock()));
    },
    ...(takeNow && { guardNow: (ip: string, scope: LimitScope) => decide(scopes[scope], takeNow(bucketsOf(ip, scope), clock())) }),
  };
}

/** Callers whose buckets are remembered per scope; past it the memory starts over (it only saves building keys). */
const KNOWN_CALLERS = 4096;

function resilientTake(
  store: LimitStore,
  timeoutMs: number,
  clock: Clock,
  logger: { warn(message: string): void },
  fallbacks: FallbackCounter | undefined,
): LimitStore["take"] {
  let fallback: LimitStore | null = null;
  let warnedAt = -Infinity;
  return async (buckets: readonly BucketSpec[], now: number): Promise<BucketState[]> => {
    try {
      return await withDeadline(store.take(buckets, now), timeoutMs);
    } catch (e) {
      fallbacks?.count("limits");
      if (clock() - warnedAt >= MINUTE) {
        warnedAt = clock();
        logger.warn(`limits: bucket store failed (${(e as Error)?.message ?? e}); counting in this process meanwhile`);
      }
      fallback ??= createMemoryStore();
      return fallback.take(buckets, now);
    }
  };
}

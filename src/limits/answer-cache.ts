// The one-day caches of rendered bodies: API answers (a bounded LRU in memory, or Redis when configured) and website
// pages (in memory); plus cache keys and ETags.
import type { Config } from "../config/config";
import { withDeadline } from "./deadline";
import { DEFAULT_REDIS_PREFIX } from "./redis-store";
import type { FallbackCounter } from "./status";
import type { AnswerCache, CachedAnswer, Clock, RedisLike } from "./types";

type Param = string | number | boolean | null | undefined;

/** Longest a cache read or write waits for Redis: a miss is cheaper than a stalled request. */
const DEFAULT_REDIS_DEADLINE_MS = 50;

/**
 * Creates the answer cache. An answer lives `config.cacheTtlSeconds` (default one day) counted from its `createdAt`.
 *
 * Without `redis`: an in-memory cache of at most `config.cacheMaxEntries` answers that drops the least recently used
 * first (approximately: an answer read since the oldest ones were last passed over gets a second chance). With `redis`: `SET … PX` with the remaining lifetime under
 * `prefix` (default `similarplay:`), bounded by the TTL and Redis's own maxmemory policy. Either way the lifetime is
 * checked against `clock` on read, and a cache size or TTL of 0 turns caching off. Redis failures, and Redis calls
 * slower than `deadlineMs` (default 50), are misses (logged at most once a minute, counted in `fallbacks`): a broken
 * or hung cache slows answers down but never fails or holds them.
 *
 * @example
 * const cache = createAnswerCache({ config });
 * await cache.set(key, { body, etag: etagOf(body), createdAt: Date.now() });
 * await cache.get(key); // { body, etag, createdAt }
 */
export function createAnswerCache(deps: {
  config: Pick<Readonly<Config>, "cacheTtlSeconds" | "cacheMaxEntries">;
  redis?: RedisLike | null;
  clock?: Clock;
  prefix?: string;
  logger?: { warn(message: string): void };
  deadlineMs?: number;
  fallbacks?: FallbackCounter;
}): AnswerCache {
  const clock = deps.clock ?? Date.now;
  const ttlMs = deps.config.cacheTtlSeconds * 1000;
  if (ttlMs <= 0 || (!deps.redis && deps.config.cacheMaxEntries <= 0)) {
    return { get: async () => null, peek: () => null, set: async () => {} };
  }
  const fresh = (answer: CachedAnswer): boolean => answer.createdAt + ttlMs > clock();
  return deps.redis
    ? redisCache(deps.redis, {
        prefix: deps.prefix ?? DEFAULT_REDIS_PREFIX,
        ttlMs,
        clock,
        fresh,
        logger: deps.logger ?? console,
        deadlineMs: deps.deadlineMs ?? DEFAULT_REDIS_DEADLINE_MS,
        fallbacks: deps.fallbacks,
      })
    : memoryCache(deps.config.cacheMaxEntries, fresh);
}

/**
 * Creates the website's cache of rendered pages: the answer cache's in-memory bound and lifetime, kept per process
 * (never in Redis); a size or lifetime of 0 turns it off.
 *
 * @example
 * const pages = createPageCache({ ttlSeconds: config.cacheTtlSeconds, maxEntries: config.webLimits.pageCacheEntries });
 */
export function createPageCache(limits: { ttlSeconds: number; maxEntries: number }, clock?: Clock): AnswerCache {
  return createAnswerCache({ config: { cacheTtlSeconds: limits.ttlSeconds, cacheMaxEntries: limits.maxEntries }, clock });
}

/** An answer in the memory cache, marked when read since it last came to the front of the eviction order. */
interface Slot {
  answer: CachedAnswer;
  used: boolean;
}

function memoryCache(maxEntries: number, fresh: (a: CachedAnswer) => boolean): AnswerCache {
  // Least recently used, approximated by a second chance: a Map iterates in insertion order; a hit only marks its
  // slot, and eviction moves a marked slot to the back instead of dropping it. Moving the entry itself on every hit
  // (delete and set) wrote to the Map on each cached answer, which slowed every hit by a quarter or more once the
  // cache held thousands of answers (the engine rescans a Map written since its last collection).
  const entries = new Map<string, Slot>();
  const peek = (key: string): CachedAnswer | null => {
    const slot = entries.get(key);
    if (!slot) return null;
    if (!fresh(slot.answer)) {
      entries.delete(key);
      return null;
    }
    slot.used = true;
    return slot.answer;
  };
  return {
    peek,
    get: async (key) => peek(key),
    async set(key, answer) {
      entries.delete(key);
      if (!fresh(answer)) return;
      entries.set(key, { answer, used: false });
      while (entries.size > maxEntries) {
        const [oldest, slot] = entries.entries().next().value!;
        entries.delete(oldest);
        // The answer just set is never the one dropped.
        if (!slot.used && oldest !== key) continue;
        slot.used = false;
        entries.set(oldest, slot);
      }
    },
  };
}

function redisCache(
  redis: RedisLike,
  options: {
    prefix: string;
    ttlMs: number;
    clock: Clock;
    fresh: (a: CachedAnswer) => boolean;
    logger: { warn(message: string): void };
    deadlineMs: number;
    fallbacks?: FallbackCounter;
  },
): AnswerCache {
  const { prefix, ttlMs, clock, fresh, logger, deadlineMs } = options;
  const send = (command: string, args: string[]) => withDeadline(redis.send(command, args), deadlineMs);
  let warnedAt = -Infinity;
  const warn = (e: unknown): void => {
    options.fallbacks?.count("cache");
    if (clock() - warnedAt < 60_000) return;
    warnedAt = clock();
    logger.warn(`limits: answer cache in Redis failed (${(e as Error)?.message ?? e}); answering uncached`);
  };
  // Hashed so that a 200-character q makes a short key; the full key is kept in the value and compared on read.
  const redisKey = (key: string): string => `${prefix}cache:${new Bun.CryptoHasher("sha1").update(key).digest("hex")}`;
  return {
    async get(key) {
      try {
        const raw = await send("GET", [redisKey(key)]);
        if (typeof raw !== "string") return null;
        const stored = JSON.parse(raw) as CachedAnswer & { key: string };
        if (stored.key !== key || !fresh(stored)) return null;
        return { body: stored.body, etag: stored.etag, createdAt: stored.createdAt };
      } catch (e) {
        warn(e);
        return null;
      }
    },
    async set(key, answer) {
      const lifeMs = Math.ceil(answer.createdAt + ttlMs - clock());
      if (lifeMs <= 0) return;
      const value = JSON.stringify({ key, body: answer.body, etag: answer.etag, createdAt: answer.createdAt });
      try {
        await send("SET", [redisKey(key), value, "PX", String(lifeMs)]);
      } catch (e) {
        warn(e);
      }
    },
  };
}

/**
 * The cache key of a request: the route and its parameters with `defaults` filled in, null/undefined dropped, keys
 * sorted and values URL-encoded, so equivalent requests share one entry.
 *
 * `q` is kept exactly as received (no trimming or case folding): answers echo `q` in `query`, so two spellings must
 * not share a body. Pass parsed values (booleans, numbers), not raw strings such as `yes`.
 *
 * @example
 * cacheKey("games-like", { q: "Hades", n: 3 }, { n: 10, lang: "en", free: false, coop: false });
 * // "games-like?coop=false&free=false&lang=en&n=3&q=Hades"
 */
export function cacheKey(route: string, params: Record<string, Param>, defaults: Record<string, Param> = {}): string {
  const merged: Record<string, Param> = { ...defaults };
  for (const k in params) if (params[k] !== undefined && params[k] !== null) merged[k] = params[k];
  const names = Object.keys(merged).filter((k) => merged[k] !== undefined && merged[k] !== null).sort();
  let key = `${route}?`;
  for (let i = 0; i < names.length; i++) key += `${i ? "&" : ""}${formEncode(names[i]!)}=${formEncode(String(merged[names[i]!]))}`;
  return key;
}

/**
 * A name or value as `URLSearchParams` writes it (space as `+`, only `*-._` and ASCII letters and digits bare, lone
 * surrogates as U+FFFD), without building one: every cached answer computes its key.
 */
function formEncode(s: string): string {
  return encodeURIComponent(s.toWellFormed()).replace(FORM_EXTRA, (c) => (c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}

/** What `encodeURIComponent` leaves bare or writes otherwise than the form encoding does. */
const FORM_EXTRA = /[!'()~]|%20/g;

/**
 * A strong ETag of a body: its SHA-1 in base64url, quoted.
 *
 * @example
 * etagOf("{}"); // "\"vyGp6PvFo4RvsFtPoIWeCReyIC8\""
 */
export function etagOf(body: string): string {
  return `"${new Bun.CryptoHasher("sha1").update(body).digest("base64url")}"`;
}

/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110 §13.1.2: `*`, or any listed tag by weak comparison),
 * i.e. whether to answer 304.
 *
 * @example
 * etagMatches('W/"abc", "def"', '"abc"'); // true
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, "") === opaque);
}

// Sliding-window limits in Redis, so that several replicas share one quota: one Lua script checks and takes atomically.
import type { BucketSpec, BucketState, LimitStore, RedisLike } from "./types";

/** Key prefix of every limits key in Redis. */
export const DEFAULT_REDIS_PREFIX = "similarplay:";

// The window step of memory-store.ts for every key (a sorted set of request times), and writes only when all allow
// (all or nothing). Redis runs a script alone, so no other take can interleave between the reads and the writes.
// ARGV: now, a member unique to this take, then window and max per key. A key expires one window after its newest.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local out = {1}
for i = 1, #KEYS do
  local window = tonumber(ARGV[1 + 2 * i])
  local max = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  local oldest = now
  if count > 0 then oldest = tonumber(redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')[2]) end
  if count < max then
    table.insert(out, 1) table.insert(out, max - count - 1)
    table.insert(out, 0) table.insert(out, oldest + window - now)
  else
    out[1] = 0
    local blocking = tonumber(redis.call('ZRANGE', KEYS[i], count - max, count - max, 'WITHSCORES')[2])
    table.insert(out, 0) table.insert(out, 0)
    table.insert(out, blocking + window - now) table.insert(out, oldest + window - now)
  end
end
if out[1] == 1 then
  for i = 1, #KEYS do
    redis.call('ZADD', KEYS[i], now, ARGV[2])
    redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[1 + 2 * i]))
  end
end
return out
`;

const SCRIPT_SHA = new Bun.CryptoHasher("sha1").update(TAKE_SCRIPT).digest("hex");

/**
 * Creates the Redis limit store (used when `REDIS_URL` is set).
 *
 * Options: `redis`, a connected client (Bun's `RedisClient`); `prefix`, prepended to every key (default
 * `similarplay:`). Time comes from the caller (`now`), not from Redis, so replicas need roughly synchronized clocks;
 * a skew of a few milliseconds only moves the edges of a window by as much. A key holds at most `max` members. The keys of one
 * take must live on one Redis node (no Redis Cluster across slots).
 *
 * @example
 * const store = createRedisStore({ redis: new RedisClient(config.redisUrl) });
 */
export function createRedisStore(options: { redis: RedisLike; prefix?: string }): LimitStore {
  const { redis } = options;
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  // Members of one sorted set must differ: the time, a counter and a per-process id make each take's member unique.
  const instance = crypto.randomUUID();
  let takes = 0;

  async function run(keys: string[], args: string[]): Promise<unknown> {
    const params = [String(keys.length), ...keys, ...args];
    try {
      return await redis.send("EVALSHA", [SCRIPT_SHA, ...params]);
    } catch (e) {
      // A fresh or flushed Redis does not know the script yet; EVAL loads it for the next EVALSHA.
      if (!String((e as Error)?.message ?? e).includes("NOSCRIPT")) throw e;
      return await redis.send("EVAL", [TAKE_SCRIPT, ...params]);
    }
  }

  return {
    async take(buckets: readonly BucketSpec[], now: number): Promise<BucketState[]> {
      const keys = buckets.map((b) => `${prefix}${b.key}`);
      const args = [String(now), `${now}:${++takes}:${instance}`, ...buckets.flatMap((b) => [String(b.windowMs), String(b.max)])];
      const reply = (await run(keys, args)) as number[];
      return buckets.map((_, i) => ({
        allowed: Number(reply[1 + 4 * i]) === 1,
        remaining: Number(reply[2 + 4 * i]),
        retryAfterMs: Number(reply[3 + 4 * i]),
        resetMs: Number(reply[4 + 4 * i]),
      }));
    },
  };
}

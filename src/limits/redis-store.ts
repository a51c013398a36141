// Token buckets in Redis, so that several replicas share one quota: one Lua script checks and takes atomically.
import type { BucketSpec, BucketState, LimitStore, RedisLike } from "./types";
import { EPSILON_MS } from "./memory-store";

/** Key prefix of every limits key in Redis. */
export const DEFAULT_REDIS_PREFIX = "similarplay:";

// The GCRA step of memory-store.ts, for every bucket, and writes only when all allow (all or nothing).
// Redis runs a script alone, so no other take can interleave between the reads and the writes.
// `tat` is stored with %.17g so the double survives the round trip exactly; keys expire when the bucket is full.
// Lua numbers are doubles, like JavaScript's, so both stores compute the same values.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local eps = tonumber(ARGV[2])
local function ceilms(x) local c = math.ceil(x - eps) if c < 0 then return 0 end return c end
local out = {1}
local tats = {}
for i = 1, #KEYS do
  local window = tonumber(ARGV[1 + 2 * i])
  local max = tonumber(ARGV[2 + 2 * i])
  local interval = window / max
  local tat = tonumber(redis.call('GET', KEYS[i]) or ARGV[1])
  if tat < now then tat = now end
  local newTat = tat + interval
  local allowAt = newTat - window
  tats[i] = newTat
  if allowAt - now > eps then
    out[1] = 0
    table.insert(out, 0) table.insert(out, 0)
    table.insert(out, ceilms(allowAt - now)) table.insert(out, ceilms(tat - now))
  else
    table.insert(out, 1) table.insert(out, math.floor((now - allowAt) / interval + eps))
    table.insert(out, 0) table.insert(out, ceilms(newTat - now))
  end
end
if out[1] == 1 then
  for i = 1, #KEYS do
    local ttl = math.ceil(tats[i] - now)
    if ttl < 1 then ttl = 1 end
    redis.call('SET', KEYS[i], string.format('%.17g', tats[i]), 'PX', ttl)
  end
end
return out
`;

const SCRIPT_SHA = new Bun.CryptoHasher("sha1").update(TAKE_SCRIPT).digest("hex");

/**
 * Creates the Redis bucket store (used when `REDIS_URL` is set).
 *
 * Options: `redis`, a connected client (Bun's `RedisClient`); `prefix`, prepended to every key (default
 * `similarplay:`). Time comes from the caller (`now`), not from Redis, so replicas need roughly synchronized clocks;
 * a skew of a few milliseconds is invisible against the 180 ms to 72 min intervals between tokens. The keys of one
 * take must live on one Redis node (no Redis Cluster across slots).
 *
 * @example
 * const store = createRedisStore({ redis: new RedisClient(config.redisUrl) });
 */
export function createRedisStore(options: { redis: RedisLike; prefix?: string }): LimitStore {
  const { redis } = options;
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;

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
      const args = [String(now), String(EPSILON_MS), ...buckets.flatMap((b) => [String(b.windowMs), String(b.max)])];
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

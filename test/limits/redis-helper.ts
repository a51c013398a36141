// Test helper: the real Redis at 127.0.0.1:6379 with a unique key prefix per test run, and cleanup of that prefix.
import { afterAll, beforeAll } from "bun:test";
import { RedisClient } from "bun";

/** CI (.ci/run) starts a Redis here when none answers; tests fail, not skip, without one. */
export const TEST_REDIS_URL = "redis://127.0.0.1:6379";

/** Connects or throws: a missing Redis is a failure, because CI provides one. */
export async function connectRedis(): Promise<RedisClient> {
  const client = new RedisClient(TEST_REDIS_URL, { connectionTimeout: 2000, autoReconnect: false });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(`test: Redis at ${TEST_REDIS_URL} is not answering (start one: redis-server --port 6379): ${e}`);
  }
  return client;
}

/** A key prefix no other run or test shares, e.g. `test:limits:4242:1f0c…:`. */
export function runPrefix(): string {
  return `test:limits:${process.pid}:${crypto.randomUUID()}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteKeys(client: RedisClient, prefix: string): Promise<void> {
  const keys = (await client.send("KEYS", [`${prefix}*`])) as string[];
  if (keys.length > 0) await client.send("DEL", keys);
}

/**
 * One Redis connection for a test file: connects before its tests, deletes the file's keys and closes after.
 * `redis()` is the client once connected; every key a test writes goes under `prefix`.
 */
export function useTestRedis(): { prefix: string; redis: () => RedisClient } {
  const prefix = runPrefix();
  let client: RedisClient | undefined;
  beforeAll(async () => {
    client = await connectRedis();
  });
  afterAll(async () => {
    if (!client) return;
    await deleteKeys(client, prefix);
    client.close();
  });
  return { prefix, redis: () => client! };
}

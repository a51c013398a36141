// The one Redis connection of limits and the answer cache: fails fast while down, reconnects forever, says its state.
import { RedisClient } from "bun";
import { DeadlineError, withDeadline } from "./deadline";
import type { RedisLike } from "./types";

/** `ok`: commands go to Redis; `degraded`: Redis is down or hung, callers use their fallbacks at once. */
export type RedisState = "ok" | "degraded";

/** A Redis client for the request path (a `RedisLike`), with its state and a close. */
export interface RedisLink extends RedisLike {
  state(): RedisState;
  close(): void;
}

/** What `send` rejects with while the link is degraded: no command is sent, nothing waits. */
export class RedisUnavailableError extends Error {
  constructor() {
    super("Redis is unavailable; reconnecting");
    this.name = "RedisUnavailableError";
  }
}

const DEFAULT_BACKOFF = { minMs: 100, maxMs: 5000 };
/** How long a reconnect's PING may take before the server counts as hung. */
const PROBE_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** Longest any command may take before it counts as a miss (callers may wait less: the cache waits 50 ms). */
const DEFAULT_COMMAND_TIMEOUT_MS = 250;
/**
 * Misses in a row before the server counts as hung: on a saturated CPU one late answer is the event loop's delay, not
 * Redis's; a hung server misses every command, so the verdict comes a few commands later and then holds.
 */
const HUNG_AFTER_MISSES = 3;

/**
 * Opens the link to `url` and keeps it: while it is `degraded`, `send` rejects at once (Bun's client would queue
 * commands while it reconnects, which is how REST hung for a whole outage), and a background loop reconnects and
 * PINGs with a capped exponential backoff (100 ms doubling to 5 s by default), forever: Bun's own reconnection gives
 * up after a fixed number of attempts. A command that fails on a closed connection, or three commands in a row that
 * take longer than `commandTimeoutMs` (default 250; a hung server, e.g. SIGSTOP), make the link `degraded` too, so a
 * hung Redis costs a request at most its caller's own deadline, and only until the third command times out. State
 * changes are logged once each way. On the first connection the server's memory bound is checked (see
 * `checkMemoryBound`).
 *
 * @example
 * const redis = createRedisLink({ url: config.redisUrl });
 * const cache = createAnswerCache({ config, redis });
 */
export function createRedisLink(deps: {
  url: string;
  backoff?: { minMs: number; maxMs: number };
  commandTimeoutMs?: number;
  logger?: { warn(message: string): void; info(message: string): void };
}): RedisLink {
  const logger = deps.logger ?? console;
  const { minMs, maxMs } = deps.backoff ?? DEFAULT_BACKOFF;
  const commandTimeoutMs = deps.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  const client = new RedisClient(deps.url, {
    autoReconnect: false,
    enableOfflineQueue: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
  });
  let state: RedisState = "degraded";
  let closed = false;
  let recovering = false;
  let downSince = Date.now();
  let everUp = false;
  let misses = 0;

  function markDown(reason: string): void {
    if (state === "ok") {
      state = "degraded";
      downSince = Date.now();
      logger.warn(`redis: ${reason}; limits count per process and the cache is skipped until it is back`);
    }
    void recover();
  }

  async function recover(): Promise<void> {
    if (recovering || closed) return;
    recovering = true;
    let delay = minMs;
    while (!closed) {
      try {
        if (!client.connected) await client.connect();
        await withDeadline(client.send("PING", []), PROBE_MS);
        if (closed) break;
        state = "ok";
        misses = 0;
        if (!everUp) void checkMemoryBound(client, logger);
        if (everUp) logger.info(`redis: connected again after ${Math.round((Date.now() - downSince) / 1000)} s`);
        everUp = true;
        break;
      } catch (e) {
        if (!everUp && delay === minMs) {
          logger.warn(`redis: cannot reach it yet (${(e as Error)?.message ?? e}); limits count per process and the cache is skipped until it answers`);
        }
        await Bun.sleep(delay);
        delay = Math.min(delay * 2, maxMs);
      }
    }
    recovering = false;
  }

  client.onclose = () => {
    if (!closed) markDown("connection closed");
  };
  void recover();

  return {
    async send(command, args) {
      if (state !== "ok") throw new RedisUnavailableError();
      try {
        const reply = await withDeadline(client.send(command, args), commandTimeoutMs);
        misses = 0;
        return reply;
      } catch (e) {
        if (e instanceof DeadlineError) {
          if (++misses >= HUNG_AFTER_MISSES) markDown(`no answer within ${commandTimeoutMs} ms, ${misses} times in a row`);
        }
        else if (!client.connected) markDown(`connection lost (${(e as Error)?.message ?? e})`);
        throw e;
      }
    },
    state: () => state,
    close() {
      closed = true;
      state = "degraded";
      client.close();
    },
  };
}

/**
 * Warns (once, at start-up) when Redis has no memory bound that evicts: the answer cache writes a key per distinct
 * answer for a day, so without `maxmemory` and an `allkeys-*` or `volatile-*` eviction policy it grows until the
 * host runs out. docker-compose.yml starts Redis with `--maxmemory 256mb --maxmemory-policy allkeys-lru`.
 */
async function checkMemoryBound(client: Pick<RedisClient, "send">, logger: { warn(message: string): void }): Promise<void> {
  try {
    const read = async (name: string): Promise<string> => {
      // RESP3 answers a map, RESP2 a [name, value] list.
      const reply = (await withDeadline(client.send("CONFIG", ["GET", name]), PROBE_MS)) as Record<string, string> | string[];
      return String(Array.isArray(reply) ? reply[1] : reply[name]);
    };
    const max = await read("maxmemory");
    const policy = await read("maxmemory-policy");
    if (Number(max) > 0 && policy !== "noeviction") return;
    logger.warn(
      `redis: no memory bound that evicts (maxmemory ${max}, policy ${policy}); the answer cache grows without one: ` +
        "set maxmemory and maxmemory-policy allkeys-lru",
    );
  } catch (e) {
    logger.warn(`redis: could not read maxmemory (${(e as Error)?.message ?? e}); make sure Redis evicts (maxmemory with allkeys-lru)`);
  }
}

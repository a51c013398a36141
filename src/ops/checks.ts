// Readiness checks of the parts the service depends on: the catalog database and, when configured, Redis.
import type { RedisClient } from "bun";
import type { CatalogStore } from "../catalog/store";
import type { Metrics, ReadinessCheck } from "./types";

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The catalog answers and holds games (a query on a closed database throws). */
export function catalogCheck(store: Pick<CatalogStore, "meta">): ReadinessCheck {
  return {
    name: "catalog",
    check: () => {
      try {
        return store.meta().games > 0 ? null : "catalog holds no games";
      } catch (e) {
        return `catalog unreadable: ${messageOf(e)}`;
      }
    },
  };
}

/** How long the check waits for a link that is (re)connecting before it asks (within the readiness timeout). */
const RECONNECT_GRACE_MS = 500;

/**
 * Redis answers PING; the result also sets the similarplay_redis_up gauge. A link still connecting (right after
 * start-up, or mid-reconnect) gets a short grace to come up first, so the first probe after start does not fail on
 * a connection that is a few event-loop turns away.
 */
export function redisCheck(redis: Pick<RedisClient, "send"> & { state?(): string }, metrics: Metrics): ReadinessCheck {
  return {
    name: "redis",
    check: async () => {
      let reason: string | null;
      for (const end = Date.now() + RECONNECT_GRACE_MS; redis.state && redis.state() !== "ok" && Date.now() < end; ) await Bun.sleep(25);
      try {
        reason = (await redis.send("PING", [])) === "PONG" ? null : "redis did not answer PONG";
      } catch (e) {
        reason = `redis unreachable: ${messageOf(e)}`;
      }
      metrics.redisUp(reason === null);
      return reason;
    },
  };
}

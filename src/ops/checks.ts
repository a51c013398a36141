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

/** Redis answers PING; the result also sets the similarplay_redis_up gauge. */
export function redisCheck(redis: Pick<RedisClient, "send">, metrics: Metrics): ReadinessCheck {
  return {
    name: "redis",
    check: async () => {
      let reason: string | null;
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

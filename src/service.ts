// The composition root: config → catalog → lookup/recommender/finder → limits → ops → REST, MCP and website on one port.
import { RedisClient } from "bun";
import { openCatalog } from "./catalog";
import type { Game } from "./catalog/types";
import { SERVICE_VERSION, type Config } from "./config";
import { createFinder } from "./finder";
import type { Finder } from "./finder/types";
import { createAnswerCache, createApiSwitch, createMemoryStore, createRateLimiter, createRedisStore } from "./limits";
import { createLookup } from "./lookup";
import { createMcpHttpHandler } from "./mcp";
import {
  catalogCheck, countingCache, countingFinder, countingLimiter, countingLookup, createLogger, createMetrics, createReadiness,
  redisCheck, type Logger, type Metrics,
} from "./ops";
import { createRecommender } from "./recommender";
import { startServer } from "./server";
import { tools } from "./tools";
import type { FindToolDeps } from "./tools";
import { createWebRoutes } from "./web";

/** A running service: its port, the tool deps it serves with, and its lifecycle. */
export interface Service {
  port: number;
  deps: FindToolDeps & { finder: Finder };
  logger: Logger;
  metrics: Metrics;
  /** Builds the finder's index now (main.ts calls it right after start-up; /readyz waits for it). */
  warm(): void;
  /** Stops at once and closes everything. */
  stop(): Promise<void>;
  /** SIGTERM: /readyz 503, wait `config.shutdown.delayMs`, let in-flight requests finish (bounded), close. */
  shutdown(): Promise<boolean>;
}

/**
 * Opens the catalog, builds the indexes and starts serving REST, `/mcp`, the website and the ops endpoints on
 * `config.port`. main.ts and the end-to-end tests start the service through this one function.
 *
 * @example
 * const service = startService(loadConfig({ PORT: "0" }));
 * await fetch(`http://127.0.0.1:${service.port}/api/agent/game-facts?q=hades`);
 */
export function startService(config: Readonly<Config>): Service {
  const logger = createLogger(config.logLevel);
  const store = openCatalog(config.catalogPath);
  const meta = store.meta();
  const metrics = createMetrics({ version: SERVICE_VERSION, catalogBuiltAt: meta.builtAt, snapshots: meta.snapshots });
  // One read of every game feeds all three indexes: the store hands the same list out while someone holds it, so
  // this reference lives until the finder has built its index (then the Game objects go; no index keeps them).
  let games: Game[] | null = store.allGames();
  const lookup = countingLookup(createLookup({ store, games }), metrics);
  const recommender = createRecommender({ store });
  // The finder's index (a second or two) builds on warm() or first use, so start-up stays fast.
  const finder = countingFinder(createFinder({ store, config, log: (msg) => logger.warn(msg) }), metrics, config.openai !== null);
  let finderWarm = false;
  const deps: FindToolDeps & { finder: Finder } = { config, store, lookup, recommender, finder, now: () => new Date() };

  // Limits: Redis when REDIS_URL is set (replicas share one quota and one cache), memory otherwise.
  const redis = config.redisUrl ? new RedisClient(config.redisUrl) : null;
  const limiter = countingLimiter(createRateLimiter({ config, store: redis ? createRedisStore({ redis }) : createMemoryStore() }), metrics);
  const cache = countingCache(createAnswerCache({ config, redis }), metrics);
  const apiSwitch = createApiSwitch({ config, onChange: (on) => logger.info(`agent API switched ${on ? "on" : "off"}`) });

  const readiness = createReadiness([
    catalogCheck(store),
    // Built synchronously above: a service that answers has them.
    { name: "indexes", check: () => null },
    { name: "finder", check: () => (finderWarm ? null : "finder index still building") },
    ...(redis ? [redisCheck(redis, metrics)] : []),
  ]);

  const mcp = createMcpHttpHandler({ config, tools, toolDeps: deps, limiter, apiSwitch, logger });
  // The website: the same lookup, recommender and finder as the API.
  const web = createWebRoutes({ ...deps, limiter, logger });
  const server = startServer({
    config,
    rest: { tools: deps, limiter, cache, apiSwitch },
    mcp,
    web,
    ops: { metrics, readiness, logger, mcpPath: config.mcpPath },
  });
  const close = () => {
    apiSwitch.close();
    redis?.close();
    store.close();
  };

  return {
    port: server.port,
    deps,
    logger,
    metrics,
    warm() {
      finder.warm();
      finderWarm = true;
      games = null;
    },
    async stop() {
      await server.stop();
      close();
    },
    async shutdown() {
      const finished = await server.drain(config.shutdown);
      close();
      return finished;
    },
  };
}

// The composition root: config → catalog → lookup/recommender/finder → limits → ops → REST, MCP and website on one port.
import { checkCatalogFile, openCatalog, withCatalogErrors } from "./catalog";
import { SERVICE_VERSION, type Config } from "./config";
import { createFinder } from "./finder";
import type { Finder } from "./finder/types";
import {
  createAnswerCache,
  createApiSwitch,
  createLimitsStatus,
  createMemoryStore,
  createRateLimiter,
  createRedisLink,
  createRedisStore,
  type LimitsStatus,
} from "./limits";
import { createLookup } from "./lookup";
import { createMcpHttpHandler } from "./mcp";
import {
  catalogCheck, countingFinder, countingLookup, createLogger, createMetrics, createReadiness, redisCheck, type Logger, type Metrics,
} from "./ops";
import { createGuardedCall, type CallObservation } from "./pipeline";
import { openPrecomputed } from "./precompute/sections";
import { createRecommender } from "./recommender";
import { startServer } from "./server";
import { tools } from "./tools";
import type { FindToolDeps } from "./tools";
import { createWebRoutes } from "./web";

/** A running service: its port, the tool deps it serves with, and its lifecycle. */
export interface Service {
  port: number;
  deps: FindToolDeps & { finder: Finder };
  /** Redis state and fallback counts of limits and cache. */
  limitsStatus(): LimitsStatus;
  logger: Logger;
  metrics: Metrics;
  /** Marks the finder ready (its index is read from the sections at start; main.ts calls this once listening; /readyz waits for it). */
  warm(): void;
  /** Stops at once and closes everything. */
  stop(): Promise<void>;
  /** SIGTERM: /readyz 503, wait `config.shutdown.delayMs`, let in-flight requests finish (bounded), close. */
  shutdown(): Promise<boolean>;
}

/**
 * Opens and checks the catalog and its precomputed sections, reads the indexes from them and starts serving REST, `/mcp`, the website and the ops endpoints on
 * `config.port`. main.ts and the end-to-end tests start the service through this one function. Every guarded call of
 * every door is counted in the metrics; `options.observe` hears them too (door, tool, outcome, cached, scope, duration).
 *
 * @example
 * const service = startService(loadConfig({ PORT: "0" }));
 * await fetch(`http://127.0.0.1:${service.port}/api/agent/game-facts?q=hades`);
 */
export function startService(
  config: Readonly<Config>,
  options: { observe?: (o: CallObservation) => void } = {},
): Service {
  const logger = createLogger(config.logLevel);
  // Everything is checked before listening (the precomputed sections against the catalog, byte for byte): a damaged,
  // missing or stale file stops start-up with one line naming it.
  const { store, pre } = withCatalogErrors(config.catalogPath, () => {
    checkCatalogFile(config.catalogPath, { tables: [] });
    const store = openCatalog(config.catalogPath);
    return { store, pre: openPrecomputed(config.catalogPath, store) };
  });
  const recommender = createRecommender({ store, index: pre.recommender, lists: pre.lists });
  const sitemap = pre.sitemap;
  const meta = store.meta();
  const metrics = createMetrics({ version: SERVICE_VERSION, catalogBuiltAt: meta.builtAt, snapshots: meta.snapshots });
  const lookup = countingLookup(createLookup({ store, index: pre.lookup }), metrics);
  const finder = countingFinder(createFinder({ store, config, index: pre.finder, log: (msg) => logger.warn(msg) }), metrics, config.openai !== null);
  let finderWarm = false;
  const deps: FindToolDeps & { finder: Finder } = { config, store, lookup, recommender, finder, now: () => new Date() };

  // Limits: Redis when REDIS_URL is set (replicas share one quota and one cache), memory otherwise.
  // The link fails fast while Redis is down and reconnects forever; both fall back (and count it) meanwhile.
  const redis = config.redisUrl ? createRedisLink({ url: config.redisUrl, logger }) : null;
  const health = createLimitsStatus(redis);
  const fallbacks = {
    count(kind: "cache" | "limits") {
      health.count(kind);
      if (kind === "limits") metrics.limiterFallback();
    },
  };
  const limiter = createRateLimiter({ config, store: redis ? createRedisStore({ redis }) : createMemoryStore(), fallbacks });
  const cache = createAnswerCache({ config, redis, fallbacks });
  const apiSwitch = createApiSwitch({ config, onChange: (on) => logger.info(`agent API switched ${on ? "on" : "off"}`) });

  const readiness = createReadiness([
    catalogCheck(store),
    // Built synchronously above: a service that answers has them.
    { name: "indexes", check: () => null },
    { name: "finder", check: () => (finderWarm ? null : "finder index still building") },
    ...(redis ? [redisCheck(redis, metrics)] : []),
  ]);

  // One guarded call for every door (switch → arguments → limit → cache → handler → output); each call is counted.
  const observe = (o: CallObservation) => {
    metrics.toolCall({
      door: o.door,
      tool: o.tool,
      status: o.code ?? o.status,
      cached: o.status === "ok" ? o.cached : undefined,
      limited: o.status === "limited" ? o.scope : null,
      seconds: o.durationMs / 1000,
    });
    options.observe?.(o);
  };
  const call = createGuardedCall({ apiSwitch, limiter, cache, toolDeps: deps, now: () => deps.now().getTime(), observe, logger });
  const mcp = createMcpHttpHandler({ config, tools, toolDeps: deps, limiter, apiSwitch, call, logger });
  // The website: the same lookup, recommender and finder as the API.
  const web = createWebRoutes({ ...deps, limiter, call, sitemap, logger });
  const server = startServer({
    config,
    rest: { toolDeps: deps, limiter, cache, apiSwitch, call },
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
    limitsStatus: health.status,
    logger,
    metrics,
    warm() {
      finder.warm();
      finderWarm = true;
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

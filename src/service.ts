// The composition root: config → catalog → lookup/recommender/finder → limits → ops → REST, MCP and website on one port.
import { checkCatalogFile, openCatalog, withCatalogErrors, type CatalogStore } from "./catalog";
import { SERVICE_VERSION, type Config } from "./config";
import { createFinder } from "./finder";
import type { Finder } from "./finder/types";
import {
  createAnswerCache,
  createApiSwitch,
  createLimitsStatus,
  createMemoryStore,
  createPageLimits,
  createRateLimiter,
  createRedisLink,
  createRedisStore,
  type LimitsStatus,
} from "./limits";
import { createLookup, type Lookup } from "./lookup";
import { createMcpHttpHandler } from "./mcp";
import {
  catalogCheck, countingFinder, countingLookup, createLogger, createMetrics, createReadiness, redisCheck, type Logger, type Metrics,
} from "./ops";
import { createGuardedCall, type CallObservation } from "./pipeline";
import { openPrecomputed } from "./precompute/sections";
import { createRecommender, type IndexedRecommender } from "./recommender";
import { createRestApp } from "./rest";
import { startServer } from "./server";
import { tools } from "./mcp-tools";
import type { FindToolDeps } from "./mcp-tools";
import { createWebRoutes, sitemapAppids } from "./web";

/** Games MCP's resources/list names: the most reviewed (any other is read through the resource template). */
const FEATURED_RESOURCES = 20;
/** Milliseconds of one idle slice decoding the stored lists' rows after listening. */
const ROW_DECODE_SLICE_MS = 3;

/**
 * Parts built elsewhere that a service may serve instead of opening the catalog itself: the integration tests start
 * several services over one full catalog, built once per test process. The caller keeps them (stop() leaves them open).
 */
export interface ServiceParts {
  store: CatalogStore;
  lookup: Lookup;
  recommender: IndexedRecommender;
  finder: Finder;
}

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
  options: { observe?: (o: CallObservation) => void; parts?: ServiceParts } = {},
): Service {
  const logger = createLogger(config.logLevel);
  const { parts } = options;
  // Everything is checked before listening (the precomputed sections against the catalog, byte for byte): a damaged,
  // missing or stale file stops start-up with one line naming it. Parts built elsewhere (tests) skip all of that.
  const built = parts ? { ...parts, sitemap: sitemapAppids(parts.store.allGames()) } : withCatalogErrors(config.catalogPath, () => {
    checkCatalogFile(config.catalogPath, { tables: [] });
    const store = openCatalog(config.catalogPath);
    const pre = openPrecomputed(config.catalogPath, store);
    return {
      store,
      lookup: createLookup({ store, index: pre.lookup, rows: pre.listRows.games }),
      recommender: createRecommender({ store, index: pre.recommender, lists: pre.lists, rows: pre.listRows, reasons: pre.reasons }),
      finder: createFinder({ store, config, index: pre.finder, log: (msg) => logger.warn(msg) }),
      sitemap: pre.sitemap,
    };
  });
  const { store, recommender, sitemap } = built;
  const meta = store.meta();
  const metrics = createMetrics({ version: SERVICE_VERSION, catalogBuiltAt: meta.builtAt, snapshots: meta.snapshots });
  const lookup = countingLookup(built.lookup, metrics);
  const finder = countingFinder(built.finder, metrics, config.openai !== null);
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
  const limiter = createRateLimiter({ config, store: redis ? createRedisStore({ redis }) : createMemoryStore(), fallbacks, logger });
  const cache = createAnswerCache({ config, redis, fallbacks, logger });
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
      // The page cache is not the answer cache: only tool answers feed answer_cache_total.
      cached: o.status === "ok" && o.scope !== "page" ? o.cached : undefined,
      limited: o.status === "limited" ? o.scope : null,
      seconds: o.durationMs / 1000,
    });
    options.observe?.(o);
  };
  const call = createGuardedCall({ apiSwitch, limiter, cache, ...createPageLimits(config), toolDeps: deps, now: () => deps.now().getTime(), observe, logger });
  const mcp = createMcpHttpHandler({ config, tools, call, logger, resources: { featured: sitemap.slice(0, FEATURED_RESOURCES), gameName: (appid) => store.getGame(appid)?.name ?? null } });
  // The website: the same lookup, recommender and finder as the API.
  const web = createWebRoutes({ ...deps, call, sitemap });
  const server = startServer({
    config,
    rest: createRestApp({ config, call, logger }),
    mcp,
    web,
    ops: { metrics, readiness, logger, mcpPath: config.mcpPath },
  });
  let rowTimer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(rowTimer);
    apiSwitch.close();
    redis?.close();
    // Parts handed in belong to the caller, who may serve them again.
    if (!parts) store.close();
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
      // The stored lists' rows, decoded in slices of a few milliseconds between requests.
      const slice = () => {
        if (!recommender.decodeStoredRows(ROW_DECODE_SLICE_MS)) rowTimer = setTimeout(slice, 0);
      };
      rowTimer = setTimeout(slice, 0);
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

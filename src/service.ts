// The composition root: config → catalog → lookup/recommender/finder → limits → REST, MCP and website on one port.
import { checkCatalogFile, openCatalog, withCatalogErrors } from "./catalog";
import type { Config } from "./config";
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
import { createGuardedCall, type CallObservation } from "./pipeline";
import { createRecommender } from "./recommender";
import { startServer } from "./server";
import { tools } from "./tools";
import type { FindToolDeps } from "./tools";
import { createWebRoutes, sitemapAppids } from "./web";

/** A running service: its port, the tool deps it serves with, and one call that stops and closes everything. */
export interface Service {
  port: number;
  deps: FindToolDeps & { finder: Finder };
  /** Redis state and fallback counts of limits and cache (for /readyz and /metrics). */
  limitsStatus(): LimitsStatus;
  stop(): Promise<void>;
}

/**
 * Opens the catalog, builds the indexes and starts serving REST, `/mcp` and the website on `config.port`.
 * main.ts and the end-to-end tests start the service through this one function. `options.observe` hears every
 * guarded call of every door (door, tool, outcome, cached, scope, duration), e.g. for metrics.
 *
 * @example
 * const service = startService(loadConfig({ PORT: "0" }));
 * await fetch(`http://127.0.0.1:${service.port}/api/agent/game-facts?q=hades`);
 */
export function startService(
  config: Readonly<Config>,
  options: { observe?: (o: CallObservation) => void } = {},
): Service {
  // Every table is checked before listening: a damaged file stops start-up with one line naming it.
  checkCatalogFile(config.catalogPath);
  const { store, lookup, recommender, sitemap } = withCatalogErrors(config.catalogPath, () => {
    const store = openCatalog(config.catalogPath);
    const games = store.allGames();
    // Shared review-mined hooks join the why lines; they are English, so Russian lines leave them out.
    const recommender = createRecommender({
      store,
      hooks: (game, lang) => (lang === "en" ? (store.describe(game.appid).summary?.hooks ?? []) : []),
    });
    // The sitemaps' order (released games, most reviewed first), taken from the same list once.
    return { store, lookup: createLookup({ store, games }), recommender, sitemap: sitemapAppids(games) };
  });
  // The finder's index (a second or two) builds on first use or on warm(), so start-up stays fast.
  const finder = createFinder({ store, config, log: (msg) => console.warn(msg) });
  const deps: FindToolDeps & { finder: Finder } = { config, store, lookup, recommender, finder, now: () => new Date() };

  // Limits: Redis when REDIS_URL is set (replicas share one quota and one cache), memory otherwise.
  // The link fails fast while Redis is down and reconnects forever; both fall back (and count it) meanwhile.
  const redis = config.redisUrl ? createRedisLink({ url: config.redisUrl }) : null;
  const health = createLimitsStatus(redis);
  const limitStore = redis ? createRedisStore({ redis }) : createMemoryStore();
  const limiter = createRateLimiter({ config, store: limitStore, fallbacks: health });
  const cache = createAnswerCache({ config, redis, fallbacks: health });
  const apiSwitch = createApiSwitch({ config, onChange: (on) => console.info(`agent API switched ${on ? "on" : "off"}`) });

  // One guarded call for every door (switch → arguments → limit → cache → handler → output); `observe` hears each call.
  const call = createGuardedCall({ apiSwitch, limiter, cache, toolDeps: deps, now: () => deps.now().getTime(), observe: options.observe });
  const mcp = createMcpHttpHandler({ config, tools, toolDeps: deps, limiter, apiSwitch, call });
  // The website: the same lookup, recommender and finder as the API.
  const web = createWebRoutes({ ...deps, limiter, call, sitemap });
  const server = startServer({ config, rest: { toolDeps: deps, limiter, cache, apiSwitch, call }, mcp, web });

  return {
    port: server.port,
    deps,
    limitsStatus: health.status,
    async stop() {
      await server.stop();
      apiSwitch.close();
      redis?.close();
      store.close();
    },
  };
}

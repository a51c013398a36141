// The composition root: config → catalog → lookup/recommender/finder → limits → REST, MCP and website on one port.
import { RedisClient } from "bun";
import { openCatalog } from "./catalog";
import type { Config } from "./config";
import { createFinder } from "./finder";
import type { Finder } from "./finder/types";
import { createAnswerCache, createApiSwitch, createMemoryStore, createRateLimiter, createRedisStore } from "./limits";
import { createLookup } from "./lookup";
import { createMcpHttpHandler } from "./mcp";
import { createRecommender } from "./recommender";
import { startServer } from "./server";
import { tools } from "./tools";
import type { FindToolDeps } from "./tools";
import { createWebRoutes, sitemapAppids } from "./web";

/** A running service: its port, the tool deps it serves with, and one call that stops and closes everything. */
export interface Service {
  port: number;
  deps: FindToolDeps & { finder: Finder };
  stop(): Promise<void>;
}

/**
 * Opens the catalog, builds the indexes and starts serving REST, `/mcp` and the website on `config.port`.
 * main.ts and the end-to-end tests start the service through this one function.
 *
 * @example
 * const service = startService(loadConfig({ PORT: "0" }));
 * await fetch(`http://127.0.0.1:${service.port}/api/agent/game-facts?q=hades`);
 */
export function startService(config: Readonly<Config>): Service {
  const store = openCatalog(config.catalogPath);
  const games = store.allGames();
  const lookup = createLookup({ store, games });
  // The sitemaps' order (released games, most reviewed first), taken from the same list once.
  const sitemap = sitemapAppids(games);
  // Shared review-mined hooks make the strongest why line; they are English, so Russian lines leave them out.
  const recommender = createRecommender({
    store,
    hooks: (game, lang) => (lang === "en" ? (store.describe(game.appid).summary?.hooks ?? []) : []),
  });
  // The finder's index (a second or two) builds on first use or on warm(), so start-up stays fast.
  const finder = createFinder({ store, config, log: (msg) => console.warn(msg) });
  const deps: FindToolDeps & { finder: Finder } = { config, store, lookup, recommender, finder, now: () => new Date() };

  // Limits: Redis when REDIS_URL is set (replicas share one quota and one cache), memory otherwise.
  const redis = config.redisUrl ? new RedisClient(config.redisUrl) : null;
  const limiter = createRateLimiter({ config, store: redis ? createRedisStore({ redis }) : createMemoryStore() });
  const cache = createAnswerCache({ config, redis });
  const apiSwitch = createApiSwitch({ config, onChange: (on) => console.info(`agent API switched ${on ? "on" : "off"}`) });

  const mcp = createMcpHttpHandler({ config, tools, toolDeps: deps, limiter, apiSwitch });
  // The website: the same lookup, recommender and finder as the API.
  const web = createWebRoutes({ ...deps, limiter, sitemap });
  const server = startServer({ config, rest: { toolDeps: deps, limiter, cache, apiSwitch }, mcp, web });

  return {
    port: server.port,
    deps,
    async stop() {
      await server.stop();
      apiSwitch.close();
      redis?.close();
      store.close();
    },
  };
}

// Entry point: the only place that wires config → catalog → lookup/recommender → limits → REST, MCP and website.
import { RedisClient } from "bun";
import { openCatalog } from "./catalog";
import { loadConfig } from "./config";
import { createAnswerCache, createApiSwitch, createMemoryStore, createRateLimiter, createRedisStore } from "./limits";
import { createFinder } from "./finder";
import { createLookup } from "./lookup";
import { createMcpHttpHandler } from "./mcp";
import { createRecommender } from "./recommender";
import { startServer } from "./server";
import { tools } from "./tools";
import type { FindToolDeps } from "./tools";
import { createWebRoutes } from "./web";

const started = performance.now();
const config = loadConfig();
const store = openCatalog(config.catalogPath);
const lookup = createLookup({ store, games: store.allGames() });
const recommender = createRecommender({ store });
// The finder's index (a second or two) is built right after the server listens, so start-up stays fast.
const finder = createFinder({ store, config, log: (msg) => console.warn(msg) });
const toolDeps: FindToolDeps = { config, store, lookup, recommender, finder, now: () => new Date() };

// Limits: Redis when REDIS_URL is set (replicas share one quota and one cache), memory otherwise.
const redis = config.redisUrl ? new RedisClient(config.redisUrl) : null;
const limiter = createRateLimiter({ config, store: redis ? createRedisStore({ redis }) : createMemoryStore() });
const cache = createAnswerCache({ config, redis });
const apiSwitch = createApiSwitch({ config, onChange: (on) => console.info(`agent API switched ${on ? "on" : "off"}`) });

const mcp = createMcpHttpHandler({ config, tools, toolDeps, limiter, apiSwitch });
// The website: the same lookup, recommender and finder as the API.
const web = createWebRoutes({ ...toolDeps, limiter });
const server = startServer({ config, rest: { tools: toolDeps, limiter, cache, apiSwitch }, mcp, web });

console.info(
  `${store.meta().games} games; listening on :${server.port} in ${Math.round(performance.now() - started)} ms — ` +
    `${config.publicBaseUrl}/api/agent/games-like?q=hades, ${config.publicBaseUrl}${config.mcpPath}, ${config.publicBaseUrl}/openapi.json`,
);

setTimeout(() => finder.warm(), 0);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await server.stop();
    apiSwitch.close();
    redis?.close();
    store.close();
    process.exit(0);
  });
}

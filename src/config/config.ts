// Service configuration: the only module that reads the environment. Validated once into a frozen object.

/** The service's name: the `source` of every answer. */
export const SERVICE_NAME = "SimilarPlay";
/** Version of the API description and the MCP server. */
export const SERVICE_VERSION = "1.0.0";

const DEFAULT_PORT = 8080;
const DEFAULT_CATALOG_PATH = "data/catalog.db";
const DEFAULT_STEAM_DATA_DIR = "../shared/steam-data";
const DEFAULT_PER_MINUTE = 30;
const DEFAULT_PER_DAY = 1000;
const DEFAULT_GLOBAL_PER_HOUR = 20000;
const DEFAULT_FIND_PER_MINUTE = 3;
const DEFAULT_FIND_PER_DAY = 20;
const DEFAULT_CACHE_TTL_SECONDS = 86400;
const DEFAULT_CACHE_MAX_ENTRIES = 10000;
const DEFAULT_MCP_PATH = "/mcp";
const DEFAULT_WEB_PER_MINUTE = 120;
const DEFAULT_WEB_PER_SECOND = 10;
const DEFAULT_WEB_INFLIGHT_PER_ADDRESS = 4;
const DEFAULT_WEB_INFLIGHT_TOTAL = 32;
const DEFAULT_WEB_PAGE_CACHE_ENTRIES = 2000;
const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
const DEFAULT_LLM_TIMEOUT_MS = 8000;

export interface RateLimitConfig {
  /** `RATE_LIMITS=off` turns every limit off (local evaluation). Default on. */
  enabled: boolean;
  /** `RATE_LIMIT_PER_MINUTE`, per client IP. Default 30. */
  perMinute: number;
  /** `RATE_LIMIT_PER_DAY`, per client IP. Default 1,000. */
  perDay: number;
  /** `RATE_LIMIT_GLOBAL_PER_HOUR`, shared by all callers. Default 20,000. */
  globalPerHour: number;
  /** `FIND_LIMIT_PER_MINUTE`, find_game_by_description per IP. Default 3. */
  findPerMinute: number;
  /** `FIND_LIMIT_PER_DAY`, find_game_by_description per IP. Default 20. */
  findPerDay: number;
}

/** The website's own limits (on unless RATE_LIMITS=off): they apply to pages not already cached. */
export interface WebLimitConfig {
  /** `WEB_LIMIT_PER_MINUTE`: uncached pages per client address in any minute. Default 120 (generous for people). */
  perMinute: number;
  /** `WEB_LIMIT_PER_SECOND`: uncached pages per client address in any second, so a burst cannot fill the queue. Default 10. */
  perSecond: number;
  /** `WEB_INFLIGHT_PER_ADDRESS`: uncached pages one address may have in work at once. Default 4. */
  inflightPerAddress: number;
  /** `WEB_INFLIGHT_TOTAL`: uncached pages in work at once, all addresses together. Default 32. */
  inflightTotal: number;
  /** `WEB_PAGE_CACHE_ENTRIES`: rendered pages kept in memory (0 turns the page cache off). Default 2,000. */
  pageCacheEntries: number;
}

export interface Config {
  /** `PORT`. Default 8080. */
  port: number;
  /** `PUBLIC_BASE_URL`: base of every URL the service returns, no trailing slash. Default `http://localhost:PORT`. */
  publicBaseUrl: string;
  /** `CATALOG_PATH`. Default `data/catalog.db`. */
  catalogPath: string;
  /** `STEAM_DATA_DIR`: source of the catalog build. Default `../shared/steam-data`. */
  steamDataDir: string;
  rateLimits: RateLimitConfig;
  webLimits: WebLimitConfig;
  /** `TRUSTED_PROXIES`: comma-separated IPs whose `X-Forwarded-For` is believed. Default none. */
  trustedProxies: string[];
  /** `REDIS_URL`: when set, limits and the answer cache live in Redis (shared by replicas). */
  redisUrl: string | null;
  /** `CACHE_TTL_SECONDS`. Default 86,400 (one day). */
  cacheTtlSeconds: number;
  /** `CACHE_MAX_ENTRIES` for the in-memory cache. Default 10,000. */
  cacheMaxEntries: number;
  /** `AGENT_API_SWITCH_FILE`: a file whose content `off` disables the agent API; re-read on SIGHUP and on change. */
  agentApiSwitchFile: string | null;
  /** `AGENT_API=off` disables the agent API at start. Default on. */
  agentApiEnabled: boolean;
  /** `MCP_PATH`. Default `/mcp`. */
  mcpPath: string;
  /** `ALLOWED_HOSTS`: Host header values accepted on /mcp (DNS-rebinding guard). Default: localhost names + the public host. */
  allowedHosts: string[];
  /** `ALLOWED_ORIGINS`: Origin values accepted on /mcp when a browser sends one. Default: the public origin + localhost. */
  allowedOrigins: string[];
  /** Language-model backend of find_game_by_description; null when `OPENAI_API_KEY` is unset. */
  openai: { apiKey: string; baseUrl: string | null; model: string; timeoutMs: number } | null;
}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`config: ${key} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function list(env: Env, key: string): string[] | null {
  const raw = env[key];
  if (raw === undefined || raw.trim() === "") return null;
  return raw.split(",").map((s) => s.trim()).filter(Boolean);
}

function onOff(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["on", "true", "1", "yes"].includes(raw)) return true;
  if (["off", "false", "0", "no"].includes(raw)) return false;
  throw new Error(`config: ${key} must be on or off, got "${env[key]}"`);
}

/**
 * Reads and validates the configuration from `env` (default `process.env`).
 *
 * @example
 * loadConfig({ PORT: "9000" }).publicBaseUrl; // "http://localhost:9000"
 */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const port = int(env, "PORT", DEFAULT_PORT);
  const publicBaseUrl = (env.PUBLIC_BASE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  let publicUrl: URL;
  try {
    publicUrl = new URL(publicBaseUrl);
  } catch {
    throw new Error(`config: PUBLIC_BASE_URL must be an absolute URL, got "${publicBaseUrl}"`);
  }
  const localHosts = ["localhost", "127.0.0.1", "[::1]"].flatMap((h) => [h, `${h}:${port}`]);
  const apiKey = env.OPENAI_API_KEY?.trim();
  return Object.freeze({
    port,
    publicBaseUrl,
    catalogPath: env.CATALOG_PATH?.trim() || DEFAULT_CATALOG_PATH,
    steamDataDir: env.STEAM_DATA_DIR?.trim() || DEFAULT_STEAM_DATA_DIR,
    rateLimits: Object.freeze({
      enabled: onOff(env, "RATE_LIMITS", true),
      perMinute: int(env, "RATE_LIMIT_PER_MINUTE", DEFAULT_PER_MINUTE, 1),
      perDay: int(env, "RATE_LIMIT_PER_DAY", DEFAULT_PER_DAY, 1),
      globalPerHour: int(env, "RATE_LIMIT_GLOBAL_PER_HOUR", DEFAULT_GLOBAL_PER_HOUR, 1),
      findPerMinute: int(env, "FIND_LIMIT_PER_MINUTE", DEFAULT_FIND_PER_MINUTE, 1),
      findPerDay: int(env, "FIND_LIMIT_PER_DAY", DEFAULT_FIND_PER_DAY, 1),
    }),
    webLimits: Object.freeze({
      perMinute: int(env, "WEB_LIMIT_PER_MINUTE", DEFAULT_WEB_PER_MINUTE, 1),
      perSecond: int(env, "WEB_LIMIT_PER_SECOND", DEFAULT_WEB_PER_SECOND, 1),
      inflightPerAddress: int(env, "WEB_INFLIGHT_PER_ADDRESS", DEFAULT_WEB_INFLIGHT_PER_ADDRESS, 1),
      inflightTotal: int(env, "WEB_INFLIGHT_TOTAL", DEFAULT_WEB_INFLIGHT_TOTAL, 1),
      pageCacheEntries: int(env, "WEB_PAGE_CACHE_ENTRIES", DEFAULT_WEB_PAGE_CACHE_ENTRIES),
    }),
    trustedProxies: list(env, "TRUSTED_PROXIES") ?? [],
    redisUrl: env.REDIS_URL?.trim() || null,
    cacheTtlSeconds: int(env, "CACHE_TTL_SECONDS", DEFAULT_CACHE_TTL_SECONDS),
    cacheMaxEntries: int(env, "CACHE_MAX_ENTRIES", DEFAULT_CACHE_MAX_ENTRIES),
    agentApiSwitchFile: env.AGENT_API_SWITCH_FILE?.trim() || null,
    agentApiEnabled: onOff(env, "AGENT_API", true),
    mcpPath: env.MCP_PATH?.trim() || DEFAULT_MCP_PATH,
    allowedHosts: list(env, "ALLOWED_HOSTS") ?? [...new Set([...localHosts, publicUrl.host])],
    allowedOrigins: list(env, "ALLOWED_ORIGINS") ?? [...new Set([publicUrl.origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])],
    openai: apiKey
      ? Object.freeze({
          apiKey,
          baseUrl: env.OPENAI_BASE_URL?.trim() || null,
          model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
          timeoutMs: int(env, "FIND_LLM_TIMEOUT_MS", DEFAULT_LLM_TIMEOUT_MS, 1),
        })
      : null,
  });
}

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
const DEFAULT_SHUTDOWN_DELAY_MS = 0;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10000;
const MAX_PORT = 65535;

/** Log levels, least severe first; `silent` logs nothing. */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every environment variable the service reads, with its default and meaning: the text of `--help`. */
export const CONFIG_VARIABLES: readonly { name: string; fallback: string; help: string }[] = [
  { name: "PORT", fallback: String(DEFAULT_PORT), help: "HTTP port (0 picks a free one)" },
  { name: "PUBLIC_BASE_URL", fallback: "http://localhost:PORT", help: "absolute base of every URL the service returns" },
  { name: "CATALOG_PATH", fallback: DEFAULT_CATALOG_PATH, help: "the SQLite catalog built by catalog:build" },
  { name: "STEAM_DATA_DIR", fallback: DEFAULT_STEAM_DATA_DIR, help: "source folder of the catalog build" },
  { name: "RATE_LIMITS", fallback: "on", help: "on/off: every rate limit" },
  { name: "RATE_LIMIT_PER_MINUTE", fallback: String(DEFAULT_PER_MINUTE), help: "requests per client IP per minute" },
  { name: "RATE_LIMIT_PER_DAY", fallback: String(DEFAULT_PER_DAY), help: "requests per client IP per day" },
  { name: "RATE_LIMIT_GLOBAL_PER_HOUR", fallback: String(DEFAULT_GLOBAL_PER_HOUR), help: "requests per hour, all callers" },
  { name: "FIND_LIMIT_PER_MINUTE", fallback: String(DEFAULT_FIND_PER_MINUTE), help: "find_game_by_description per IP per minute" },
  { name: "FIND_LIMIT_PER_DAY", fallback: String(DEFAULT_FIND_PER_DAY), help: "find_game_by_description per IP per day" },
  { name: "TRUSTED_PROXIES", fallback: "(none)", help: "comma-separated proxy IPs whose X-Forwarded-For is believed" },
  { name: "REDIS_URL", fallback: "(unset: memory)", help: "redis:// or rediss:// URL shared by replicas for limits and cache" },
  { name: "CACHE_TTL_SECONDS", fallback: String(DEFAULT_CACHE_TTL_SECONDS), help: "answer cache lifetime" },
  { name: "CACHE_MAX_ENTRIES", fallback: String(DEFAULT_CACHE_MAX_ENTRIES), help: "in-memory answer cache size" },
  { name: "AGENT_API_SWITCH_FILE", fallback: "(unset)", help: "file whose content `off` disables the agent API" },
  { name: "AGENT_API", fallback: "on", help: "on/off: the agent API at start" },
  { name: "MCP_PATH", fallback: DEFAULT_MCP_PATH, help: "path of the MCP endpoint" },
  { name: "ALLOWED_HOSTS", fallback: "localhost names + public host", help: "Host values accepted on the MCP path" },
  { name: "ALLOWED_ORIGINS", fallback: "public origin + localhost", help: "Origin values accepted on the MCP path" },
  { name: "OPENAI_API_KEY", fallback: "(unset: offline finder)", help: "language-model key for find_game_by_description" },
  { name: "OPENAI_BASE_URL", fallback: "(OpenAI)", help: "OpenAI-compatible API base URL" },
  { name: "OPENAI_MODEL", fallback: DEFAULT_OPENAI_MODEL, help: "model name" },
  { name: "FIND_LLM_TIMEOUT_MS", fallback: String(DEFAULT_LLM_TIMEOUT_MS), help: "language-model timeout, then the offline answer" },
  { name: "WEB_LIMIT_PER_MINUTE", fallback: String(DEFAULT_WEB_PER_MINUTE), help: "uncached website pages per client address per minute" },
  { name: "WEB_LIMIT_PER_SECOND", fallback: String(DEFAULT_WEB_PER_SECOND), help: "uncached website pages per client address per second" },
  { name: "WEB_INFLIGHT_PER_ADDRESS", fallback: String(DEFAULT_WEB_INFLIGHT_PER_ADDRESS), help: "uncached pages one address may have in work at once" },
  { name: "WEB_INFLIGHT_TOTAL", fallback: String(DEFAULT_WEB_INFLIGHT_TOTAL), help: "uncached pages in work at once, all addresses" },
  { name: "WEB_PAGE_CACHE_ENTRIES", fallback: String(DEFAULT_WEB_PAGE_CACHE_ENTRIES), help: "rendered pages kept in memory (0: off)" },
  { name: "LOG_LEVEL", fallback: "info", help: `JSON log level: ${LOG_LEVELS.join(", ")}` },
  { name: "WORKERS", fallback: "one per core", help: "server processes sharing the port (a crashed one is replaced)" },
  { name: "SHUTDOWN_DELAY_MS", fallback: String(DEFAULT_SHUTDOWN_DELAY_MS), help: "on SIGTERM, /readyz answers 503 this long before new connections are refused" },
  { name: "SHUTDOWN_TIMEOUT_MS", fallback: String(DEFAULT_SHUTDOWN_TIMEOUT_MS), help: "then in-flight requests get this long to finish" },
];

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
  /** `LOG_LEVEL`. Default `info`. */
  logLevel: LogLevel;
  /** `WORKERS`: server processes sharing the port (SO_REUSEPORT). Default one per core. */
  workers: number;
  /** `SHUTDOWN_DELAY_MS` (default 0) and `SHUTDOWN_TIMEOUT_MS` (default 10,000): the SIGTERM drain. */
  shutdown: { delayMs: number; timeoutMs: number };
}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[key]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new Error(`config: ${key} must be an integer from ${min} to ${max}, got "${env[key]}"`);
  }
  return n;
}

function url(env: Env, key: string, protocols: readonly string[]): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || !protocols.includes(parsed.protocol)) {
    throw new Error(`config: ${key} must be an absolute ${protocols.join(" or ")} URL, got "${env[key]}"`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, key: string, values: readonly T[], fallback: T): T {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`config: ${key} must be one of ${values.join(", ")}, got "${env[key]}"`);
  return raw as T;
}

function path(env: Env, key: string, fallback: string): string {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\/[A-Za-z0-9._~\/-]*$/.test(raw)) throw new Error(`config: ${key} must be a URL path starting with /, got "${env[key]}"`);
  return raw;
}

// An IPv4 or IPv6 address, optionally with a /prefix: what TRUSTED_PROXIES may list.
function checkAddresses(key: string, values: string[] | null): string[] | null {
  for (const v of values ?? []) {
    const [addr, prefix, extra] = v.split("/");
    const family = addr ? ipFamily(addr) : 0;
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= max))) {
      throw new Error(`config: ${key} must list IP addresses (optionally /prefix), got "${v}"`);
    }
  }
  return values;
}

function ipFamily(s: string): 0 | 4 | 6 {
  if (/^(\d{1,3})(\.\d{1,3}){3}$/.test(s)) return s.split(".").every((o) => Number(o) <= 255) ? 4 : 0;
  try {
    return s.includes(":") && new URL(`http://[${s}]/`).hostname !== "" ? 6 : 0;
  } catch {
    return 0;
  }
}

function checkOrigins(key: string, values: string[] | null): string[] | null {
  for (const v of values ?? []) {
    let ok = false;
    try {
      ok = new URL(v).origin === v;
    } catch {
      // reported below
    }
    if (!ok) throw new Error(`config: ${key} must list origins such as https://example.org, got "${v}"`);
  }
  return values;
}

function checkHosts(key: string, values: string[] | null): string[] | null {
  for (const v of values ?? []) {
    if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(v)) throw new Error(`config: ${key} must list host[:port] values, got "${v}"`);
  }
  return values;
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
  const port = int(env, "PORT", DEFAULT_PORT, 0, MAX_PORT);
  const publicBaseUrl = (url(env, "PUBLIC_BASE_URL", ["http:", "https:"]) ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const publicUrl = new URL(publicBaseUrl);
  const localHosts = ["localhost", "127.0.0.1", "[::1]"].flatMap((h) => [h, `${h}:${port}`]);
  const apiKey = env.OPENAI_API_KEY?.trim();
  // Checked even without a key, so a typo shows up before the key is added.
  const llmBaseUrl = url(env, "OPENAI_BASE_URL", ["http:", "https:"]);
  const llmTimeoutMs = int(env, "FIND_LLM_TIMEOUT_MS", DEFAULT_LLM_TIMEOUT_MS, 1);
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
    trustedProxies: checkAddresses("TRUSTED_PROXIES", list(env, "TRUSTED_PROXIES")) ?? [],
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    cacheTtlSeconds: int(env, "CACHE_TTL_SECONDS", DEFAULT_CACHE_TTL_SECONDS),
    cacheMaxEntries: int(env, "CACHE_MAX_ENTRIES", DEFAULT_CACHE_MAX_ENTRIES),
    agentApiSwitchFile: env.AGENT_API_SWITCH_FILE?.trim() || null,
    agentApiEnabled: onOff(env, "AGENT_API", true),
    mcpPath: path(env, "MCP_PATH", DEFAULT_MCP_PATH),
    allowedHosts: checkHosts("ALLOWED_HOSTS", list(env, "ALLOWED_HOSTS")) ?? [...new Set([...localHosts, publicUrl.host])],
    allowedOrigins: checkOrigins("ALLOWED_ORIGINS", list(env, "ALLOWED_ORIGINS")) ?? [...new Set([publicUrl.origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])],
    openai: apiKey
      ? Object.freeze({
          apiKey,
          baseUrl: llmBaseUrl,
          model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
          timeoutMs: llmTimeoutMs,
        })
      : null,
    logLevel: oneOf(env, "LOG_LEVEL", LOG_LEVELS, "info"),
    workers: int(env, "WORKERS", navigator.hardwareConcurrency || 1, 1, 256),
    shutdown: Object.freeze({
      delayMs: int(env, "SHUTDOWN_DELAY_MS", DEFAULT_SHUTDOWN_DELAY_MS),
      timeoutMs: int(env, "SHUTDOWN_TIMEOUT_MS", DEFAULT_SHUTDOWN_TIMEOUT_MS, 1),
    }),
  });
}

/**
 * The `--help` text: every variable, its default and the value `env` gives it now (the API key masked).
 *
 * @example
 * console.log(configHelp(process.env));
 */
export function configHelp(env: Env = process.env): string {
  const width = Math.max(...CONFIG_VARIABLES.map((v) => v.name.length));
  const lines = CONFIG_VARIABLES.map((v) => {
    const raw = env[v.name]?.trim();
    const now = raw ? (v.name === "OPENAI_API_KEY" ? "(set)" : raw) : `default ${v.fallback}`;
    return `  ${v.name.padEnd(width)}  ${v.help}\n  ${" ".repeat(width)}  now: ${now}`;
  });
  return [`${SERVICE_NAME} ${SERVICE_VERSION}: configuration from environment variables`, "", ...lines].join("\n");
}

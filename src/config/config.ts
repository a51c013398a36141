// Service configuration: the only module that reads the environment. One table names every variable with its help
// line, its default and its reader; `--help`, the value types and the parsing all come from it. Validated once into
// a frozen object.
import ipaddr from "ipaddr.js";

/** The service's name: the `source` of every answer. */
export const SERVICE_NAME = "SimilarPlay";
/** Version of the API description and the MCP server. */
export const SERVICE_VERSION = "1.0.0";

/** Log levels, least severe first; `silent` logs nothing. */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

/** How one variable's text is read: its default as `--help` shows it, and the reader (unset or blank: the default). */
interface Reader<T> {
  shown: string;
  /** Throws `config: NAME must …, got "…"` on a malformed value. */
  read(raw: string | undefined, name: string): T;
}

/** One row of the table: a reader with its `--help` line. */
type Variable<T> = Reader<T> & { help: string };

const variable = <T>(help: string, reader: Reader<T>): Variable<T> => ({ help, ...reader });

const given = (raw: string | undefined): string | undefined => raw?.trim() || undefined;

const invalid = (name: string, what: string, raw: string | undefined) => new Error(`config: ${name} must ${what}, got "${raw}"`);

function integer(fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): Reader<number> {
  return {
    shown: String(fallback),
    read(raw, name) {
      const text = given(raw);
      if (text === undefined) return fallback;
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < min || n > max) throw invalid(name, `be an integer from ${min} to ${max}`, raw);
      return n;
    },
  };
}

/** An absolute URL of one of `protocols`; null when unset (its default is worked out from other variables or none). */
function url(protocols: readonly string[], shown: string): Reader<string | null> {
  return {
    shown,
    read(raw, name) {
      const text = given(raw);
      if (text === undefined) return null;
      if (!protocols.includes(URL.parse(text)?.protocol ?? "")) throw invalid(name, `be an absolute ${protocols.join(" or ")} URL`, raw);
      return text;
    },
  };
}

function oneOf<T extends string>(values: readonly T[], fallback: T): Reader<T> {
  return {
    shown: fallback,
    read(raw, name) {
      const text = given(raw)?.toLowerCase();
      if (text === undefined) return fallback;
      if (!(values as readonly string[]).includes(text)) throw invalid(name, `be one of ${values.join(", ")}`, raw);
      return text as T;
    },
  };
}

function onOff(fallback: boolean): Reader<boolean> {
  return {
    shown: fallback ? "on" : "off",
    read(raw, name) {
      const text = given(raw)?.toLowerCase();
      if (text === undefined) return fallback;
      if (["on", "true", "1", "yes"].includes(text)) return true;
      if (["off", "false", "0", "no"].includes(text)) return false;
      throw invalid(name, "be on or off", raw);
    },
  };
}

function urlPath(fallback: string): Reader<string> {
  return {
    shown: fallback,
    read(raw, name) {
      const text = given(raw);
      if (text === undefined) return fallback;
      if (!/^\/[A-Za-z0-9._~\/-]*$/.test(text)) throw invalid(name, "be a URL path starting with /", raw);
      return text;
    },
  };
}

/** Free-form text (a path, a file, a key, a model name). */
function text(fallback: string): Reader<string> {
  return { shown: fallback, read: (raw) => given(raw) ?? fallback };
}

function optionalText(shown: string): Reader<string | null> {
  return { shown, read: (raw) => given(raw) ?? null };
}

/** A comma-separated list whose every entry passes `valid`; null when unset (the default is worked out elsewhere). */
function list(shown: string, valid: (entry: string) => boolean, what: string): Reader<string[] | null> {
  return {
    shown,
    read(raw, name) {
      if (given(raw) === undefined) return null;
      const entries = raw!.split(",").map((s) => s.trim()).filter(Boolean);
      for (const entry of entries) if (!valid(entry)) throw invalid(name, `list ${what}`, entry);
      return entries;
    },
  };
}

// The forms limits/client-ip.ts reads (test/config checks they agree): IPv4 as four plain decimal parts (ipaddr.js
// alone also takes "127.1"), any IPv6 (a zone is dropped), and an optional /prefix within the family's width.
function isIpRange(entry: string): boolean {
  const [addr = "", bits, ...rest] = entry.split("/");
  const v6 = addr.includes(":");
  const ok = v6 ? ipaddr.IPv6.isValid(addr.replace(/%.*$/, "")) : ipaddr.IPv4.isValidFourPartDecimal(addr);
  return ok && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v6 ? 128 : 32)));
}

const isOrigin = (entry: string): boolean => URL.parse(entry)?.origin === entry;

const isHost = (entry: string): boolean => /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(entry);

/** Every environment variable the service reads, in `--help` order. */
const VARIABLES = {
  PORT: variable("HTTP port (0 picks a free one)", integer(8080, 0, 65535)),
  PUBLIC_BASE_URL: variable("absolute base of every URL the service returns", url(["http:", "https:"], "http://localhost:PORT")),
  CATALOG_PATH: variable("the SQLite catalog built by catalog:build", text("data/catalog.db")),
  STEAM_DATA_DIR: variable("source folder of the catalog build", text("../shared/steam-data")),
  RATE_LIMITS: variable("on/off: every rate limit", onOff(true)),
  RATE_LIMIT_PER_MINUTE: variable("requests per client IP per minute", integer(30, 1)),
  RATE_LIMIT_PER_DAY: variable("requests per client IP per day", integer(1000, 1)),
  RATE_LIMIT_GLOBAL_PER_HOUR: variable("requests per hour, all callers", integer(20000, 1)),
  FIND_LIMIT_PER_MINUTE: variable("find_game_by_description per IP per minute", integer(3, 1)),
  FIND_LIMIT_PER_DAY: variable("find_game_by_description per IP per day", integer(20, 1)),
  TRUSTED_PROXIES: variable(
    "comma-separated proxy IPs whose X-Forwarded-For is believed",
    list("(none)", isIpRange, "IP addresses (optionally /prefix)"),
  ),
  REDIS_URL: variable("redis:// or rediss:// URL shared by replicas for limits and cache", url(["redis:", "rediss:"], "(unset: memory)")),
  CACHE_TTL_SECONDS: variable("answer cache lifetime", integer(86400)),
  CACHE_MAX_ENTRIES: variable("in-memory answer cache size", integer(10000)),
  AGENT_API_SWITCH_FILE: variable("file whose content `off` disables the agent API", optionalText("(unset)")),
  AGENT_API: variable("on/off: the agent API at start", onOff(true)),
  MCP_PATH: variable("path of the MCP endpoint", urlPath("/mcp")),
  ALLOWED_HOSTS: variable("Host values accepted on the MCP path", list("localhost names + public host", isHost, "host[:port] values")),
  ALLOWED_ORIGINS: variable(
    "Origin values accepted on the MCP path",
    list("public origin + localhost", isOrigin, "origins such as https://example.org"),
  ),
  OPENAI_API_KEY: variable("language-model key for find_game_by_description", optionalText("(unset: offline finder)")),
  OPENAI_BASE_URL: variable("OpenAI-compatible API base URL", url(["http:", "https:"], "(OpenAI)")),
  OPENAI_MODEL: variable("model name", text("gpt-4o-mini")),
  FIND_LLM_TIMEOUT_MS: variable("language-model timeout, then the offline answer", integer(8000, 1)),
  WEB_LIMIT_PER_MINUTE: variable("uncached website pages per client address per minute", integer(120, 1)),
  WEB_LIMIT_PER_SECOND: variable("uncached website pages per client address per second", integer(10, 1)),
  WEB_INFLIGHT_PER_ADDRESS: variable("uncached pages one address may have in work at once", integer(4, 1)),
  WEB_INFLIGHT_TOTAL: variable("uncached pages in work at once, all addresses", integer(32, 1)),
  WEB_PAGE_CACHE_ENTRIES: variable("rendered pages kept in memory (0: off)", integer(2000)),
  LOG_LEVEL: variable(`JSON log level: ${LOG_LEVELS.join(", ")}`, oneOf(LOG_LEVELS, "info")),
  WORKERS: variable("server processes sharing the port (a crashed one is replaced)", {
    ...integer(navigator.hardwareConcurrency || 1, 1, 256),
    shown: "one per core",
  }),
  SHUTDOWN_DELAY_MS: variable("on SIGTERM, /readyz answers 503 this long before new connections are refused", integer(0)),
  SHUTDOWN_TIMEOUT_MS: variable("then in-flight requests get this long to finish", integer(10000, 1)),
};

type VariableName = keyof typeof VARIABLES;
/** The type a variable's reader gives. */
type Value<K extends VariableName> = ReturnType<(typeof VARIABLES)[K]["read"]>;

/** Every environment variable the service reads, with its default and meaning: the text of `--help`. */
export const CONFIG_VARIABLES: readonly { name: string; fallback: string; help: string }[] = Object.entries(VARIABLES).map(
  ([name, v]) => ({ name, fallback: v.shown, help: v.help }),
);

export interface RateLimitConfig {
  /** `RATE_LIMITS=off` turns every limit off (local evaluation). */
  enabled: Value<"RATE_LIMITS">;
  /** `RATE_LIMIT_PER_MINUTE`, per client IP. */
  perMinute: Value<"RATE_LIMIT_PER_MINUTE">;
  /** `RATE_LIMIT_PER_DAY`, per client IP. */
  perDay: Value<"RATE_LIMIT_PER_DAY">;
  /** `RATE_LIMIT_GLOBAL_PER_HOUR`, shared by all callers. */
  globalPerHour: Value<"RATE_LIMIT_GLOBAL_PER_HOUR">;
  /** `FIND_LIMIT_PER_MINUTE`, find_game_by_description per IP. */
  findPerMinute: Value<"FIND_LIMIT_PER_MINUTE">;
  /** `FIND_LIMIT_PER_DAY`, find_game_by_description per IP. */
  findPerDay: Value<"FIND_LIMIT_PER_DAY">;
}

/** The website's own limits (on unless RATE_LIMITS=off): they apply to pages not already cached. */
export interface WebLimitConfig {
  /** `WEB_LIMIT_PER_MINUTE`: uncached pages per client address in any minute (generous for people). */
  perMinute: Value<"WEB_LIMIT_PER_MINUTE">;
  /** `WEB_LIMIT_PER_SECOND`: uncached pages per client address in any second, so a burst cannot fill the queue. */
  perSecond: Value<"WEB_LIMIT_PER_SECOND">;
  /** `WEB_INFLIGHT_PER_ADDRESS`: uncached pages one address may have in work at once. */
  inflightPerAddress: Value<"WEB_INFLIGHT_PER_ADDRESS">;
  /** `WEB_INFLIGHT_TOTAL`: uncached pages in work at once, all addresses together. */
  inflightTotal: Value<"WEB_INFLIGHT_TOTAL">;
  /** `WEB_PAGE_CACHE_ENTRIES`: rendered pages kept in memory (0 turns the page cache off). */
  pageCacheEntries: Value<"WEB_PAGE_CACHE_ENTRIES">;
}

/** The configuration; the defaults are the table's (`bun src/main.ts --help` lists them). */
export interface Config {
  /** `PORT`. */
  port: Value<"PORT">;
  /** `PUBLIC_BASE_URL`: base of every URL the service returns, no trailing slash. Default `http://localhost:PORT`. */
  publicBaseUrl: string;
  /** `CATALOG_PATH`. */
  catalogPath: Value<"CATALOG_PATH">;
  /** `STEAM_DATA_DIR`: source of the catalog build. */
  steamDataDir: Value<"STEAM_DATA_DIR">;
  rateLimits: RateLimitConfig;
  webLimits: WebLimitConfig;
  /** `TRUSTED_PROXIES`: IPs or CIDR ranges whose `X-Forwarded-For` is believed. Default none. */
  trustedProxies: string[];
  /** `REDIS_URL`: when set, limits and the answer cache live in Redis (shared by replicas). */
  redisUrl: Value<"REDIS_URL">;
  /** `CACHE_TTL_SECONDS`. */
  cacheTtlSeconds: Value<"CACHE_TTL_SECONDS">;
  /** `CACHE_MAX_ENTRIES` for the in-memory cache. */
  cacheMaxEntries: Value<"CACHE_MAX_ENTRIES">;
  /** `AGENT_API_SWITCH_FILE`: a file whose content `off` disables the agent API; re-read on SIGHUP and on change. */
  agentApiSwitchFile: Value<"AGENT_API_SWITCH_FILE">;
  /** `AGENT_API=off` disables the agent API at start. */
  agentApiEnabled: Value<"AGENT_API">;
  /** `MCP_PATH`. */
  mcpPath: Value<"MCP_PATH">;
  /** `ALLOWED_HOSTS`: Host header values accepted on /mcp (DNS-rebinding guard). Default: localhost names + the public host. */
  allowedHosts: string[];
  /** `ALLOWED_ORIGINS`: Origin values accepted on /mcp when a browser sends one. Default: the public origin + localhost. */
  allowedOrigins: string[];
  /** Language-model backend of find_game_by_description; null when `OPENAI_API_KEY` is unset. */
  openai: { apiKey: string; baseUrl: Value<"OPENAI_BASE_URL">; model: Value<"OPENAI_MODEL">; timeoutMs: Value<"FIND_LLM_TIMEOUT_MS"> } | null;
  /** `LOG_LEVEL`. */
  logLevel: Value<"LOG_LEVEL">;
  /** `WORKERS`: server processes sharing the port (SO_REUSEPORT). */
  workers: Value<"WORKERS">;
  /** `SHUTDOWN_DELAY_MS` and `SHUTDOWN_TIMEOUT_MS`: the SIGTERM drain. */
  shutdown: { delayMs: Value<"SHUTDOWN_DELAY_MS">; timeoutMs: Value<"SHUTDOWN_TIMEOUT_MS"> };
}

/**
 * Reads and validates the configuration from `env` (default `process.env`). Every variable is read, so a typo
 * shows up even where it would not matter yet (OPENAI_BASE_URL without a key).
 *
 * @example
 * loadConfig({ PORT: "9000" }).publicBaseUrl; // "http://localhost:9000"
 */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const v = Object.fromEntries(Object.entries(VARIABLES).map(([name, row]) => [name, row.read(env[name], name)])) as {
    [K in VariableName]: Value<K>;
  };
  const port = v.PORT;
  const publicBaseUrl = (v.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const publicUrl = new URL(publicBaseUrl);
  const localHosts = ["localhost", "127.0.0.1", "[::1]"].flatMap((h) => [h, `${h}:${port}`]);
  return Object.freeze({
    port,
    publicBaseUrl,
    catalogPath: v.CATALOG_PATH,
    steamDataDir: v.STEAM_DATA_DIR,
    rateLimits: Object.freeze({
      enabled: v.RATE_LIMITS,
      perMinute: v.RATE_LIMIT_PER_MINUTE,
      perDay: v.RATE_LIMIT_PER_DAY,
      globalPerHour: v.RATE_LIMIT_GLOBAL_PER_HOUR,
      findPerMinute: v.FIND_LIMIT_PER_MINUTE,
      findPerDay: v.FIND_LIMIT_PER_DAY,
    }),
    webLimits: Object.freeze({
      perMinute: v.WEB_LIMIT_PER_MINUTE,
      perSecond: v.WEB_LIMIT_PER_SECOND,
      inflightPerAddress: v.WEB_INFLIGHT_PER_ADDRESS,
      inflightTotal: v.WEB_INFLIGHT_TOTAL,
      pageCacheEntries: v.WEB_PAGE_CACHE_ENTRIES,
    }),
    trustedProxies: v.TRUSTED_PROXIES ?? [],
    redisUrl: v.REDIS_URL,
    cacheTtlSeconds: v.CACHE_TTL_SECONDS,
    cacheMaxEntries: v.CACHE_MAX_ENTRIES,
    agentApiSwitchFile: v.AGENT_API_SWITCH_FILE,
    agentApiEnabled: v.AGENT_API,
    mcpPath: v.MCP_PATH,
    allowedHosts: v.ALLOWED_HOSTS ?? [...new Set([...localHosts, publicUrl.host])],
    allowedOrigins: v.ALLOWED_ORIGINS ?? [...new Set([publicUrl.origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])],
    openai: v.OPENAI_API_KEY
      ? Object.freeze({ apiKey: v.OPENAI_API_KEY, baseUrl: v.OPENAI_BASE_URL, model: v.OPENAI_MODEL, timeoutMs: v.FIND_LLM_TIMEOUT_MS })
      : null,
    logLevel: v.LOG_LEVEL,
    workers: v.WORKERS,
    shutdown: Object.freeze({ delayMs: v.SHUTDOWN_DELAY_MS, timeoutMs: v.SHUTDOWN_TIMEOUT_MS }),
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

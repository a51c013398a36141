// Configuration: every documented variable is validated (a bad value throws naming it) and `--help` lists them all
// (the entry point's own exit codes: config.integration.test.ts).
import { describe, expect, test } from "bun:test";
import { CONFIG_VARIABLES, configHelp, loadConfig } from "../../src/config";
import { trustedProxyMatcher } from "../../src/limits/client-ip";

/** A bad value for each variable that has a shape to check. */
const BAD: Record<string, string> = {
  PORT: "80a",
  PUBLIC_BASE_URL: "example.org/path",
  RATE_LIMITS: "maybe",
  RATE_LIMIT_PER_MINUTE: "0",
  RATE_LIMIT_PER_DAY: "-5",
  RATE_LIMIT_GLOBAL_PER_HOUR: "1e3",
  FIND_LIMIT_PER_MINUTE: "2.5",
  FIND_LIMIT_PER_DAY: "many",
  TRUSTED_PROXIES: "proxy.local",
  REDIS_URL: "http://127.0.0.1:6379",
  CACHE_TTL_SECONDS: "1 day",
  CACHE_MAX_ENTRIES: "ten",
  AGENT_API: "disabled",
  MCP_PATH: "mcp",
  ALLOWED_HOSTS: "example.org/x",
  ALLOWED_ORIGINS: "https://example.org/",
  OPENAI_BASE_URL: "not a url",
  FIND_LLM_TIMEOUT_MS: "0",
  LOG_LEVEL: "verbose",
  SHUTDOWN_DELAY_MS: "soon",
  SHUTDOWN_TIMEOUT_MS: "0",
  WEB_LIMIT_PER_MINUTE: "0",
  WEB_LIMIT_PER_SECOND: "fast",
  WEB_INFLIGHT_PER_ADDRESS: "-1",
  WEB_INFLIGHT_TOTAL: "0",
  WEB_PAGE_CACHE_ENTRIES: "lots",
  WORKERS: "0",
};

/** Free-form variables: any non-empty text is a valid value (a path, a file, a key, a model name). */
const FREE_FORM = ["CATALOG_PATH", "STEAM_DATA_DIR", "AGENT_API_SWITCH_FILE", "OPENAI_API_KEY", "OPENAI_MODEL"];

describe("loadConfig", () => {
  test("every documented variable is either checked here or free-form", () => {
    expect(CONFIG_VARIABLES.map((v) => v.name).sort()).toEqual([...Object.keys(BAD), ...FREE_FORM].sort());
  });

  test.each(Object.entries(BAD))("%s=%p stops start-up with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^config: ${name} must .*got "${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
  });

  test.each([
    ["PORT", "65535", (c: ReturnType<typeof loadConfig>) => c.port, 65535],
    ["TRUSTED_PROXIES", "10.0.0.0/8, ::1", (c: ReturnType<typeof loadConfig>) => c.trustedProxies, ["10.0.0.0/8", "::1"]],
    ["REDIS_URL", "rediss://cache:6380/1", (c: ReturnType<typeof loadConfig>) => c.redisUrl, "rediss://cache:6380/1"],
    ["LOG_LEVEL", "WARN", (c: ReturnType<typeof loadConfig>) => c.logLevel, "warn"],
    ["MCP_PATH", "/agent/mcp", (c: ReturnType<typeof loadConfig>) => c.mcpPath, "/agent/mcp"],
    ["SHUTDOWN_TIMEOUT_MS", "2500", (c: ReturnType<typeof loadConfig>) => c.shutdown.timeoutMs, 2500],
  ] as const)("%s=%p is accepted", (name, value, read, expected) => {
    expect(read(loadConfig({ [name]: value }))).toEqual(expected as never);
  });

  // The limits read TRUSTED_PROXIES themselves: start-up must refuse exactly what they could not read.
  test.each(["10.0.0.1", "10.0.0.0/8", "0.0.0.0/0", "::1", "2001:db8::/32", "::ffff:10.0.0.0/104", "fe80::1%eth0", "127.1", "0x7f.0.0.1", "10.0.0.1/33", "::1/129", "1.2.3.4/8/1", "256.1.1.1", "10.0.0.0/x", "proxy.local"])(
    "TRUSTED_PROXIES=%p: start-up and the limits agree",
    (entry) => {
      const refused = (f: () => unknown) => {
        try {
          f();
          return false;
        } catch {
          return true;
        }
      };
      expect(refused(() => loadConfig({ TRUSTED_PROXIES: entry }))).toBe(refused(() => trustedProxyMatcher([entry])));
    },
  );

  test("PORT above 65535 is refused", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be an integer from 0 to 65535/);
  });

  test("defaults: info logs, no drain delay, ten seconds for in-flight requests", () => {
    const c = loadConfig({});
    expect([c.logLevel, c.shutdown]).toEqual(["info", { delayMs: 0, timeoutMs: 10000 }]);
  });
});

describe("configHelp", () => {
  test("lists every variable with its current value, the API key masked", () => {
    const text = configHelp({ PORT: "9000", OPENAI_API_KEY: "sk-very-secret" });
    for (const v of CONFIG_VARIABLES) expect(text).toContain(v.name);
    expect(text).toContain("now: 9000");
    expect(text).toContain("now: (set)");
    expect(text).not.toContain("sk-very-secret");
  });
});

// Builds the REST facade over fakes with the real guarded call, limiter, cache and edge; requests go in-process.
import { loadConfig } from "../../src/config/config";
import { createAnswerCache, createMemoryStore, createRateLimiter } from "../../src/limits";
import { createGuardedCall } from "../../src/pipeline";
import { createRestApp } from "../../src/rest/app";
import { createServerHandler } from "../../src/server";
import type { RestLogger } from "../../src/rest/types";
import type { ToolDeps } from "../../src/mcp-tools/types";
import { fakeToolDeps } from "./fake-tool-deps";

/** The test client's address header: the harness reads it as the socket peer, so tests can play many clients. */
export const TEST_IP_HEADER = "x-test-socket-ip";

export interface HarnessOptions {
  env?: Record<string, string>;
  tools?: Partial<ToolDeps>;
}

/** A REST app with a fake clock (`clock.now += ms`), an on/off switch, and captured error logs. */
export function restHarness(options: HarnessOptions = {}) {
  const config = loadConfig({ PUBLIC_BASE_URL: "https://sp.example", ...options.env });
  const clock = { now: Date.parse("2026-03-01T12:00:00Z") };
  const tools = fakeToolDeps({ config, now: () => new Date(clock.now), ...options.tools });
  const state = { enabled: true };
  const logs: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: RestLogger = { error: (message, fields) => void logs.push({ message, fields }) };
  const call = createGuardedCall({
    toolDeps: tools,
    limiter: createRateLimiter({ config, store: createMemoryStore(), clock: () => clock.now }),
    cache: createAnswerCache({ config, clock: () => clock.now }),
    apiSwitch: { enabled: () => state.enabled },
    now: () => clock.now,
    logger,
  });
  // The REST door behind the real edge (client address, CORS, validators and 304, compression), as served.
  const server = createServerHandler({
    config,
    rest: createRestApp({ config, call, logger }),
    socketIp: (request) => request.headers.get(TEST_IP_HEADER) ?? "203.0.113.1",
  });
  const app = { handle: (request: Request) => server.fetch(request) };
  /** GET `pathAndQuery` (e.g. `/api/agent/games-like?q=Hades`) with optional headers. */
  const get = (pathAndQuery: string, headers: Record<string, string> = {}, method = "GET") =>
    app.handle(new Request(`http://localhost${pathAndQuery}`, { method, headers }));
  return { app, get, clock, state, logs, tools, config };
}

/** The REST door over fake tools and a real guarded call (real limiter and memory cache), to mount in a server. */
export function restDoor(config: ReturnType<typeof loadConfig>, tools: ToolDeps = fakeToolDeps({ config })) {
  const call = createGuardedCall({ toolDeps: tools, limiter: createRateLimiter({ config, store: createMemoryStore() }), cache: createAnswerCache({ config }) });
  return createRestApp({ config, call });
}

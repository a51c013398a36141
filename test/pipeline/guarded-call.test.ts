// Covers the one guarded call: its order (switch → arguments → limit → cache → handler → output) tested once for all
// three doors (REST, MCP over HTTP, the website's /find), and the observer hook.
import { describe, expect, test } from "bun:test";
import { Type as T } from "@sinclair/typebox";
import { AppError } from "../../src/errors";
import { createAnswerCache, createMemoryStore, createPageLimits, createRateLimiter } from "../../src/limits";
import type { LimitScope } from "../../src/limits/types";
import { createMcpHttpHandler } from "../../src/mcp";
import { createGuardedCall, type CallObservation, type Door } from "../../src/pipeline";
import { createRestApp } from "../../src/rest/app";
import { tools } from "../../src/mcp-tools";
import type { FindAnswer } from "../../src/finder/types";
import { createWebRoutes } from "../../src/web";
import { fakeToolDeps } from "../helpers/fake-tool-deps";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const IP = "203.0.113.50";
type Kind = "valid" | "other" | "invalid";
const GAME: Record<Kind, string> = { valid: "Hades", other: "Dead Cells", invalid: "" };
const DESCRIPTION: Record<Kind, string> = { valid: "a+roguelite+in+hell", other: "a+farm+with+friends+online", invalid: "too+short" };
const ANSWER: FindAnswer = { confidence: "medium", backend: "offline", results: [{ appid: 1145360, name: "Hades", year: 2020, why: "It fits.", score: 1 }] };

/** The three doors over one shared guarded call, a recording limiter, a memory cache and a switch. */
function service() {
  const web = fakeWebDeps({ finder: { find: async () => ANSWER } });
  const toolDeps = { ...fakeToolDeps({ config: web.config }), finder: web.finder! };
  const real = createRateLimiter({ config: web.config, store: createMemoryStore() });
  const scopes: LimitScope[] = [];
  const limiter = { guard: (ip: string, scope: LimitScope) => (scopes.push(scope), real.guard(ip, scope)) };
  const cache = createAnswerCache({ config: web.config });
  const state = { on: true };
  const apiSwitch = { enabled: () => state.on };
  const seen: CallObservation[] = [];
  // The website's page is a call of its own (scope `page`, see below); these tests follow the tool calls.
  const pages: CallObservation[] = [];
  const call = createGuardedCall({
    apiSwitch,
    limiter,
    cache,
    toolDeps,
    ...createPageLimits(web.config),
    observe: (o) => void (o.scope === "page" ? pages : seen).push(o),
  });
  const rest = createRestApp({ config: web.config, call });
  const mcp = createMcpHttpHandler({ config: web.config, tools, call });
  const site = createWebRoutes({ ...web, call });
  let refs = 0;
  // Each door with a valid request, another valid one, and an invalid one (empty game, a too short description).
  const doors: Record<Door, (kind: Kind) => Promise<number>> = {
    rest: async (kind) => (await rest(new Request(`http://localhost/api/agent/game-facts?q=${GAME[kind]}`), IP)).status,
    mcp: async (kind) => {
      const body = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "game_facts", arguments: { game: GAME[kind] } } };
      const res = await mcp(new Request("http://localhost/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(body) }), IP);
      return res.status;
    },
    // A fresh `ref` each time: the page cache would otherwise answer a repeated page before the call is made.
    web: async (kind) => (await site(new Request(`http://localhost/find?description=${DESCRIPTION[kind]}&ref=${++refs}`), IP))!.status,
  };
  return { doors, scopes, seen, state, pages, site };
}

describe.each(["rest", "mcp", "web"] as const)("the guarded call through the %s door", (door) => {
  test("switch, then arguments (no quota spent), then limit, then cache; the observer hears each call", async () => {
    const { doors, scopes, seen, state } = service();
    state.on = false;
    await doors[door]("other");
    // The kill switch stops the agent doors before anything else; the website is never switched off.
    expect(seen.map((o) => o.status)).toEqual([door === "web" ? "ok" : "disabled"]);
    expect(scopes).toHaveLength(door === "web" ? 1 : 0);
    state.on = true;
    seen.length = scopes.length = 0;

    await doors[door]("invalid");
    expect(seen.map((o) => o.status)).toEqual(["invalid"]);
    expect(scopes).toEqual([]); // a malformed call costs no quota

    await doors[door]("valid");
    await doors[door]("valid");
    const scope = door === "web" ? "find" : "api";
    expect(scopes).toEqual([scope, scope]); // a cached answer still counts against the limit (limit before cache)
    expect(seen.slice(1).map((o) => [o.door, o.status, o.cached, o.scope])).toEqual([
      [door, "ok", false, scope],
      [door, "ok", true, scope],
    ]);
    expect(seen.every((o) => o.durationMs >= 0)).toBe(true);
  });
});

describe("the website's pages", () => {
  test.each(["/game/1145360", "/game/1145360/like?coop=true", "/search?q=hades", "/"])(
    "%s is one guarded call as door web (scope page): rendered once, then from the page cache, without API quota",
    async (path) => {
      const { pages, scopes, site } = service();
      for (let i = 0; i < 2; i++) await site(new Request(`http://localhost${path}`), IP);
      expect(pages.map((o) => [o.door, o.tool, o.status, o.cached, o.scope])).toEqual([
        ["web", "site_page", "ok", false, "page"],
        ["web", "site_page", "ok", true, "page"],
      ]);
      expect(scopes).toEqual([]);
    },
  );
});

describe("createGuardedCall", () => {
  const Output = T.Object({ n: T.Integer() });
  const tool = (handler: () => Promise<unknown>) => ({ meta: { name: "t", limitScope: "api" as const }, Output, handler });
  const check = (args: unknown) => ({ ok: true as const, value: args as Record<string, unknown> });

  test("maps a domain error, a crash and drifting output, and never caches a failure", async () => {
    let runs = 0;
    const seen: CallObservation[] = [];
    const call = createGuardedCall({ toolDeps: {}, observe: (o) => void seen.push(o), logger: { error() {} } });
    const notFound = await call({ door: "rest", tool: tool(async () => { throw new AppError("not_found", "none"); }), ip: IP, args: {}, check });
    expect(notFound.status).toBe("error");
    const crash = await call({ door: "rest", tool: tool(async () => { throw new Error("SELECT secret"); }), ip: IP, args: {}, check });
    expect(crash.status).toBe("failed");
    const drift = tool(async () => (runs++, { n: "two" }));
    expect((await call({ door: "mcp", tool: drift, ip: IP, args: {}, check })).status).toBe("failed");
    expect((await call({ door: "mcp", tool: drift, ip: IP, args: {}, check })).status).toBe("failed");
    expect(runs).toBe(2);
    expect(seen.map((o) => [o.status, o.code])).toEqual([["error", "not_found"], ["failed", undefined], ["failed", undefined], ["failed", undefined]]);
  });

  test("a cached answer under a memory limiter and cache comes back at once; a first answer or a remote limiter waits", async () => {
    let runs = 0;
    const config = fakeToolDeps().config;
    const limiter = createRateLimiter({ config, store: createMemoryStore() });
    const cache = createAnswerCache({ config });
    const seen: CallObservation[] = [];
    const call = createGuardedCall({ toolDeps: {}, limiter, cache, observe: (o) => void seen.push(o) });
    const counted = tool(async () => ({ n: ++runs }));
    const first = call({ door: "rest", tool: counted, ip: IP, args: { a: 1 }, check });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ status: "ok", cached: false, body: '{"n":1}' });
    const again = call({ door: "rest", tool: counted, ip: IP, args: { a: 1 }, check });
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toMatchObject({ status: "ok", cached: true, body: '{"n":1}', decision: { allowed: true, remaining: 28 } });
    expect(seen.map((o) => o.cached)).toEqual([false, true]);
    // The same limiter without its synchronous guard (as over Redis): the same answer, through a promise.
    const remote = createGuardedCall({ toolDeps: {}, limiter: { guard: limiter.guard }, cache });
    const viaRemote = remote({ door: "rest", tool: counted, ip: IP, args: { a: 1 }, check });
    expect(viaRemote).toBeInstanceOf(Promise);
    expect(await viaRemote).toMatchObject({ status: "ok", cached: true, decision: { remaining: 27 } });
    // A refusal decided at once is an outcome at once too.
    for (let i = 0; i < 27; i++) await call({ door: "rest", tool: counted, ip: IP, args: { a: 1 }, check });
    const refused = call({ door: "rest", tool: counted, ip: IP, args: { a: 1 }, check });
    expect(refused).not.toBeInstanceOf(Promise);
    expect(refused).toMatchObject({ status: "limited" });
    expect(runs).toBe(1);
  });

  test("a refusal names the policy that refused it, and an observer that throws changes nothing", async () => {
    const seen: CallObservation[] = [];
    const limiter = createRateLimiter({ config: fakeToolDeps().config, store: createMemoryStore() });
    const call = createGuardedCall({ toolDeps: {}, limiter, observe: (o) => { seen.push(o); throw new Error("metrics down"); } });
    const find = { meta: { name: "any_tool_of_scope_find", limitScope: "find" as const }, Output, handler: async () => ({ n: 1 }) };
    for (let i = 0; i < 3; i++) expect((await call({ door: "web", tool: find, ip: IP, args: { i }, check })).status).toBe("ok");
    const refused = await call({ door: "web", tool: find, ip: IP, args: {}, check });
    expect(refused.status).toBe("limited");
    expect(seen.at(-1)).toMatchObject({ status: "limited", scope: "find", limitedBy: "find-minute" });
  });
});

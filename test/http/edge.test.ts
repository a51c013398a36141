// Covers the one HTTP edge over a real socket, as one table of rules run for every door (REST, the website, /docs,
// MCP, ops): validators and 304, Vary, HEAD, methods (405 with Allow, 501), over-long URLs (414), CORS, compression,
// the client address each door's limits see, and Connection: close while draining.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { loadConfig } from "../../src/config/config";
import { createMemoryStore, createRateLimiter } from "../../src/limits";
import type { LimitScope } from "../../src/limits/types";
import { createMcpHttpHandler } from "../../src/mcp";
import { createLogger, createMetrics, createReadiness } from "../../src/ops";
import { createGuardedCall } from "../../src/pipeline";
import { createRestApp } from "../../src/rest";
import { createServerHandler, startServer } from "../../src/server";
import { tools } from "../../src/mcp-tools";
import { createWebRoutes } from "../../src/web";
import { fakeToolDeps } from "../helpers/fake-tool-deps";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const ANSWER = { confidence: "medium" as const, backend: "offline" as const, results: [{ appid: 1145360, name: "Hades", year: 2020, why: "It fits.", score: 1 }] };
const PROXY_CLIENT = "198.51.100.23";
const TOOLS_LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** Every door, all behind one server, over one guarded call whose limiter records the address it was asked for. */
function doors(env: Record<string, string> = {}) {
  const config = loadConfig({ PORT: "0", PUBLIC_BASE_URL: "https://sp.example", TRUSTED_PROXIES: "127.0.0.1", ...env });
  const web = fakeWebDeps({ config, finder: { find: async () => ANSWER } });
  const toolDeps = { ...fakeToolDeps({ config }), finder: web.finder! };
  const real = createRateLimiter({ config, store: createMemoryStore() });
  const addresses: string[] = [];
  const limiter = { guard: (ip: string, scope: LimitScope) => (addresses.push(ip), real.guard(ip, scope)) };
  const call = createGuardedCall({ limiter, toolDeps });
  const ops = {
    metrics: createMetrics({ version: "test", catalogBuiltAt: "2026-01-01T00:00:00Z", snapshots: {} }, { processMetrics: false }),
    readiness: createReadiness([]),
    logger: createLogger("error", () => {}),
    mcpPath: config.mcpPath,
  };
  const deps = {
    config,
    rest: createRestApp({ config, call }),
    mcp: createMcpHttpHandler({ config, tools, call }),
    web: createWebRoutes({ ...web, call }),
    ops,
  };
  return { deps, addresses };
}

/** One row per door: a path it serves, how it is asked, and what the edge must say about it. */
interface DoorRow {
  door: string;
  path: string;
  /** The method that gets the door's 200. */
  method: "GET" | "POST";
  body?: string;
  /** The Allow header of its 405. */
  allow: string;
  /** Another method it does not serve (405). */
  refused: string;
  /** Answers carry a validator (then a matching If-None-Match is 304). */
  validated: boolean;
  /** Open to any origin. */
  cors: boolean;
  /** Its 200 is text worth compressing (then it varies on Accept-Encoding). */
  text: boolean;
}

const ROWS: DoorRow[] = [
  { door: "rest", path: "/api/agent/game-facts?q=1145360", method: "GET", allow: "GET, HEAD", refused: "POST", validated: true, cors: true, text: true },
  { door: "rest (openapi)", path: "/openapi.json", method: "GET", allow: "GET, HEAD", refused: "DELETE", validated: false, cors: true, text: true },
  { door: "web", path: "/game/1145360", method: "GET", allow: "GET, HEAD", refused: "POST", validated: true, cors: false, text: true },
  { door: "docs", path: "/docs", method: "GET", allow: "GET, HEAD", refused: "PUT", validated: false, cors: false, text: true },
  { door: "mcp", path: "/mcp", method: "POST", body: TOOLS_LIST, allow: "POST", refused: "GET", validated: false, cors: false, text: true },
  { door: "ops", path: "/healthz", method: "GET", allow: "GET, HEAD", refused: "POST", validated: false, cors: false, text: true },
];

let base = "";
let addresses: string[] = [];
let stop: () => Promise<void> = async () => {};

beforeAll(() => {
  const built = doors();
  addresses = built.addresses;
  const server = startServer(built.deps);
  base = `http://127.0.0.1:${server.port}`;
  stop = server.stop;
});
afterAll(() => stop());

const ask = (row: DoorRow, headers: Record<string, string> = {}, method: string = row.method) =>
  fetch(base + row.path, {
    method,
    headers: { ...(row.method === "POST" && method === "POST" ? MCP_HEADERS : {}), ...headers },
    body: method === "POST" ? row.body : undefined,
    decompress: false,
  });

/** Sends raw bytes on a fresh connection; resolves with the whole answer once the server closes or after 3 s. */
async function raw(text: string): Promise<string> {
  let answer = "";
  const done = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port: Number(new URL(base).port),
    socket: { data: (_s, chunk) => void (answer += chunk.toString()), close: () => done.resolve(), error: () => done.resolve() },
  });
  socket.write(text);
  await Promise.race([done.promise, Bun.sleep(3000)]);
  socket.end();
  return answer;
}

describe.each(ROWS)("the edge for $door ($path)", (row) => {
  test("its own method answers 200", async () => {
    expect((await ask(row)).status).toBe(200);
  });

  test.skipIf(!row.validated)("a 304 carries the 200's very ETag (weak) and Vary, and no body", async () => {
    const first = await ask(row, { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    for (const encoding of ["br", "gzip", "identity"]) {
      const again = await ask(row, { "accept-encoding": encoding, "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("vary")).toBe(first.headers.get("vary"));
      expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
      expect(await again.text()).toBe("");
    }
  });

  test.skipIf(!row.text)("a text answer varies on Accept-Encoding, and comes brotli-compressed when asked", async () => {
    const res = await ask(row, { "accept-encoding": "br" });
    expect(res.headers.get("vary") ?? "").toContain("Accept-Encoding");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoded = res.headers.get("content-encoding");
    // Bodies under 1 KiB go as they are; /docs sends its own gzip.
    const text = encoded === "br" ? brotliDecompressSync(bytes).toString() : encoded === "gzip" ? new TextDecoder().decode(Bun.gunzipSync(bytes)) : new TextDecoder().decode(bytes);
    expect(text.length).toBeGreaterThan(0);
    if (bytes.byteLength >= 1024 && row.door !== "docs") expect(encoded).toBe("br");
  });

  test("another method it does not serve is 405 with a body and an Allow header listing HEAD where HEAD works", async () => {
    const res = await ask(row, {}, row.refused);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(row.allow);
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  test.skipIf(row.method !== "GET")("HEAD answers GET's status and headers without a body", async () => {
    const [get, head] = [await ask(row, { "accept-encoding": "br" }), await ask(row, { "accept-encoding": "br" }, "HEAD")];
    expect(head.status).toBe(200);
    for (const name of ["content-type", "content-encoding", "etag", "vary", "cache-control"]) {
      expect([name, head.headers.get(name)]).toEqual([name, get.headers.get(name)]);
    }
    expect(await head.text()).toBe("");
  });

  test("a method no door serves is 501 with a body, not a closed connection", async () => {
    const answer = await raw(`PROPFIND ${row.path} HTTP/1.1\r\nHost: sp.example\r\nConnection: close\r\n\r\n`);
    expect(answer).toStartWith("HTTP/1.1 501");
    expect(answer).toContain('{"detail":"Not Implemented"}');
  });

  test("a URL over 8 KiB is 414 with a body", async () => {
    const long = `${row.path}${row.path.includes("?") ? "&" : "?"}pad=${"x".repeat(9000)}`;
    const res = await fetch(base + long, { method: row.method, headers: row.method === "POST" ? MCP_HEADERS : {}, body: row.body });
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ detail: "URI Too Long" });
  });

  test(`is ${row.cors ? "" : "not "}open to other origins`, async () => {
    const res = await ask(row, { origin: "https://tool.example" });
    expect(res.headers.get("access-control-allow-origin")).toBe(row.cors ? "*" : null);
  });
});

describe("the edge for every door", () => {
  test("a CORS preflight on the public API is 204 allowing GET and HEAD; elsewhere it is no preflight", async () => {
    const preflight = { origin: "https://tool.example", "access-control-request-method": "GET" };
    const api = await fetch(`${base}/api/agent/games-like?q=hades`, { method: "OPTIONS", headers: preflight });
    expect(api.status).toBe(204);
    expect(api.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    const mcp = await fetch(`${base}/mcp`, { method: "OPTIONS", headers: preflight });
    expect(mcp.status).not.toBe(204);
    expect(mcp.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("each door's limits count the one client address the edge resolved (X-Forwarded-For behind a trusted proxy)", async () => {
    addresses.length = 0;
    const headers = { "x-forwarded-for": `203.0.113.250, ${PROXY_CLIENT}` };
    await fetch(`${base}/api/agent/game-facts?q=Hades`, { headers });
    await fetch(`${base}/mcp`, { method: "POST", headers: { ...MCP_HEADERS, ...headers }, body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "game_facts", arguments: { game: "Hades" } } }) });
    await fetch(`${base}/find?description=a+roguelite+set+in+the+underworld`, { headers });
    expect(addresses).toEqual([PROXY_CLIENT, PROXY_CLIENT, PROXY_CLIENT]);
  });

  test("while draining every answer says Connection: close, whatever the door", async () => {
    const handler = createServerHandler(doors().deps);
    const before = await handler.fetch(new Request("https://sp.example/healthz"));
    expect(before.headers.get("connection")).toBeNull();
    handler.drain();
    for (const path of ["/healthz", "/api/agent/game-facts?q=Hades", "/game/1145360", "/docs", "/nothing-here"]) {
      expect([path, (await handler.fetch(new Request(`https://sp.example${path}`))).headers.get("connection")]).toEqual([path, "close"]);
    }
  });
});

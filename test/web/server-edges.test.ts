// Covers the website's edges as mounted in the real server over a port: the 404 page vs FastAPI's JSON, HEAD, CORS on
// the public API, and brotli/gzip on text answers (fixture catalog, real Elysia root, real HTTP).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { loadConfig } from "../../src/config/config";
import { startServer } from "../../src/server";
import { createWebRoutes } from "../../src/web";
import { restDoor } from "../helpers/rest-harness";
import { fakeWebDeps } from "../helpers/fake-web-deps";

describe("the website's edges in the server", () => {
  let base = "";
  let stop: () => Promise<void> = async () => {};

  beforeAll(() => {
    const config = loadConfig({ PORT: "0", PUBLIC_BASE_URL: "https://sp.example", RATE_LIMITS: "off" });
    const server = startServer({
      config,
      rest: restDoor(config),
      web: createWebRoutes(fakeWebDeps({ config })),
    });
    base = `http://127.0.0.1:${server.port}`;
    stop = server.stop;
  });

  afterAll(async () => {
    await stop();
  });

  test.each(["/games/1145360", "/app/1145360", "/index.html"])("%p answers the site's 404 page", async (path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain("<h1>Page not found</h1>");
  });

  test("an unknown /api/ path keeps FastAPI's JSON 404", async () => {
    const res = await fetch(`${base}/api/agent/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('{"detail":"Not Found"}');
  });

  test("serves /favicon.ico", async () => {
    const res = await fetch(`${base}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
  });

  test("a game page comes brotli-compressed when accepted, gzip when only that is, plain otherwise", async () => {
    const br = await fetch(`${base}/game/1145360`, { headers: { "accept-encoding": "br" }, decompress: false });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toStartWith("<!doctype html>");
    const gz = await fetch(`${base}/game/1145360`, { headers: { "accept-encoding": "gzip" }, decompress: false });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${base}/game/1145360`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  test("HEAD of a page answers GET's headers and no body", async () => {
    const init = { headers: { "accept-encoding": "br" }, decompress: false };
    const get = await fetch(`${base}/game/1145360`, init);
    const head = await fetch(`${base}/game/1145360`, { ...init, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const h of ["content-type", "content-encoding", "content-length", "etag", "content-security-policy"]) {
      expect([h, head.headers.get(h)]).toEqual([h, get.headers.get(h)]);
    }
  });

  test("HEAD of an API answer has its headers and no body", async () => {
    const res = await fetch(`${base}/api/agent/game-facts?q=1145360`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.text()).toBe("");
  });

  // Browser tools and web clients call the public read-only API from other origins.
  test.each(["/api/agent/game-facts?q=1145360", "/api/agent/games-like?q=1145360", "/openapi.json"])("GET %p allows any origin", async (path) => {
    const res = await fetch(base + path, { headers: { origin: "https://tool.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  test("a CORS preflight on the API answers 204 allowing GET", async () => {
    const res = await fetch(`${base}/api/agent/games-like?q=hades`, {
      method: "OPTIONS",
      headers: { origin: "https://tool.example", "access-control-request-method": "GET" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
  });

  test("a 422 from the API still carries the CORS header (the browser can read the error)", async () => {
    const res = await fetch(`${base}/api/agent/games-like?q=hades&n=99`, { headers: { origin: "https://tool.example" } });
    expect(res.status).toBe(422);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

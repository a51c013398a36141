// Covers withCors and corsPreflight: the public read-only API is open to any origin for GET; nothing else is.
import { describe, expect, test } from "bun:test";
import { corsPreflight, withCors } from "../../src/web";

const res = () => new Response("{}", { headers: { "content-type": "application/json" } });
const at = (path: string, init: RequestInit = {}) => new Request(`https://sp.example${path}`, init);

describe("withCors", () => {
  test.each(["/api/agent/games-like?q=hades", "/api/agent/game-facts?q=1", "/openapi.json"])("opens GET %p to any origin", (path) => {
    const out = withCors(at(path), res());
    expect(out.headers.get("access-control-allow-origin")).toBe("*");
    expect(out.headers.get("access-control-expose-headers")).toContain("Retry-After");
  });

  // The MCP endpoint keeps its own Origin guard (DNS rebinding); pages need no CORS.
  test.each([["/mcp", "GET"], ["/game/1", "GET"], ["/api/agent/games-like", "POST"]])("leaves %p (%s) alone", (path, method) => {
    expect(withCors(at(path, { method }), res()).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("corsPreflight", () => {
  test("answers 204 allowing GET and HEAD on the API", () => {
    const out = corsPreflight(at("/api/agent/games-like", { method: "OPTIONS", headers: { "access-control-request-method": "GET" } }))!;
    expect(out.status).toBe(204);
    expect(out.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
  });

  test("is null for other paths and for plain OPTIONS", () => {
    expect(corsPreflight(at("/mcp", { method: "OPTIONS", headers: { "access-control-request-method": "POST" } }))).toBeNull();
    expect(corsPreflight(at("/api/agent/games-like", { method: "OPTIONS" }))).toBeNull();
  });
});

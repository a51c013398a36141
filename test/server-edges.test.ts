// Covers protocol edges over a real socket (issue 12 §5): requests without a Host header (HTTP/1.0, empty Host) and
// the methods /mcp does not serve.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../src/config/config";
import { createMcpHttpHandler } from "./../src/mcp";
import { startServer } from "../src/server";
import { createWebRoutes } from "../src/web";
import { fixtureDeps } from "./mcp/fixture-tools";
import { restDoor } from "./helpers/rest-harness";
import { fakeWebDeps } from "./helpers/fake-web-deps";

let port = 0;
const TOOLS_LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
let stop: () => Promise<void> = async () => {};

beforeAll(() => {
  const config = loadConfig({ PORT: "0", PUBLIC_BASE_URL: "https://sp.example" });
  const server = startServer({ config, rest: restDoor(config), mcp: createMcpHttpHandler(fixtureDeps({}, { PORT: "0", PUBLIC_BASE_URL: "https://sp.example" })), web: createWebRoutes(fakeWebDeps({ config })) });
  port = server.port;
  stop = server.stop;
});
afterAll(() => stop());

/** Sends raw bytes and returns the status line and the whole answer. */
async function raw(text: string): Promise<{ status: number; answer: string }> {
  let answer = "";
  const done = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: {
      data: (_s, chunk) => void (answer += chunk.toString()),
      close: () => done.resolve(),
      error: () => done.resolve(),
    },
  });
  socket.write(text);
  await Promise.race([done.promise, Bun.sleep(3000)]);
  socket.end();
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), answer };
}

describe("requests without a Host header", () => {
  test.each([
    ["HTTP/1.0 home page", "GET / HTTP/1.0\r\n\r\n", 200],
    ["HTTP/1.0 health-check style path", "GET /about HTTP/1.0\r\n\r\n", 200],
    ["empty Host on HTTP/1.1", "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n", 200],
    ["HTTP/1.0 unknown path", "GET /nothing-here HTTP/1.0\r\n\r\n", 404],
    ["HTTP/1.0 REST", "GET /api/agent/game-facts?q=Hades HTTP/1.0\r\n\r\n", 200],
    ["empty Host on an MCP POST", `POST /mcp HTTP/1.1\r\nHost:\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${TOOLS_LIST.length}\r\n\r\n${TOOLS_LIST}`, 200],
    ["HTTP/1.0 MCP POST", `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${TOOLS_LIST.length}\r\n\r\n${TOOLS_LIST}`, 200],
  ])("%s is answered properly", async (_name, request, status) => {
    const { status: got, answer } = await raw(request);
    expect(answer).not.toContain("Invalid URL");
    expect(got).toBe(status);
  });
});

describe("/mcp edges", () => {
  test.each(["PUT", "PATCH", "OPTIONS", "GET", "DELETE"])("%s /mcp answers 405 with Allow: POST", async (method) => {
    const res = await fetch(`http://127.0.0.1:${port}/mcp`, { method, headers: { host: "localhost" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  test.each([
    ["params missing", { name: undefined }],
    ["name not a string", { name: 42, arguments: {} }],
    ["arguments not an object", { name: "games_like", arguments: "Hades" }],
  ])("tools/call with invalid params (%s) is -32602 with a short message", async (_name, params) => {
    const res = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params }),
    });
    const body = (await res.json()) as { id: number; error: { code: number; message: string } };
    expect(body.id).toBe(7);
    expect(body.error.code).toBe(-32602);
    expect(body.error.message.length).toBeLessThan(200);
    expect(body.error.message).not.toContain("\n");
  });
});

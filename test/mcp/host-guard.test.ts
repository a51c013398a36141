// createHostGuard: which Host and Origin values pass the DNS-rebinding check, in-process without a socket.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createHostGuard } from "../../src/mcp/host-guard";

const guard = createHostGuard(loadConfig({ PORT: "8080", PUBLIC_BASE_URL: "https://games.example" }));

function status(headers: Record<string, string>, url = "http://localhost:8080/mcp"): number {
  return guard(new Request(url, { method: "POST", headers }))?.status ?? 200;
}

describe("createHostGuard", () => {
  test.each([
    ["localhost on another port (the SDK's check is port-agnostic)", { Host: "localhost:3000" }, 200],
    ["127.0.0.1", { Host: "127.0.0.1:8080" }, 200],
    ["IPv6 loopback", { Host: "[::1]:8080" }, 200],
    ["the public hostname", { Host: "games.example" }, 200],
    ["the public hostname in another case", { Host: "Games.Example" }, 200],
    ["the public origin", { Host: "games.example", Origin: "https://games.example" }, 200],
    ["a local origin", { Host: "localhost:8080", Origin: "http://localhost:8080" }, 200],
    // A rebinding page's own name arrives as Host.
    ["a foreign host", { Host: "evil.example" }, 403],
    ["a foreign host that ends like ours", { Host: "notgames.example" }, 403],
    ["an unparsable host", { Host: "bad host" }, 403],
    // A URL parser reads "evil.example@" as user info and would see localhost.
    ["a foreign host dressed as user info before ours", { Host: "evil.example@localhost" }, 403],
    ["a host with a path", { Host: "localhost/evil" }, 403],
    // A browser on a foreign page sends its Origin even when the Host is ours.
    ["a foreign origin", { Host: "games.example", Origin: "https://evil.example" }, 403],
    ["an opaque origin", { Host: "games.example", Origin: "null" }, 403],
    ["the public host over plain http as origin", { Host: "games.example", Origin: "http://games.example" }, 403],
  ])("%s: %j → %d", (_case, headers, expected) => {
    expect(status(headers)).toBe(expected);
  });

  test("without a Host header the request URL's host is checked (in-process requests)", () => {
    expect(status({}, "http://localhost/mcp")).toBe(200);
    expect(status({}, "http://evil.example/mcp")).toBe(403);
  });

  test("a rejection is a JSON-RPC error body naming the bad value", async () => {
    const res = guard(new Request("http://x/mcp", { headers: { Host: "evil.example" } }))!;
    expect(await res.json()).toEqual({ jsonrpc: "2.0", error: { code: -32000, message: "Invalid Host header: evil.example" }, id: null });
  });

  test("* in the lists allows any host or origin", () => {
    const open = createHostGuard({ allowedHosts: ["*"], allowedOrigins: ["*"] });
    expect(open(new Request("http://anything.example/mcp", { headers: { Origin: "https://elsewhere.example" } }))).toBeNull();
  });
});

// DNS-rebinding protection for the MCP endpoint: Host and Origin checked against the configured allow-lists.

/** Allow-lists as configuration gives them (`ALLOWED_HOSTS`, `ALLOWED_ORIGINS`). */
export interface HostGuardOptions {
  /** Host header values; ports are ignored (`localhost:8080` allows `localhost` on any port). `*` allows any. */
  allowedHosts: readonly string[];
  /** Origin values, compared exactly after normalisation; requests without an Origin (non-browser clients) pass. `*` allows any. */
  allowedOrigins: readonly string[];
}

/**
 * Returns a check that answers 403 (a JSON-RPC error body, as the SDK's own guards do) for a request whose Host or
 * Origin is not allowed, or null when it may go on.
 *
 * The SDK deprecates the transport's own `allowedHosts` options in favour of middleware before the transport and
 * ships one for Express (`hostHeaderValidation`: hostname only, port-agnostic); this is the same check for
 * web-standard requests, plus the Origin check the transport specification requires. The public hostname of
 * `PUBLIC_BASE_URL` is in the default lists, so remote clients connecting through it pass.
 *
 * @example
 * const guard = createHostGuard({ allowedHosts: ["localhost", "games.example"], allowedOrigins: [] });
 * guard(new Request("http://evil.example/mcp")); // Response 403
 */
export function createHostGuard(options: HostGuardOptions): (request: Request) => Response | null {
  const anyHost = options.allowedHosts.includes("*");
  const anyOrigin = options.allowedOrigins.includes("*");
  const hosts = new Set(options.allowedHosts.map(hostnameOf).filter((h): h is string => h !== null));
  const origins = new Set(options.allowedOrigins.map(originOf).filter((o): o is string => o !== null));
  return (request) => {
    // Bun.serve builds request.url from the Host header; in-process requests may carry no Host header at all.
    const host = request.headers.get("host") || new URL(request.url).host;
    const hostname = hostnameOf(host);
    if (!anyHost && (hostname === null || !hosts.has(hostname))) return forbidden(`Invalid Host header: ${host}`);
    const origin = request.headers.get("origin");
    if (origin !== null && !anyOrigin && !origins.has(originOf(origin) ?? "")) return forbidden(`Invalid Origin header: ${origin}`);
    return null;
  };
}

/** A Host value is a name or an address and an optional port, nothing else (RFC 9110 §7.2). */
const HOST_VALUE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * `Example.com:8080` → `example.com`; `[::1]:80` → `[::1]`; null when it is not a plain host value (so
 * `evil.example@localhost`, which a URL parser reads as user info before `localhost`, is refused).
 */
function hostnameOf(host: string): string | null {
  if (!HOST_VALUE.test(host.trim())) return null;
  try {
    return new URL(`http://${host.trim()}`).hostname || null;
  } catch {
    return null;
  }
}

function originOf(origin: string): string | null {
  try {
    const o = new URL(origin.trim()).origin;
    return o === "null" ? null : o;
  } catch {
    return null;
  }
}

function forbidden(message: string): Response {
  return Response.json({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }, { status: 403 });
}

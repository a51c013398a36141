// The HTTP server: one Bun server on one port; every request passes the edge (src/http), then its door: the REST
// facade, /docs, the MCP endpoint, the ops endpoints or the website.
import type { Server } from "bun";
import type { Config } from "./config/config";
import { clientAddressResolver, createEdge, doorOf, OPS_PATHS, pathOf } from "./http";
import { createApiDocs, DOCS_PATHS, noRoute } from "./rest";
import { createRequestTracker, healthResponse, metricsResponse, readyResponse, REQUEST_ID_HEADER } from "./ops";
import type { OpsDeps, TrackedRequest } from "./ops";

/** What the server mounts; wired once in service.ts. */
export interface ServerDeps {
  config: Readonly<Config>;
  /** The REST facade (`createRestApp`): `/api/*` and `/openapi.json`. */
  rest: (request: Request, ip: string) => Response | Promise<Response>;
  /** The MCP streamable HTTP handler (`createMcpHttpHandler`), mounted at `config.mcpPath` for every method. */
  mcp?: ((request: Request, ip: string) => Promise<Response>) | null;
  /** The website (`createWebRoutes`): every path no other door owns; absent, such paths are FastAPI's 404. */
  web?: ((request: Request, ip: string) => Promise<Response>) | null;
  /** Health, readiness, metrics, request ids and logs; absent in tests of one door alone. */
  ops?: OpsDeps | null;
  /** The socket peer of a request, in place of the Bun server's own; tests play several clients with it. */
  socketIp?: (request: Request) => string | null;
}

/** The server's request handler and its edge (the drain switch). */
export interface ServerHandler {
  /** The answer, at once when no step had to wait (a cached answer), else a promise of it (Bun.serve takes both). */
  fetch(request: Request, server?: Pick<Server<unknown>, "requestIP"> | null): Response | Promise<Response>;
  /** From now on every answer carries `Connection: close`. */
  drain(): void;
}

const OPS_PATH_SET: ReadonlySet<string> = new Set(Object.values(OPS_PATHS));

/**
 * Builds the handler. Per request: the edge's admission (414, 501, CORS preflight), then the door `doorOf` names
 * (`/api/*` and `/openapi.json` REST, `config.mcpPath` MCP, `/healthz` `/readyz` `/metrics` ops, `/docs` the API
 * docs, anything else the website, and FastAPI's `{"detail":"Not Found"}` when nothing serves the path), then the
 * edge's last step (CORS, ETag/304, compression, Connection: close while draining). The client address is resolved
 * once, here, for every door.
 *
 * @example
 * const handler = createServerHandler({ config, rest, mcp, web });
 * Bun.serve({ port: 0, fetch: handler.fetch });
 */
export function createServerHandler(deps: ServerDeps): ServerHandler {
  const tracker = deps.ops ? createRequestTracker(deps.ops) : null;
  const addressOf = clientAddressResolver(deps.config, deps.socketIp);
  const { rest, mcp, web, ops } = deps;
  const base = deps.config.publicBaseUrl;
  const mcpPath = deps.config.mcpPath;
  const docs = createApiDocs();
  const edge = createEdge();
  const log = ops?.logger ?? console;

  function door(request: Request, path: string, server: Pick<Server<unknown>, "requestIP"> | null | undefined): Response | Promise<Response> {
    switch (doorOf(path, mcpPath)) {
      case "rest":
        return rest(request, addressOf(request, server));
      case "mcp":
        return mcp ? mcp(request, addressOf(request, server)) : noRoute(path, DOCS_PATHS);
      case "ops":
        if (!ops) break;
        if (request.method !== "GET" && request.method !== "HEAD") return noRoute(path, OPS_PATH_SET);
        if (path === OPS_PATHS.health) return healthResponse();
        if (path === OPS_PATHS.ready) return readyResponse(ops.readiness);
        return metricsResponse(ops.metrics);
      case "web":
        // /docs answers GET and HEAD; another method there is FastAPI's 405, never the site's page.
        if (DOCS_PATHS.has(path)) return request.method === "GET" || request.method === "HEAD" ? docs.handle(request) : noRoute(path, DOCS_PATHS);
    }
    return web ? web(request, addressOf(request, server)) : noRoute(path, DOCS_PATHS);
  }

  // Each door maps its own failures; this is the last net (a bug in a door), never a stack on the wire.
  const failed = (path: string, e: unknown): Response => {
    log.error("server: request failed", { path, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    return Response.json({ detail: "Internal Server Error" }, { status: 500 });
  };
  const stamped = (response: Response, tracked: TrackedRequest | undefined): Response => {
    if (tracked) {
      response.headers.set(REQUEST_ID_HEADER, tracked.id);
      tracker!.end(tracked, response.status);
    }
    return response;
  };
  const finish = (request: Request, response: Response, path: string, tracked: TrackedRequest | undefined): Response | Promise<Response> => {
    const done = edge.finish(request, response, path);
    return done instanceof Promise ? done.then((r) => stamped(r, tracked)) : stamped(done, tracked);
  };

  return {
    fetch(raw, server) {
      // The URL is read once: each read of `request.url` makes a new string.
      const url = raw.url;
      const request = url.startsWith("/") ? absoluteUrl(raw, url, base) : raw;
      const path = pathOf(request === raw ? url : request.url);
      const tracked = tracker?.begin(request, path);
      let response: Response | Promise<Response>;
      try {
        response = edge.admit(request, path) ?? door(request, path, server);
      } catch (e) {
        response = failed(path, e);
      }
      // A door that had nothing to wait for (a cached answer) answered at once: no promise on its way out either.
      if (!(response instanceof Promise)) return finish(request, response, path, tracked);
      return response.then((r) => finish(request, r, path, tracked), (e) => finish(request, failed(path, e), path, tracked));
    },
    drain: edge.drain,
  };
}

/** A listening server. */
export interface RunningServer {
  port: number;
  /** Stops listening; resolves when open requests are done. */
  stop(): Promise<void>;
  /**
   * Graceful stop: /readyz answers 503 and every answer carries `Connection: close` for `delayMs` (load balancers
   * take the replica out, keep-alive clients reconnect elsewhere), then no new connections, then waits up to
   * `timeoutMs` for in-flight requests before closing the rest. True when all finished in time.
   */
  drain(opts: { delayMs: number; timeoutMs: number }): Promise<boolean>;
}

/** What `startServer` throws when the port is taken: one line for the operator, no stack. */
export class PortInUseError extends Error {
  constructor(port: number) {
    super(`server: port ${port} is already in use; stop what listens there or set PORT to another port`);
    this.name = "PortInUseError";
  }
}

/**
 * A request without a Host header (HTTP/1.0, or an empty Host, as HAProxy's default health check sends) reaches
 * Bun with a relative `url`, which `new URL` refuses; such a request is read against the public base URL.
 */
function absoluteUrl(request: Request, url: string, base: string): Request {
  return new Request(new URL(url, base), request);
}

/**
 * Starts listening on `config.port` (0 picks a free port); returns the bound port and stop functions. A port in use
 * throws PortInUseError.
 *
 * @example
 * const { port, stop } = startServer(deps); // GET http://localhost:{port}/api/agent/game-facts?q=1145360
 */
export function startServer(deps: ServerDeps): RunningServer {
  const handler = createServerHandler(deps);
  let server: Server<unknown>;
  try {
    // Several worker processes share the port (config.workers): the kernel spreads connections over them.
    server = Bun.serve({ port: deps.config.port, hostname: "0.0.0.0", reusePort: deps.config.workers > 1, fetch: handler.fetch });
  } catch (e) {
    if ((e as { code?: string })?.code === "EADDRINUSE" || /EADDRINUSE|address already in use/i.test(String(e))) {
      throw new PortInUseError(deps.config.port);
    }
    throw e;
  }
  return {
    port: server.port ?? deps.config.port,
    async stop() {
      await server.stop(false);
    },
    async drain({ delayMs, timeoutMs }) {
      deps.ops?.readiness.drain();
      handler.drain();
      await Bun.sleep(delayMs);
      // stop(false) refuses new connections and lets requests in flight finish.
      const closing = server.stop(false);
      const finished = await Promise.race([closing.then(() => true), Bun.sleep(timeoutMs).then(() => false)]);
      if (!finished) await server.stop(true);
      return finished;
    },
  };
}

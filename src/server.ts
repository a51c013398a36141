// The HTTP server: one Elysia root mounting the REST facade, /docs, the MCP endpoint and the website, on one port.
import { Elysia } from "elysia";
import type { Config } from "./config/config";
import { clientIpResolver, createApiDocs, createRestApp, DOCS_PATHS, noRoute, REST_PATHS } from "./rest";
import type { RestDeps } from "./rest";
import { createRequestTracker, healthResponse, metricsResponse, OPS_PATHS, readyResponse, REQUEST_ID_HEADER } from "./ops";
import type { OpsDeps } from "./ops";
import { compressResponse, corsPreflight, withCors } from "./web";

/** What the server mounts; wired once in service.ts. */
export interface ServerDeps {
  config: Readonly<Config>;
  /** The REST facade's deps (its client-IP rule is shared with the MCP and web mounts). */
  rest: RestDeps;
  /** The MCP streamable HTTP handler (`createMcpHttpHandler`), mounted at `config.mcpPath` for GET, POST, DELETE. */
  mcp?: ((request: Request, ip: string) => Promise<Response>) | null;
  /** The website: a Response for its own paths, null for any other (then 404). */
  web?: ((request: Request, ip: string) => Promise<Response | null>) | null;
  /** Health, readiness, metrics, request ids and logs; absent in tests of one door alone. */
  ops?: OpsDeps | null;
}

/** Paths answered 405 for other methods than GET: the REST ones and the /docs page, as FastAPI does. */
const GET_PATHS: ReadonlySet<string> = new Set([...REST_PATHS, ...DOCS_PATHS]);

/**
 * Builds the root app. Routes: `/api/agent/*` and `/openapi.json` (REST), `/docs` (Swagger UI over /openapi.json),
 * `config.mcpPath` (MCP), then anything else to the website, and FastAPI's `{"detail":"Not Found"}` when nothing
 * serves the path.
 *
 * @example
 * const app = createServerApp({ config, rest, mcp });
 * app.listen(config.port);
 */
export function createServerApp(deps: ServerDeps) {
  const tracker = deps.ops ? createRequestTracker(deps.ops) : null;
  const ipOf = clientIpResolver(deps.rest);
  const { mcp, web, ops } = deps;
  const base = deps.config.publicBaseUrl;
  // Elysia registers routes in place; the returned (wider) types are not needed here.
  const app = new Elysia({ name: "server" });
  // The status each request was answered with, as the last step below saw it: Elysia's after-response hook does not
  // see a response that step replaced, so the log line and metrics read it here.
  const answered = new WeakMap<Request, number>();
  if (ops && tracker) {
    // The outermost layer: every door's requests get an id (also a response header), a log line and metrics.
    app
      .onRequest(({ request, set }) => void (set.headers[REQUEST_ID_HEADER] = tracker.begin(request)))
      .onAfterResponse(({ request, set, responseValue }) => {
        tracker.end(request, answered.get(request) ?? (responseValue instanceof Response ? responseValue.status : Number(set.status ?? 200)));
      })
      .get(OPS_PATHS.health, () => healthResponse())
      .get(OPS_PATHS.ready, () => readyResponse(ops.readiness))
      .get(OPS_PATHS.metrics, () => metricsResponse(ops.metrics));
  }
  // Every answer passes one last step: CORS on the public API, then brotli/gzip for text when the client accepts it.
  app
    .mapResponse(({ request, response }) => {
      if (!(response instanceof Response)) return undefined;
      const req = absoluteUrl(request, base);
      answered.set(request, response.status);
      return compressResponse(req, withCors(req, response));
    })
    .use(createRestApp(deps.rest))
    .use(createApiDocs());
  if (mcp) {
    // Every method: the handler answers 405 with Allow: POST for all but POST (PUT, PATCH, OPTIONS included).
    // parse: "none" leaves the body stream to the MCP transport.
    app.all(deps.config.mcpPath, ({ request, server }) => mcp(absoluteUrl(request, base), ipOf(request, server)), { parse: "none" });
  }
  return app.all("/*", async ({ request, server }) => {
    const req = absoluteUrl(request, base);
    const preflight = corsPreflight(req);
    if (preflight) return preflight;
    // Another method on an API or /docs path is FastAPI's 405, never the site's page.
    const apiPath = GET_PATHS.has(new URL(req.url).pathname);
    const page = web && !apiPath ? await web(req, ipOf(request, server)) : null;
    return page ?? noRoute(req, GET_PATHS);
  }, { parse: "none" });
}

/** A listening server. */
export interface RunningServer {
  port: number;
  /** Stops listening; resolves when open requests are done. */
  stop(): Promise<void>;
  /**
   * Graceful stop: /readyz answers 503 for `delayMs` (load balancers take the replica out), then no new connections,
   * then waits up to `timeoutMs` for in-flight requests before closing the rest. True when all finished in time.
   */
  drain(opts: { delayMs: number; timeoutMs: number }): Promise<boolean>;
}

/**
 * A request without a Host header (HTTP/1.0, or an empty Host, as HAProxy's default health check sends) reaches
 * Bun with a relative `url`, which `new URL` refuses; such a request is read against the public base URL.
 */
function absoluteUrl(request: Request, base: string): Request {
  if (!request.url.startsWith("/")) return request;
  return new Request(new URL(request.url, base), request);
}

/**
 * Starts listening on `config.port` (0 picks a free port); returns the bound port and stop functions.
 *
 * @example
 * const { port, stop } = startServer(deps); // GET http://localhost:{port}/api/agent/game-facts?q=1145360
 */
export function startServer(deps: ServerDeps): RunningServer {
  // Several worker processes share the port (config.workers): the kernel spreads connections over them.
  const app = createServerApp(deps).listen({ port: deps.config.port, hostname: "0.0.0.0", reusePort: deps.config.workers > 1 });
  const server = app.server;
  if (!server) throw new Error("server: Elysia did not start a Bun server");
  return {
    port: server.port ?? deps.config.port,
    async stop() {
      await app.stop();
    },
    async drain({ delayMs, timeoutMs }) {
      deps.ops?.readiness.drain();
      await Bun.sleep(delayMs);
      // stop(false) refuses new connections and lets requests in flight finish.
      const closing = server.stop(false);
      const finished = await Promise.race([closing.then(() => true), Bun.sleep(timeoutMs).then(() => false)]);
      if (!finished) await server.stop(true);
      return finished;
    },
  };
}

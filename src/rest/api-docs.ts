// The interactive API page at /docs: Swagger UI over the hand-built /openapi.json, every asset served by this server.
import { Elysia } from "elysia";
import bundlePath from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import cssPath from "swagger-ui-dist/swagger-ui.css" with { type: "file" };
import iconPath from "swagger-ui-dist/favicon-32x32.png" with { type: "file" };
import { version as SWAGGER_UI_VERSION } from "swagger-ui-dist/package.json";
import { SERVICE_NAME } from "../config/config";

/** Path of the page. */
export const DOCS_PATH = "/docs";
/** Asset paths carry the Swagger UI version, so a year of caching is safe and an upgrade changes the URLs. */
const ASSETS = `${DOCS_PATH}/assets/${SWAGGER_UI_VERSION}`;
const YEAR = 31536000;
const HOUR = 3600;

/**
 * Swagger UI needs its own scripts and the JSON document; nothing else, and nothing from another host (no CDN: the
 * machine may be offline, and visitors' browsers should not tell a third party they read the page). Its CSS draws
 * icons from `data:` images; "Try it out" calls the API on this origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The Swagger UI set-up: the service's own document, GET only, no call to the public validator badge service. */
const INIT_JS = `// Starts Swagger UI on the service's own OpenAPI document.
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: ["get"],
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SERVICE_NAME} API</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

interface Asset {
  path: string;
  contentType: string;
  maxAge: number;
  /** The bytes; read on first request, so start-up never pays for the 1.7 MB bundle. */
  load(): Promise<Uint8Array<ArrayBuffer>>;
}

const text = (s: string) => async () => new TextEncoder().encode(s);
const file = (path: string) => async () => Bun.file(path).bytes();

const DOCS_ASSETS: readonly Asset[] = [
  { path: DOCS_PATH, contentType: "text/html; charset=utf-8", maxAge: HOUR, load: text(PAGE_HTML) },
  { path: `${ASSETS}/init.js`, contentType: "text/javascript; charset=utf-8", maxAge: YEAR, load: text(INIT_JS) },
  { path: `${ASSETS}/swagger-ui-bundle.js`, contentType: "text/javascript; charset=utf-8", maxAge: YEAR, load: file(bundlePath) },
  { path: `${ASSETS}/swagger-ui.css`, contentType: "text/css; charset=utf-8", maxAge: YEAR, load: file(cssPath) },
  { path: `${ASSETS}/favicon-32x32.png`, contentType: "image/png", maxAge: YEAR, load: file(iconPath) },
];

/**
 * The /docs page and its assets as an Elysia plugin. The document it shows is `/openapi.json` as REST serves it
 * (hand-built and spec-exact, see openapi.ts); this module only adds a viewer. Text assets are gzipped once, on first
 * request, for clients that accept gzip.
 *
 * @example
 * new Elysia().use(createApiDocs()); // GET /docs → Swagger UI listing gamesLike and gameFacts
 */
export function createApiDocs() {
  let app = new Elysia({ name: "api-docs" });
  for (const asset of DOCS_ASSETS) {
    const body = memo(asset.load);
    const gzipped = memo(async () => Bun.gzipSync(await body()));
    const respond = async (request: Request): Promise<Response> => {
      // Only text is worth compressing (the bundle shrinks from 1.7 MB to about 0.5 MB); the PNG already is.
      const gzip = asset.contentType.startsWith("text/") && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
      const headers: Record<string, string> = {
        "content-type": asset.contentType,
        "cache-control": `public, max-age=${asset.maxAge}`,
        "content-security-policy": DOCS_CONTENT_SECURITY_POLICY,
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        vary: "Accept-Encoding",
      };
      if (gzip) headers["content-encoding"] = "gzip";
      if (request.method === "HEAD") return new Response(null, { headers });
      return new Response(gzip ? await gzipped() : await body(), { headers });
    };
    app = app.get(asset.path, ({ request }) => respond(request)).head(asset.path, ({ request }) => respond(request));
  }
  return app;
}

/** Every path the docs plugin serves. */
export const DOCS_PATHS: ReadonlySet<string> = new Set(DOCS_ASSETS.map((a) => a.path));

/** Runs `make` once and keeps its promise; a failure is not kept, so the next request tries again. */
function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () =>
    (value ??= make().catch((error: unknown) => {
      value = null;
      throw error;
    }));
}

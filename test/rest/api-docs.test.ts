// Covers the /docs plugin in-process: the page points at /openapi.json and local assets only, its headers, and gzip.
import { describe, expect, test } from "bun:test";
import { version } from "swagger-ui-dist/package.json";
import { createApiDocs, DOCS_CONTENT_SECURITY_POLICY, DOCS_PATHS } from "../../src/rest";

const app = createApiDocs();
const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers }));
const ASSETS = `/docs/assets/${version}`;

describe("createApiDocs", () => {
  test("the page loads Swagger UI from this server and nothing from another host", async () => {
    const res = await get("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await res.text();
    const urls = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual([`${ASSETS}/swagger-ui.css`, `${ASSETS}/favicon-32x32.png`, `${ASSETS}/swagger-ui-bundle.js`, `${ASSETS}/init.js`]);
  });

  test("the set-up script reads the service's own document and turns the public validator badge off", async () => {
    const script = await (await get(`${ASSETS}/init.js`)).text();
    expect(script).toContain('url: "/openapi.json"');
    expect(script).toContain("validatorUrl: null");
  });

  // Scripts only from this origin, no inline script, no frames: an injected script tag could not run.
  test("every answer carries the docs CSP, which allows no other host and no inline script", async () => {
    for (const path of DOCS_PATHS) expect((await get(path)).headers.get("content-security-policy")).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/https?:|unsafe-inline|unsafe-eval|\*/);
  });

  test("versioned assets are cached for a year, the page for an hour", async () => {
    expect((await get(`${ASSETS}/swagger-ui-bundle.js`)).headers.get("cache-control")).toBe("public, max-age=31536000");
    expect((await get("/docs")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  test("the bundle is gzipped for clients that accept it and is the same script once inflated", async () => {
    const plain = await get(`${ASSETS}/swagger-ui-bundle.js`);
    const zipped = await get(`${ASSETS}/swagger-ui-bundle.js`, { "accept-encoding": "gzip, br" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const raw = new Uint8Array(await plain.arrayBuffer());
    // fetch would inflate on its own; app.handle hands the bytes as sent.
    const packed = new Uint8Array(await zipped.arrayBuffer());
    expect(packed.length).toBeLessThan(raw.length / 2);
    expect(Bun.gunzipSync(packed)).toEqual(raw);
  });

  test("HEAD answers the same headers with no body", async () => {
    const head = await app.handle(new Request("http://localhost/docs", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(head.headers.get("content-security-policy")).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(await head.text()).toBe("");
  });

  test("the icon is not compressed again", async () => {
    const res = await get(`${ASSETS}/favicon-32x32.png`, { "accept-encoding": "gzip" });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});

// Covers compressResponse and chooseEncoding: brotli/gzip by Accept-Encoding, what is left alone, and weak ETags.
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { chooseEncoding, compressResponse } from "../../src/web";

const page = "<!doctype html>" + "<p>Games like Hades</p>\n".repeat(200);
const html = (body: string | null = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", etag: '"abc"', ...headers } });
const req = (acceptEncoding?: string) => new Request("https://sp.example/", { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("chooseEncoding", () => {
  test.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, identity", null],
    ["*", "br"],
    ["identity", null],
    [null, null],
  ] as const)("%p → %p", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compressResponse", () => {
  test("brotli when accepted: smaller, decodes to the page, weak ETag, Vary", async () => {
    const res = await compressResponse(req("gzip, br"), html());
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("etag")).toBe('W/"abc"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  test("gzip when only gzip is accepted", async () => {
    const res = await compressResponse(req("gzip"), html());
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))).toBe(page);
  });

  test.each([
    ["no Accept-Encoding", req(), html()],
    ["a tiny body", req("br"), html("<p>x</p>")],
    ["an image", req("br"), new Response(new Uint8Array(4000), { headers: { "content-type": "image/x-icon" } })],
    ["an event stream", req("br"), new Response("data: x\n\n".repeat(300), { headers: { "content-type": "text/event-stream" } })],
    ["no body (304)", req("br"), new Response(null, { status: 304, headers: { "content-type": "text/html" } })],
  ])("leaves %s uncompressed", async (_name, request, response) => {
    const res = await compressResponse(request, response);
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  // The memo of compressed bodies is keyed by the strong ETag: another body must never get the first one's bytes.
  test("each body decodes to itself, whether its compressed bytes are new or remembered", async () => {
    const other = "<!doctype html>" + "<p>Games like Celeste</p>\n".repeat(200);
    for (let round = 0; round < 2; round++) {
      for (const [body, etag] of [[page, '"memo-a"'], [other, '"memo-b"']] as const) {
        const res = await compressResponse(req("br"), html(body, { etag }));
        expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(body);
      }
    }
  });

  test("a weak ETag is not trusted to name the bytes: two bodies under one weak tag each decode to themselves", async () => {
    const other = "<!doctype html>" + "<p>Weakly tagged</p>\n".repeat(200);
    for (const body of [page, other]) {
      const res = await compressResponse(req("gzip"), html(body, { etag: 'W/"same"' }));
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))).toBe(body);
    }
  });
});

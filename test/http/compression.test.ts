// Covers chooseEncoding and compressBytes: the encoding an Accept-Encoding picks, and remembered compressed bodies.
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { chooseEncoding, compressBytes } from "../../src/http";

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const page = "<!doctype html>" + "<p>Games like Hades</p>\n".repeat(200);

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

describe("compressBytes", () => {
  // The memo is keyed by the strong ETag: another body must never get the first one's bytes.
  test("each body decodes to itself, whether its compressed bytes are new or remembered", () => {
    const other = "<!doctype html>" + "<p>Games like Celeste</p>\n".repeat(200);
    for (let round = 0; round < 2; round++) {
      for (const [body, etag] of [[page, '"memo-a"'], [other, '"memo-b"']] as const) {
        expect(brotliDecompressSync(compressBytes(bytes(body), "br", etag)).toString()).toBe(body);
        expect(new TextDecoder().decode(Bun.gunzipSync(compressBytes(bytes(body), "gzip", etag)))).toBe(body);
      }
    }
  });

  test("without a key nothing is remembered: two bodies each decode to themselves", () => {
    const other = "<!doctype html>" + "<p>Untagged</p>\n".repeat(200);
    for (const body of [page, other]) expect(brotliDecompressSync(compressBytes(bytes(body), "br", null)).toString()).toBe(body);
  });
});

// Request ids: a caller's plain token is kept (it joins our logs to the proxy's), anything else becomes a UUID.
import { describe, expect, test } from "bun:test";
import { requestIdOf } from "../../src/ops";

describe("requestIdOf", () => {
  const req = (id?: string) => new Request("http://x/", { headers: id === undefined ? {} : { "x-request-id": id } });
  test.each(["edge-1234abcd", "a1b2c3d4", "trace:0001.span_02"])("keeps the plain token %p", (id) => {
    expect(requestIdOf(req(id))).toBe(id);
  });
  test.each(["short", "x".repeat(65), 'id" level="error', "tab\tinside-1234", ""])("replaces %p with a UUID", (id) => {
    expect(requestIdOf(req(id))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

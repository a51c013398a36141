// Covers the wire-schema leaf: it imports nothing of the service, its enum guards, and the limits the schemas carry.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_PICKS, GameQuery, GamesLikeOptions, isDeckFilter, MAX_PICKS, QUERY_MAX_CHARS, QUERY_MIN_CHARS } from "../../src/schemas";

const LEAF = join(import.meta.dir, "../../src/schemas");

describe("src/schemas", () => {
  // A leaf: were it to import mcp-tools/, facts/ or rest/, the layers that import it would form a cycle again.
  test.each(readdirSync(LEAF).filter((f) => f.endsWith(".ts")))("%s imports only TypeBox and its own folder", (file) => {
    const specifiers = [...readFileSync(join(LEAF, file), "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
    const outside = specifiers.filter((s) => !s.startsWith("./") && !s.startsWith("@sinclair/typebox"));
    expect(outside).toEqual([]);
  });
});

describe("limits", () => {
  test("the games-like n and the game query carry the named limits", () => {
    expect(GamesLikeOptions.n).toMatchObject({ minimum: 1, maximum: MAX_PICKS, default: DEFAULT_PICKS });
    expect(GamesLikeOptions.n.description).toBe("How many games, 1 to 20.");
    expect(GameQuery).toMatchObject({ minLength: QUERY_MIN_CHARS, maxLength: QUERY_MAX_CHARS });
  });

  test("the figures are the spec's: 20 picks at most, 10 by default, queries of 1 to 200 characters", () => {
    expect([MAX_PICKS, DEFAULT_PICKS, QUERY_MIN_CHARS, QUERY_MAX_CHARS]).toEqual([20, 10, 1, 200]);
  });
});

describe("isDeckFilter", () => {
  test.each([
    ["verified", true],
    ["playable", true],
    ["unsupported", false],
    ["Verified", false],
    [null, false],
  ] as const)("%p → %p", (value, expected) => {
    expect(isDeckFilter(value)).toBe(expected);
  });
});

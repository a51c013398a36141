// createArgumentChecker: the published schema, arguments checked as sent against it, defaults, and the problem lines.
import { describe, expect, test } from "bun:test";
import { Type as T } from "@sinclair/typebox";
import { createArgumentChecker } from "../../src/mcp/arguments";
import { DeckFilter, GameQuery, GamesLikeOptions } from "../../src/schemas";

const schema = T.Object({ game: GameQuery, ...GamesLikeOptions, deck: T.Optional(T.Union([DeckFilter, T.Null()])) }, { additionalProperties: false });
const { check, published } = createArgumentChecker(schema);

describe("createArgumentChecker", () => {
  test("publishes the schema with defaulted arguments left out of required", () => {
    expect(JSON.parse(JSON.stringify(published))).toMatchObject({ type: "object", required: ["game"], additionalProperties: false });
  });

  test("fills defaults after the check and keeps what was sent", () => {
    expect(check({ game: "Hades", deck: "verified" })).toEqual({
      ok: true,
      value: { game: "Hades", n: 10, lang: "en", free: false, coop: false, deck: "verified" },
    });
  });

  test("a null is accepted where the schema allows it", () => {
    expect(check({ game: "Hades", deck: null })).toMatchObject({ ok: true, value: { deck: null } });
  });

  test("treats missing arguments as an empty object", () => {
    expect(check(undefined)).toEqual({ ok: false, problems: ["game is required"] });
  });

  // What the published schema forbids is refused as sent: no coercion, no dropped keys, no null read as absent.
  test.each([
    [{ game: "Hades", foo: "bar" }, "foo is not an argument of this tool"],
    [{ game: 620 }, "game must be a string (got 620)"],
    [{ game: "Hades", n: "5" }, 'n must be an integer (got "5")'],
    [{ game: "Hades", n: null }, "n must be an integer (got null)"],
    [{ game: null }, "game must be a string (got null)"],
    [{ game: "Hades", free: "true" }, 'free must be true or false (got "true")'],
    [{ game: "" }, "game must be at least 1 character (got 0)"],
    [{ game: "x".repeat(201) }, "game must be at most 200 characters (got 201)"],
    [{ game: "Hades", n: 0 }, "n must be at least 1 (got 0)"],
    [{ game: "Hades", n: 2.5 }, "n must be an integer (got 2.5)"],
    [{ game: "Hades", lang: "fr" }, 'lang must be one of "en", "ru" (got "fr")'],
    [{ game: "Hades", deck: "great" }, 'deck must be one of "verified", "playable", null (got "great")'],
  ])("%j → %s", (args, problem) => {
    expect(check(args)).toEqual({ ok: false, problems: [problem] });
  });

  test("reports every bad field at once", () => {
    expect(check({ n: 99, lang: "de" })).toEqual({
      ok: false,
      problems: ["game is required", "n must be at most 20 (got 99)", 'lang must be one of "en", "ru" (got "de")'],
    });
  });
});

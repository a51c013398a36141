// createArgumentChecker: the published schema, arguments checked as sent against it, defaults, and the problem lines
// (games_like's comma-list refinements named in their accepted form); commaListValues.
import { describe, expect, test } from "bun:test";
import { Type as T } from "@sinclair/typebox";
import { createArgumentChecker } from "../../src/mcp/arguments";
import { Input as GamesLikeInput } from "../../src/mcp-tools/games-like";
import { commaListValues, DeckFilter, GameQuery, GamesLikeOptions, RefineOptions } from "../../src/schemas";

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

  // games_like's refinements are comma lists in one string; a JSON array or a spaced list is refused with the form named.
  const games = createArgumentChecker(GamesLikeInput);
  test.each([
    [{ game: "Hades", length: ["short", "medium"] }, 'length must be one string: one of short, medium, long, massive, endless, or several joined by commas without spaces (e.g. "short,medium"), not a JSON array (got ["short","medium"])'],
    [{ game: "Hades", co_op: "online, local" }, 'co_op must be one string: one of online, local, or several joined by commas without spaces (e.g. "online,local") (got "online, local")'],
    [{ game: "Hades", session_shape: null }, 'session_shape must be one string: one of short_bursts, flexible, long_sessions, or several joined by commas without spaces (e.g. "short_bursts,flexible") (got null)'],
  ])("games_like %j → %s", (args, problem) => {
    expect(games.check(args)).toEqual({ ok: false, problems: [problem] });
  });

  test("games_like takes a comma list in one string", () => {
    expect(games.check({ game: "Hades", difficulty: "relaxed,moderate" })).toMatchObject({ ok: true, value: { difficulty: "relaxed,moderate" } });
  });

  test("reports every bad field at once", () => {
    expect(check({ n: 99, lang: "de" })).toEqual({
      ok: false,
      problems: ["game is required", "n must be at most 20 (got 99)", 'lang must be one of "en", "ru" (got "de")'],
    });
  });
});

describe("commaListValues", () => {
  test("reads the values back from a comma-list schema, null for any other string schema", () => {
    expect(commaListValues(RefineOptions.difficulty)).toEqual(["relaxed", "moderate", "challenging", "punishing"]);
    expect(commaListValues(GameQuery)).toBeNull();
    expect(commaListValues({ pattern: "^(?:a|b)(?:,(?:c))*$" })).toBeNull();
  });
});

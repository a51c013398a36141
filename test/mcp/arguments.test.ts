// createArgumentChecker: defaults, coercion and the per-field problem lines tool callers read.
import { describe, expect, test } from "bun:test";
import { Type as T } from "@sinclair/typebox";
import { createArgumentChecker } from "../../src/mcp/arguments";
import { DeckFilter, GameQuery, GamesLikeOptions } from "../../src/schemas";

const check = createArgumentChecker(T.Object({ game: GameQuery, ...GamesLikeOptions, deck: T.Optional(T.Union([DeckFilter, T.Null()])) }));

describe("createArgumentChecker", () => {
  test("fills defaults and keeps what was sent", () => {
    expect(check({ game: "Hades", deck: "verified" })).toEqual({
      ok: true,
      value: { game: "Hades", n: 10, lang: "en", free: false, coop: false, deck: "verified" },
    });
  });

  test("coerces numbers and booleans sent as strings, and an appid sent as a number", () => {
    expect(check({ game: 1145360, n: "3", free: "true" })).toMatchObject({ ok: true, value: { game: "1145360", n: 3, free: true } });
  });

  test("reads null for an optional field that takes no null as not given", () => {
    const plain = createArgumentChecker(T.Object({ game: GameQuery, ...GamesLikeOptions }));
    expect(plain({ game: "Hades", deck: null })).toMatchObject({ ok: true, value: { game: "Hades" } });
    expect(plain({ game: null })).toEqual({ ok: false, problems: ["game must be a string (got null)"] });
  });

  test("drops unknown arguments", () => {
    const result = check({ game: "Hades", q: "ignored" });
    expect(result.ok && "q" in result.value).toBe(false);
  });

  test("treats missing arguments as an empty object", () => {
    expect(check(undefined)).toEqual({ ok: false, problems: ["game is required"] });
  });

  test.each([
    [{ game: "" }, "game must be at least 1 character (got 0)"],
    [{ game: "x".repeat(201) }, "game must be at most 200 characters (got 201)"],
    [{ game: "Hades", n: 0 }, "n must be at least 1 (got 0)"],
    [{ game: "Hades", n: 2.5 }, "n must be an integer (got 2.5)"],
    [{ game: "Hades", lang: "fr" }, 'lang must be one of "en", "ru" (got "fr")'],
    [{ game: "Hades", deck: "great" }, 'deck must be one of "verified", "playable", null (got "great")'],
    [{ game: "Hades", coop: "maybe" }, 'coop must be true or false (got "maybe")'],
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

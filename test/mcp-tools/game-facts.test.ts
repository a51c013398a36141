// Covers the game_facts tool module: schema shape, every response field, lang of the attribution, not_found.
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { AppError } from "../../src/errors";
import { gameFacts, handler, Input, meta, Output } from "../../src/mcp-tools/game-facts";
import { fakeLookup, fakeToolDeps, GAMES } from "../helpers/fake-tool-deps";

describe("gameFacts module", () => {
  test("has the MCP argument names and read-only hints", () => {
    expect(Object.keys(Input.properties)).toEqual(["game", "lang"]);
    expect(Input.required).toEqual(["game"]);
    expect(meta.name).toBe("game_facts");
    expect(meta.annotations.readOnlyHint).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(300);
  });
});

describe("handler", () => {
  test("answers every field, with the description and summary read from the store", async () => {
    const out = await handler({ game: "1145360" }, fakeToolDeps());
    expect(Value.Check(Output, out)).toBe(true);
    expect(out).toMatchObject({
      query: "1145360",
      source: "SimilarPlay",
      lang: "en",
      other_matches: [],
      generated_at: "2026-03-01T12:34:56Z",
      game: {
        appid: 1145360,
        name: "Hades",
        url: "https://sp.example/game/1145360?ref=agent",
        similar_url: "https://sp.example/game/1145360/like",
        store_url: "https://store.steampowered.com/app/1145360/",
        year: 2020,
        release_date: "2020-09-17",
        coming_soon: false,
        developers: ["Supergiant Games"],
        tags: ["Roguelite", "Action", "Hack and Slash"],
        handheld_status: "verified",
        reviews: { total: 1000, positive_pct: 98 },
        description: "Defy the god of the dead.",
        description_lang: "en",
        summary: {
          tagline: "Underworld escape, one run at a time",
          difficulty: "challenging",
          length: "long",
          session_shape: "short_bursts",
          co_op: "solo_only",
          hooks: ["build variety and synergies", "great soundtrack"],
          dealbreakers: ["grindy progression"],
          language: "en",
        },
      },
    });
  });

  test("the words come from the store by appid even when the in-memory game has no description", async () => {
    // The lookup's games come from allGames(), which leaves descriptions out to keep memory small.
    const deps = fakeToolDeps();
    const lean = { ...GAMES[0]!, description: null };
    const out = await handler({ game: "1145360" }, { ...deps, lookup: fakeLookup([lean, ...GAMES.slice(1)]) });
    expect(out.game.description).toBe("Defy the god of the dead.");
    expect(out.game.summary?.difficulty).toBe("challenging");
  });

  test("a game without words answers null description and summary", async () => {
    const out = await handler({ game: "588650" }, fakeToolDeps());
    expect(out.game).toMatchObject({ description: null, summary: null });
  });

  test("lang only changes the attribution line", async () => {
    const en = await handler({ game: "Hades", lang: "en" }, fakeToolDeps());
    const ru = await handler({ game: "Hades", lang: "ru" }, fakeToolDeps());
    expect(ru.lang).toBe("ru");
    expect(ru.attribution).not.toBe(en.attribution);
    expect(ru.game).toEqual(en.game);
  });

  test("an unknown game is not_found", async () => {
    const error = await handler({ game: "zzzzqqqxx" }, fakeToolDeps()).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("not_found");
    expect(error.message).toStartWith('game_facts: no game matches "zzzzqqqxx"');
  });
});

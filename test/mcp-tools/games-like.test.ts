// Covers the games_like tool module: schema shape, every response field, defaults, filters, n, lang, not_found, and
// its JSON writer (JSON.stringify's text from remembered pick frames).
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { AppError } from "../../src/errors";
import { handler, Input, json, meta, Output } from "../../src/mcp-tools/games-like";
import { GAMES, fakeLookup, fakeRecommender, fakeToolDeps } from "../helpers/fake-tool-deps";

describe("gamesLike module", () => {
  test("has the MCP argument names and read-only hints", () => {
    expect(Object.keys(Input.properties)).toEqual(["game", "n", "lang", "free", "coop", "deck", "length", "difficulty", "session_shape", "co_op"]);
    expect(Input.required).toEqual(["game"]);
    expect(meta.name).toBe("games_like");
    expect(meta.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    expect(meta.description.length).toBeLessThanOrEqual(300);
  });
});

describe("handler", () => {
  test("answers every field with defaults applied", async () => {
    const deps = fakeToolDeps();
    const out = await handler({ game: "Hades" }, deps);
    expect(Value.Check(Output, out)).toBe(true);
    expect(out).toMatchObject({
      query: "Hades",
      source: "SimilarPlay",
      seed: { appid: 1145360, name: "Hades", url: "https://sp.example/game/1145360?ref=agent", store_url: "https://store.steampowered.com/app/1145360/" },
      other_matches: [{ appid: 1145350, name: "Hades II" }],
      lang: "en",
      filters: { free: false, coop: false, deck: null },
      list_url: "https://sp.example/game/1145360/like",
      generated_at: "2026-03-01T12:34:56Z",
    });
    expect(out.attribution).toContain("SimilarPlay");
    expect(out.results.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out.results[0]).toMatchObject({ appid: 413150, url: "https://sp.example/game/413150?ref=agent", why: "Like Hades." });
    expect(deps.recommender.calls).toEqual([{ n: 10, lang: "en", filters: { free: false, coop: false, deck: null } }]);
  });

  test("passes n, lang and filters through, echoes them, and caps results at n", async () => {
    const deps = fakeToolDeps();
    const out = await handler({ game: "1145360", n: 2, lang: "ru", coop: true, deck: "playable" }, deps);
    expect(out.query).toBe("1145360");
    expect(out.filters).toEqual({ free: false, coop: true, deck: "playable" });
    expect(out.list_url).toBe("https://sp.example/game/1145360/like?coop=true&deck=playable&lang=ru");
    expect(out.results.length).toBe(2);
    expect(out.results.every((r) => r.why === "Похожа на Hades.")).toBe(true);
    expect(out.attribution).toMatch(/[а-я]/);
    expect(deps.recommender.calls[0]).toEqual({ n: 2, lang: "ru", filters: { free: false, coop: true, deck: "playable" } });
  });

  test("an empty list is a normal answer", async () => {
    const out = await handler({ game: "Hades", free: true, deck: "verified" }, fakeToolDeps());
    expect(out.results).toEqual([]);
    expect(Value.Check(Output, out)).toBe(true);
  });

  test("an unknown game is not_found naming the query and what would work", async () => {
    const error = await handler({ game: "zzzzqqqxx" }, fakeToolDeps()).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("not_found");
    expect(error.message).toBe(
      'games_like: no game matches "zzzzqqqxx"; send a game name (typos and Russian names are fine), a Steam appid such as 1145360, or a Steam store URL such as https://store.steampowered.com/app/1145360/',
    );
  });
});

describe("json", () => {
  test("writes JSON.stringify's very text, with frames reused across lists, odd names and queries, Russian and refined answers", async () => {
    const odd = GAMES.map((g, k) => (k === 2 ? { ...g, name: 'Dead "Cells" \\ \u2603 \u0001 "results":[]' } : g));
    const deps = { ...fakeToolDeps(), lookup: fakeLookup(odd), recommender: fakeRecommender(odd) };
    const inputs = [
      { game: "Hades" }, { game: "Hades", n: 3, lang: "ru" as const }, { game: "1145360", coop: true }, { game: "Hades", length: "short" as const },
      { game: "Stardew Valley", deck: "playable" as const }, { game: "Hades" },
    ];
    let frames = 0;
    for (const input of inputs) {
      const out = await handler(input, deps);
      expect(json(out, deps)).toBe(JSON.stringify(out));
      frames += out.results.length;
    }
    // An answer whose query mimics the key and whose list is empty.
    const quoted = await handler({ game: "Hades" }, deps);
    const mimic = { ...quoted, query: '"results":[] \\"', results: [] };
    expect(json(mimic, deps)).toBe(JSON.stringify(mimic));
    expect(frames).toBeGreaterThan(10);
  });

  test("another service's deps (other URLs) get their own frames", async () => {
    const a = fakeToolDeps();
    const b = { ...fakeToolDeps(), config: { ...a.config, publicBaseUrl: "https://other.example" } };
    const outA = await handler({ game: "Hades" }, a);
    const outB = await handler({ game: "Hades" }, b);
    expect(json(outA, a)).toBe(JSON.stringify(outA));
    expect(json(outB, b)).toBe(JSON.stringify(outB));
    expect(json(outB, b)).toContain("https://other.example/game/");
  });
});

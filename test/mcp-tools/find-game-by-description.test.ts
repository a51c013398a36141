// Tool find_game_by_description: schemas (every field described, input limits), meta, and a handler answer that
// passes its own Output schema with the service's URLs, language and clock.
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { loadConfig } from "../../src/config/config";
import { createFinder } from "../../src/finder";
import { Input, Output, handler, meta, type FindToolDeps } from "../../src/mcp-tools/find-game-by-description";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const games = [
  makeGame({ appid: 900001, name: "Laser Drones VR", year: 2020, tags: ["VR", "FPS", "Sci-fi"], tagOrder: "votes", reviews: reviews(60000, 1000) }),
  makeGame({ appid: 620, name: "Portal Puzzle", year: 2011, tags: ["Puzzle", "First-Person", "Co-op"], tagOrder: "votes", reviews: reviews(90000, 1000) }),
];
const store = fixtureCatalog(games);
const config = loadConfig({ PUBLIC_BASE_URL: "https://games.example/" });
const deps = {
  config,
  store,
  finder: createFinder({ store, config: { openai: null } }),
  now: () => new Date("2026-01-02T03:04:05.678Z"),
} as unknown as FindToolDeps; // lookup and recommender are not used by this tool

describe("Input", () => {
  test.each([
    [{ description: "VR shooter with laser drones" }, true],
    [{ description: "VR shooter with laser drones", lang: "ru", year_min: 2019, year_max: 2021, platform: "vr" }, true],
    [{ description: "too short" }, false],
    [{ description: "x".repeat(3001) }, false],
    [{ description: "VR shooter with laser drones", platform: "ps5" }, false],
    [{ description: "VR shooter with laser drones", year_min: 2020.5 }, false],
    [{ description: "VR shooter with laser drones", extra: 1 }, false],
  ])("%j valid: %p", (input, ok) => {
    expect(Value.Check(Input, input)).toBe(ok);
  });

  test("every input and output field has a description a model can read", () => {
    for (const schema of [Input, Output, Output.properties.results.items]) {
      for (const [name, field] of Object.entries(schema.properties)) expect([name, typeof (field as { description?: string }).description]).toEqual([name, "string"]);
    }
  });
});

describe("meta", () => {
  test("names the tool and declares read-only hints", () => {
    expect(meta.name).toBe("find_game_by_description");
    expect(meta.annotations).toEqual({ title: meta.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
  });
});

describe("handler", () => {
  test("answers ranked guesses with links, confidence and the find page URL, matching Output", async () => {
    const description = "VR shooter with laser drones & sci-fi, 2020";
    const out = await handler({ description, platform: "vr" }, deps);
    expect(Value.Check(Output, out)).toBe(true);
    expect(out.results[0]).toMatchObject({
      rank: 1,
      appid: 900001,
      name: "Laser Drones VR",
      year: 2020,
      url: "https://games.example/game/900001?ref=agent",
      store_url: "https://store.steampowered.com/app/900001/",
    });
    expect(out.find_game_url).toBe(`https://games.example/find?${new URLSearchParams({ description })}`);
    expect(out).toMatchObject({ description, source: "SimilarPlay", lang: "en", generated_at: "2026-01-02T03:04:05Z" });
    expect(out.results.length).toBeLessThanOrEqual(5);
  });

  test("lang ru gives Russian why lines and attribution", async () => {
    const out = await handler({ description: "first person puzzle game with portals, co-op", lang: "ru" }, deps);
    expect(out.lang).toBe("ru");
    expect(out.results[0]!.why).toMatch(/[а-я]/);
    expect(out.attribution).toMatch(/[а-я]/);
  });

  test("a description matching nothing is a normal low-confidence answer, not an error", async () => {
    const out = await handler({ description: "qqqqqq zzzzzz xxxxxx" }, deps);
    expect(out.confidence).toBe("low");
    expect(Value.Check(Output, out)).toBe(true);
  });
});

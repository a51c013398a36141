// Covers the game_facts briefing text: what the game is like first, then description, numbers and links; unknown
// parts left out.
import { describe, expect, test } from "bun:test";
import { factsBriefing } from "../../src/facts/briefing";
import { handler } from "../../src/mcp-tools/game-facts";
import { fakeToolDeps } from "../helpers/fake-tool-deps";

describe("factsBriefing", () => {
  test("reads like a briefing: tagline, traits, hooks, dealbreakers, description, numbers, links, attribution", async () => {
    const answer = await handler({ game: "1145360" }, fakeToolDeps());
    expect(factsBriefing(answer).split("\n")).toEqual([
      "Hades (2020, Supergiant Games): Underworld escape, one run at a time.",
      "Difficulty: challenging. Length: long. Sessions: short bursts. Co-op: single-player only.",
      "Players love: build variety and synergies; great soundtrack.",
      "Players complain about: grindy progression.",
      "Store description: Defy the god of the dead.",
      "Price: 24.99 USD. Reviews: 98% positive of 1,000. Steam Deck: verified. Tags: Roguelite, Action, Hack and Slash.",
      "Page: https://sp.example/game/1145360?ref=agent (similar games: https://sp.example/game/1145360/like). Steam: https://store.steampowered.com/app/1145360/",
      answer.attribution,
    ]);
  });

  test("a game without words says so instead of inventing any, and names other matches", async () => {
    const answer = await handler({ game: "Dead Cells" }, fakeToolDeps());
    const text = factsBriefing({ ...answer, other_matches: [{ appid: 1, name: "Dead Cells II" }] });
    expect(text).toContain("No player summary for this game yet.");
    expect(text).not.toContain("Store description");
    expect(text).toContain("Did you mean another game? Dead Cells II (appid 1).");
  });

  test("lang=ru: the summary's labels, values, hooks and dealbreakers are Russian; the game's own data stays English", async () => {
    const answer = await handler({ game: "1145360", lang: "ru" }, fakeToolDeps());
    const lines = factsBriefing(answer).split("\n");
    expect(lines[0]).toBe("Hades (2020, Supergiant Games): Underworld escape, one run at a time.");
    expect(lines[1]).toBe("Сложность: непростая. Продолжительность: долгая. Сессии: короткие заходы. Кооператив: только одиночная игра.");
    expect(lines[2]).toBe("Игрокам нравится: разнообразие билдов и синергий; отличный саундтрек.");
    expect(lines[3]).toBe("Игроки жалуются на: утомительный гринд.");
    expect(lines[4]).toBe("Store description: Defy the god of the dead.");
  });

  test("lang=ru without a summary says so in Russian", async () => {
    const answer = await handler({ game: "Dead Cells", lang: "ru" }, fakeToolDeps());
    expect(factsBriefing(answer)).toContain("Сводки от игроков по этой игре пока нет.");
  });
});

// Covers the tag and category rules: difficulty, length, sessions, co-op (categories first) and tag hooks.
import { describe, expect, test } from "bun:test";
import { coOpMode, tagDifficulty, tagHooks, tagLength, tagSession } from "../../src/summaries/tag-rules";

const FARM = ["Farming Sim", "Life Sim", "Pixel Graphics", "Multiplayer", "RPG", "Relaxing", "Agriculture", "Simulation", "Crafting", "Sandbox", "Indie", "Difficult"];
const SOULS = ["Souls-like", "Dark Fantasy", "Difficult", "RPG", "Atmospheric", "Third Person", "Exploration", "Action RPG", "Co-op", "Action"];
const OPEN_RPG = ["Open World", "RPG", "Story Rich", "Atmospheric", "Fantasy", "Adventure", "Singleplayer", "Choices Matter", "Action", "Magic"];

describe("tagDifficulty", () => {
  test("a relaxing farming game is relaxed, not challenging, even with a low 'Difficult' tag", () => {
    expect(tagDifficulty(FARM)).toBe("relaxed");
  });
  test("a souls-like is challenging, never punishing from tags alone", () => {
    expect(tagDifficulty(SOULS)).toBe("challenging");
  });
  test("a well-tagged skill game without hard or soft tags is moderate", () => {
    expect(tagDifficulty(OPEN_RPG)).toBe("moderate");
  });
  test("too few tags say nothing", () => {
    expect(tagDifficulty(["Indie", "Adventure"])).toBeNull();
  });
});

describe("tagLength", () => {
  test.each([
    [OPEN_RPG, "massive"],
    [SOULS, "long"],
    [FARM, "endless"],
    [["Metroidvania", "Platformer", "2D"], "medium"],
    [["Walking Simulator", "Story Rich"], "short"],
    [["FPS", "Shooter", "Multiplayer", "Competitive", "PvP", "Team-Based"], "endless"],
    [["Indie", "Casual"], null],
  ])("%p is %p", (tags, length) => {
    expect(tagLength(tags)).toBe(length as never);
  });
  test("a 100-hour open-world RPG is never short", () => {
    expect(tagLength(OPEN_RPG)).not.toBe("short");
  });
});

describe("tagSession", () => {
  test.each([
    [["Action Roguelike", "Hack and Slash", "Story Rich"], "short_bursts"],
    [["Grand Strategy", "Strategy", "Historical"], "long_sessions"],
    [["Metroidvania", "Platformer"], "flexible"],
    [["Indie", "Colorful"], null],
  ])("%p is %p", (tags, shape) => {
    expect(tagSession(tags)).toBe(shape as never);
  });
});

describe("coOpMode", () => {
  test("English categories decide first: online and split screen is online_and_local", () => {
    expect(coOpMode(["Single-player", "Multi-player", "Online Co-op", "Shared/Split Screen Co-op"], [])).toBe("online_and_local");
  });
  test("categories beat tags: tags claiming local co-op do not override online-only categories", () => {
    expect(coOpMode(["Single-player", "Online Co-op"], ["Local Co-Op"])).toBe("online_coop");
  });
  test("a single-player game with no co-op category is solo_only; a multiplayer-only versus game is no co-op at all", () => {
    expect(coOpMode(["Single-player", "Steam Achievements"], ["Co-op"])).toBe("solo_only");
    expect(coOpMode(["Multi-player", "Online PvP"], [])).toBeNull();
  });
  test("a team-PvP game is never co-op: a bare Co-op category or co-op tags under competitive tags are versus", () => {
    const moba = ["Free to Play", "MOBA", "Multiplayer", "Competitive", "Strategy", "Online Co-Op", "Co-op"];
    expect(coOpMode(["Multi-player", "Co-op"], moba)).toBeNull();
    expect(coOpMode(["Multi-player"], ["FPS", "Competitive", "PvP", "Online Co-Op", "Co-op"])).toBeNull();
    expect(coOpMode([], ["FPS", "Competitive", "PvP", "Online Co-Op", "Co-op"])).toBeNull();
  });
  test("the other direction: a bare Co-op category of a squad shooter against the game is online co-op", () => {
    expect(coOpMode(["Multi-player", "Co-op"], ["FPS", "Tactical", "Team-Based", "Co-op", "Military"])).toBe("online_coop");
    expect(coOpMode(["Multi-player", "MMO"], ["MMORPG", "Fantasy", "PvE", "Open World", "PvP"])).toBe("online_coop");
  });
  test("LAN co-op is local: online co-op with LAN co-op is online_and_local", () => {
    expect(coOpMode(["Multi-player", "Online Co-op", "LAN Co-op", "Online PvP"], [])).toBe("online_and_local");
    expect(coOpMode(["Single-player", "LAN Co-op"], [])).toBe("local_coop");
  });
  test("single-player with versus modes and nothing co-op is solo_only", () => {
    expect(coOpMode(["Single-player", "Multi-player", "Online PvP", "Shared/Split Screen PvP"], ["Strategy", "4X"])).toBe("solo_only");
  });
  test("localized categories fall back to tags", () => {
    expect(coOpMode(["Giocatore singolo"], ["Action Roguelike", "Local Co-Op"])).toBe("local_coop");
    expect(coOpMode(["Solo"], ["RPG", "Singleplayer"])).toBe("solo_only");
  });
});

describe("tagHooks", () => {
  test("reception tags of a well-liked game, in tag order", () => {
    expect(tagHooks(["Metroidvania", "Great Soundtrack", "Atmospheric", "Hand-drawn"], 97)).toEqual(["great soundtrack", "atmosphere", "hand-drawn art"]);
  });
  test("no tag hooks for a poorly reviewed game or one without reviews", () => {
    expect(tagHooks(["Great Soundtrack", "Atmospheric"], 45)).toEqual([]);
    expect(tagHooks(["Great Soundtrack", "Atmospheric"], null)).toEqual([]);
  });
});

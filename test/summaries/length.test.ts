// Covers length from every signal: average playtime read by the kind of game, reviewers' playtime, reported hours,
// tags, and null where the evidence is thin, each rule in both directions.
import { describe, expect, test } from "bun:test";
import { lengthKind, lengthOf, playtimeLength, reviewerPlaytime, trustedAverage, type LengthInput } from "../../src/summaries/length";
import { reviewSignals } from "../../src/summaries/review-phrases";
import { filler, says } from "./review-helper";

const STORY = ["Adventure", "Story Rich", "Atmospheric", "Singleplayer", "Exploration", "First-Person", "Mystery", "Indie"];
const SANDBOX = ["Sandbox", "Building", "Crafting", "Singleplayer", "Physics", "Indie", "Creative", "Colorful"];
const ROGUE = ["Roguelite", "Action", "Pixel Graphics", "Singleplayer", "Indie", "Replay Value", "2D", "Bullet Hell"];
const PLAIN = ["Indie", "Casual", "Colorful", "Singleplayer", "2D", "Cute", "Funny", "Family Friendly"];
const OPEN_RPG = ["Open World", "RPG", "Fantasy", "Story Rich", "Singleplayer", "Adventure", "Magic", "Action"];

const hours = (h: number, ratings = 5000) => ({ avgMinutes: h * 60, ratings });
const input = (tags: string[], over: Partial<LengthInput> = {}): LengthInput => {
  const reviews = over.reviews ?? [];
  return { tags, categories: ["Single-player"], reviews, signals: reviewSignals(reviews), playtime: null, ...over };
};

describe("average playtime, read by the kind of game", () => {
  test("a story game with a 6-hour average is short or medium, never long", () => {
    expect(["short", "medium"]).toContain(lengthOf(input(STORY, { playtime: hours(6) })) ?? "none");
    expect(lengthOf(input(STORY, { playtime: hours(3) }))).toBe("short");
  });

  test("an endless sandbox with a 6-hour average is endless, not short", () => {
    const l = lengthOf(input(SANDBOX, { playtime: hours(6) }));
    expect(l).toBe("endless");
    expect(l).not.toBe("short");
  });

  test("a run-based game's small average is no 'short': there is no finish line; a big one is long or more", () => {
    expect(lengthKind(ROGUE)).toBe("replayable");
    expect(playtimeLength(3 * 60, "replayable")).toBeNull();
    expect(playtimeLength(3 * 60, "finite")).toBe("short");
    expect(lengthOf(input(ROGUE, { playtime: hours(30) }))).toBe("long");
  });

  test("thresholds: short <= 4 h, medium <= 15, long <= 40, massive beyond", () => {
    expect([4, 4.5, 15, 16, 40, 41].map((h) => playtimeLength(h * 60, "finite"))).toEqual(["short", "medium", "medium", "long", "long", "massive"]);
  });

  test("an average too thin to trust (under an hour, under 100 ratings) says nothing, and then neither do plain tags", () => {
    expect(trustedAverage(hours(0.5))).toBeNull();
    expect(trustedAverage(hours(8, 40))).toBeNull();
    expect(trustedAverage(hours(8))).toBe(480);
    expect(lengthOf(input(PLAIN, { playtime: hours(0.5) }))).toBeNull();
    expect(lengthOf(input(PLAIN, { playtime: hours(8) }))).toBe("medium");
  });

  test("tags of a long open-world RPG beat a smaller average (many owners never finish one); a larger average wins", () => {
    expect(lengthOf(input(OPEN_RPG, { playtime: hours(9) }))).toBe("massive");
    expect(lengthOf(input(STORY, { playtime: hours(30) }))).toBe("long");
  });
});

describe("reviewers' own playtime", () => {
  test("the median of 20+ timed reviews reads like an average; fewer say nothing", () => {
    const timed = [...says(15, "Nice.", { hours: 3 }), ...says(10, "Nice.", { hours: 50 })];
    expect(reviewerPlaytime(timed)).toBe(180);
    expect(reviewerPlaytime(says(19, "Nice.", { hours: 3 }))).toBeNull();
    expect(lengthOf(input(PLAIN, { reviews: timed }))).toBe("short");
  });

  test("the 2019 average comes before the reviewers' median", () => {
    const timed = says(25, "Nice.", { hours: 3 });
    expect(lengthOf(input(PLAIN, { reviews: timed, playtime: hours(10) }))).toBe("medium");
  });
});

describe("reported hours and phrases", () => {
  test("players' completion hours beat the average; a run-based game's are a first win and do not", () => {
    const reports = [...says(4, "Finished in 8 hours, loved it."), ...filler(20)];
    expect(lengthOf(input(STORY, { reviews: reports, playtime: hours(2) }))).toBe("medium");
    expect(lengthOf(input(ROGUE, { reviews: reports, playtime: hours(30) }))).toBe("long");
  });

  test("'100+ hours' from enough reviews makes a plain game massive, and 'too short' makes it short", () => {
    expect(lengthOf(input(PLAIN, { reviews: [...says(4, "I have 100+ hours in it."), ...filler(20)] }))).toBe("massive");
    expect(lengthOf(input(PLAIN, { reviews: [...says(4, "Way too short for me."), ...filler(20)] }))).toBe("short");
  });
});

describe("tags alone", () => {
  test.each([
    [["Short", "Indie", "Adventure"], "short"],
    [["Point & Click", "Adventure", "Mystery"], "short"],
    [["Roguelike", "Strategy", "Turn-Based"], "long"],
    [["Massively Multiplayer", "RPG", "Fantasy"], "endless"],
    [["Multiplayer", "Shooter", "Action", "Team-Based"], "endless"],
    [["Visual Novel", "Anime", "Romance"], "medium"],
    [["RPG", "Visual Novel", "Choices Matter", "FMV"], "medium"],
    [["RPG", "Turn-Based Combat", "Fantasy"], "long"],
    [["Casual", "Puzzle", "RPG", "Cute"], "short"],
    [["Co-op", "Puzzle", "Adventure", "Split Screen", "Story Rich"], "medium"],
  ])("%p is %p", (tags, length) => {
    expect(lengthOf(input(tags as string[], { categories: [] }))).toBe(length as never);
  });

  test("a co-op story game is not endless though it is played with others; a multiplayer-only versus game is", () => {
    const coopStory = ["Co-op", "Multiplayer", "Local Co-Op", "Puzzle", "Adventure", "Story Rich"];
    expect(lengthOf(input(coopStory, { categories: ["Multi-player", "Online Co-op"] }))).not.toBe("endless");
    expect(lengthOf(input(["Action", "Shooter", "Arena Shooter"], { categories: ["Multi-player", "Online PvP"] }))).toBe("endless");
  });
});

// Covers taglines: concrete description lines cut at clause boundaries to 90 characters, ads skipped, tag fallback.
import { describe, expect, test } from "bun:test";
import { MAX_TAGLINE, taglineFromDescription, taglineFromTags } from "../../src/summaries/tagline";

describe("taglineFromDescription", () => {
  test("drops the game's name and cuts a long sentence at a 'that' clause", () => {
    const d = "Moonfall is a tide-powered roguelike dungeon crawler that borrows from card games, shooters and the authors' own earlier work in every run.";
    expect(taglineFromDescription(d, "Moonfall", ["Roguelike"])).toBe("Tide-powered roguelike dungeon crawler");
  });

  test("skips a sentence with marketing words and uses the next concrete one", () => {
    const d = "The award-winning, critically acclaimed sensation returns! Build a colony of stubborn gnomes under a dying sun.";
    expect(taglineFromDescription(d, "Gnome Colony", ["Colony Sim"])).toBe("Build a colony of stubborn gnomes under a dying sun");
  });

  test("skips questions, shouting and vague lines: null when nothing concrete is left", () => {
    expect(taglineFromDescription("WILL YOU RISE? Are you ready?", "X", [])).toBeNull();
    expect(taglineFromDescription("Victory is at your fingertips. Your choices await you.", "X", [])).toBeNull();
  });

  test("never cuts at a comma into a dangling phrase", () => {
    const d = "With dozens of cities to explore from the United Kingdom, Belgium, Germany, Italy, the Netherlands, Poland, and more, your skill is tested.";
    expect(taglineFromDescription(d, "X", ["Driving"])).toBeNull();
  });

  test("always at most 90 characters", () => {
    const d = `${"Dig and build ".repeat(20)}forever.`;
    const line = taglineFromDescription(d, "X", []);
    expect(line === null || line.length <= MAX_TAGLINE).toBe(true);
  });
});

describe("taglineFromTags", () => {
  test("adjectives, the most specific genre noun, and up to two mechanics", () => {
    expect(taglineFromTags(["Action Roguelike", "Hack and Slash", "Indie", "Action", "Mythology", "RPG"])).toBe(
      "Mythological action roguelike with hack-and-slash combat",
    );
  });
  test("a feature the noun already says is not repeated", () => {
    expect(taglineFromTags(["Roguelike Deckbuilder", "Deckbuilding", "Turn-Based"])).toBe("Turn-based roguelike deckbuilder");
  });
  test("a platformer ranked next to Puzzle is a puzzle platformer", () => {
    expect(taglineFromTags(["Platformer", "Puzzle", "First-Person"])).toBe("First-person puzzle platformer");
  });
  test("no defining tag, no tagline", () => {
    expect(taglineFromTags(["Singleplayer", "Great Soundtrack"])).toBeNull();
    expect(taglineFromTags([])).toBeNull();
  });
});

describe("taglineFromTags genre naming", () => {
  test("Action and Adventure side by side at the top make an action-adventure game, not the puzzle tag below", () => {
    expect(taglineFromTags(["Adventure", "Action", "Female Protagonist", "Third Person", "Puzzle", "Platformer"])).toBe(
      "Third-person action-adventure game",
    );
  });
  test("Puzzle above Platformer is a puzzle platformer too", () => {
    expect(taglineFromTags(["Indie", "Puzzle", "Platformer", "Dark"])).toBe("Puzzle platformer");
  });
});

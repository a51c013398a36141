// Covers taglines: composed from tags (genre, setting, mechanics) first; concrete later description lines cut at clause
// boundaries to 90 characters, ads skipped; never the description's opening words.
import { describe, expect, test } from "bun:test";
import { MAX_TAGLINE, repeatsOpening, taglineFromDescription, taglineFromTags, taglineOf } from "../../src/summaries/tagline";

describe("taglineFromDescription", () => {
  test("never takes the opening sentence; drops the game's name and cuts a later sentence at a 'that' clause", () => {
    const d = "Sink below the black tide of the moon. Moonfall is a tide-powered roguelike dungeon crawler that borrows from card games, shooters and the authors' own earlier work.";
    expect(taglineFromDescription(d, "Moonfall", ["Roguelike"])).toBe("Tide-powered roguelike dungeon crawler");
    expect(taglineFromDescription("Moonfall is a tide-powered roguelike dungeon crawler.", "Moonfall", ["Roguelike"])).toBeNull();
  });

  test("skips a sentence with marketing words and uses the next concrete one", () => {
    const d = "Gnomes, at last. The award-winning, critically acclaimed sensation returns! Build a colony of stubborn gnomes under a dying sun.";
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

describe("taglineOf", () => {
  const FARM = ["Farming Sim", "Pixel Graphics", "Relaxing", "Crafting", "Multiplayer"];
  const farmText = "Your aunt left you an orchard by the sea. Grow pears, fix the boat, and befriend the village.";

  test("a line of its own from the tags, never the description's opening words", () => {
    const line = taglineOf(farmText, "Pear Cove", FARM);
    expect(line).toBe("Pixel-art farming sim with crafting");
    expect(repeatsOpening(line!, farmText, "Pear Cove")).toBe(false);
  });

  test("where the tags name only a broad genre, a concrete later sentence, not the opening one", () => {
    const text = "Sail out at dawn with your old uncle. Fish the reef and farm kelp on a floating island that grows with you.";
    expect(taglineOf(text, "Kelp Isle", ["Indie", "Casual"])).toBe("Fish the reef and farm kelp on a floating island that grows with you");
    expect(taglineOf("Fish the reef and farm kelp on a floating island.", "Kelp Isle", ["Indie", "Casual"])).toBe("Casual game");
  });

  test("the opening check sees the game's name and a second sentence that is really the opening ('NAME! The …')", () => {
    expect(repeatsOpening("The card game where nobody loses", "LANTERN! The card game where nobody loses. Play it.", "Lantern")).toBe(true);
    expect(repeatsOpening("Cozy card game", "Lantern is a cozy card game about lighthouses.", "Lantern")).toBe(true);
    expect(repeatsOpening("Card game about lighthouses", "Light every lamp on the coast. A cozy card game.", "Lantern")).toBe(false);
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
  test("a precise noun narrows the broad one above it: CRPG rather than RPG, 4X rather than strategy", () => {
    expect(taglineFromTags(["RPG", "Choices Matter", "Fantasy", "Story Rich", "CRPG"])).toBe("Fantasy story-driven CRPG with choices that matter");
    expect(taglineFromTags(["Strategy", "Space", "Sci-fi", "Economy", "4X"])).toBe("Space sci-fi 4X strategy game with an economy to run");
  });
  test("'multiplayer' says nothing of what a game is, and two camera views never stand side by side", () => {
    expect(taglineFromTags(["Racing", "Multiplayer", "First-Person", "Third Person", "Realistic"])).toBe("First-person realistic racing game");
  });
  test("Puzzle above Platformer is a puzzle platformer too", () => {
    expect(taglineFromTags(["Indie", "Puzzle", "Platformer", "Dark"])).toBe("Puzzle platformer");
  });
});

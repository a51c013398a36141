// Name keys of the diversity rules: edition-free stems, series keys, edition detection and the names sentences use.
import { describe, expect, test } from "bun:test";
import { isEditionOf, makerKey, nameStem, seriesKey, seriesName, shortName } from "../../src/recommender/names";

describe("nameStem", () => {
  test.each([
    ["DARK SOULS™: REMASTERED", "dark souls"],
    ["Dark Souls: Prepare to Die Edition", "dark souls"],
    ["DARK SOULS™ III", "dark souls iii"],
    ["The Elder Scrolls V: Skyrim Special Edition", "elder scrolls v skyrim"],
    ["Age of Empires II (2013)", "age of empires ii"],
    ["Age of Empires II: Definitive Edition", "age of empires ii"],
    // A one-word named edition after a colon or a spaced dash is the same game; a hyphen inside a word separates nothing.
    ["Dear Esther: Landmark Edition", "dear esther"],
    ["Crysis 2 - Maximum Edition", "crysis 2"],
    ["Half-Life Edition", "half life"],
    ["Edition", "edition"],
  ])("%s → %s", (name, stem) => {
    expect(nameStem(name)).toBe(stem);
  });
});

describe("seriesKey", () => {
  test.each([
    ["The Witcher 3: Wild Hunt", "witcher"],
    ["Borderlands 2", "borderlands"],
    ["Batman: Arkham City", "batman"],
    ["DARK SOULS™ III", "dark souls"],
    ["Hades II", "hades"],
  ])("%s → %s", (name, key) => {
    expect(seriesKey(name)).toBe(key);
  });
});

describe("isEditionOf", () => {
  test.each([
    ["Hollow Knight", "Hollow Knight: Definitive Edition", true],
    ["Hotline Miami", "Hotline Miami Collection", true],
    ["BioShock", "BioShock Remastered", true],
    ["Hotline Miami", "Hotline Miami 2: Wrong Number", false],
    ["Portal", "Portal 2", false],
    ["DARK SOULS™ III", "DARK SOULS™ II", false],
  ])("%s / %s → %s", (seed, candidate, expected) => {
    expect(isEditionOf(seed, candidate)).toBe(expected);
  });
});

describe("shortName and seriesName", () => {
  test.each([
    ["Disco Elysium - The Final Cut", "Disco Elysium", "Disco Elysium"],
    ["Spiritfarer®: Farewell Edition", "Spiritfarer", "Spiritfarer"],
    ["Sekiro™: Shadows Die Twice - GOTY Edition", "Sekiro: Shadows Die Twice", "Sekiro"],
    ["The Elder Scrolls V: Skyrim Special Edition", "The Elder Scrolls V: Skyrim", "The Elder Scrolls"],
    ["Counter-Strike 2", "Counter-Strike 2", "Counter-Strike"],
    ["Cut the Rope", "Cut the Rope", "Cut the Rope"],
  ])("%s → %s / %s", (name, short, series) => {
    expect(shortName(name)).toBe(short);
    expect(seriesName(name)).toBe(series);
  });

  test.each([
    ["Resident Evil 7 Biohazard", "Resident Evil 2", "Resident Evil"],
    ["Mafia II (Classic)", "Mafia III: Definitive Edition", "Mafia"],
    ["Age of Empires II (Retired)", "Age of Empires III", "Age of Empires"],
    ["Assassin's Creed® Origins", "Assassin's Creed® Odyssey", "Assassin's Creed"],
    ["Cities: Skylines", "Cities: Skylines II", "Cities: Skylines"],
    ["DARK SOULS™ III", "DARK SOULS™ II: Scholar of the First Sin", "DARK SOULS"],
    ["Batman™: Arkham Knight", "Batman: Arkham City - Game of the Year Edition", "Batman: Arkham"],
    ["Portal 2", "Portal", "Portal"],
    ["Mount & Blade: Warband", "Mount & Blade II: Bannerlord", "Mount & Blade"],
    ["Half-Life 2: Episode One", "Half-Life 2: Episode Two", "Half-Life"],
    ["Middle-earth™: Shadow of Mordor™", "Middle-earth™: Shadow of War™", "Middle-earth"],
    ["South Park™: The Stick of Truth™", "South Park™: The Fractured But Whole™", "South Park"],
    // Nothing but an article or a possessive in common: the seed's own series name.
    ["The Witcher 3: Wild Hunt", "The Wolf Among Us", "The Witcher"],
    ["Sid Meier's Civilization® VI", "Sid Meier's Alpha Centauri", "Sid Meier's Civilization"],
    ["Half-Life 2", "Counter-Strike", "Half-Life"],
  ])("with %s and %s, the series is %s", (name, other, series) => {
    expect(seriesName(name, other)).toBe(series);
  });
});

describe("makerKey", () => {
  test.each([
    ["Io-Interactive A/S", "IO Interactive A/S"],
    ["FromSoftware, Inc.", "From Software"],
    ["Feral Interactive (Linux)", "Feral Interactive"],
    ["Paradox Interactive AB", "PARADOX INTERACTIVE"],
    ["11 bit studios S.A.", "11 bit studios"],
  ])("%s is the same maker as %s", (a, b) => {
    expect(makerKey(a)).toBe(makerKey(b));
  });

  test("different studios keep different keys, and a name that is only a legal form is kept", () => {
    expect(makerKey("Team Cherry")).not.toBe(makerKey("Team17"));
    expect(makerKey("Inc.")).toBe("inc");
  });
});

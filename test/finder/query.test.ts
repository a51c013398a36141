// Query understanding: concept table and own-name matching, negation, nested phrases, year hints, creator references.
import { describe, expect, test } from "bun:test";
import { CONCEPTS, parseCreatorRef, parseQuery, parseYears, stem } from "../../src/finder";
import { foldText as normalize } from "../../src/text";

/** Steam store categories the concept table may point to (besides tags). */
const STEAM_CATEGORIES = ["Shared/Split Screen", "VR Supported", "Tracked Controller Support"];
const TAGS = ["Souls-like", "Ninja", "Zombies", "Open World", "Tanks", "VR", "Cats", "First-Person", "Co-op", "1990's"];

describe("CONCEPTS", () => {
  // A label no game carries (a typo, a renamed tag) would silently never match: each must be a Steam tag or category.
  test("every label is a tag of the vocabulary or a Steam category", async () => {
    const vocabulary = (await Bun.file("test/fixtures/tag-vocabulary.json").json()) as string[];
    const known = new Set([...vocabulary, ...STEAM_CATEGORIES].map((s) => s.toLowerCase()));
    const unknown = CONCEPTS.flatMap((c) => c.labels.filter((l) => !known.has(l.label.toLowerCase())).map((l) => `${c.source} => ${l.label}`));
    expect(unknown).toEqual([]);
  });
});

describe("parseQuery", () => {
  test.each([
    ["a hard soulslike with ninjas", "soulslike"],
    ["space shooter that plays like dark souls", "soulslike"],
    ["shooter in first person perspective", "firstperson"],
    ["fps with a grappling hook", "firstperson"],
    ["co-op with friends, 4 players", "coop"],
    ["you play as a cat in a city", "cats"],
    ["a deckbuilder with cards and relics", "deckbuilding"],
    ["virtual reality game with swords", "vr"],
    ["survive the zombie hordes", "zombies"],
    ["huge open worlds to explore", "openworld"],
    ["хоррор от первого лица на космической станции", "firstperson"],
    ["игра про кота в киберпанк городе", "cats"],
    ["кооперативная игра про ферму с друзьями", "farmingsim"],
    ["страшная игра про зомби", "horror"],
    ["you push the blocks and words around a grid", "sokoban"],
    ["игра про гуся, который всем мешает", "birds"],
    ["ферма с курицами и утками", "birds"],
  ])("%s → %s", (text, key) => {
    expect(parseQuery(text, TAGS).labels.get(key)).toBeGreaterThan(0);
  });

  test("a label's ampersand matches as a word: said with 'and', 'n' or nothing, never another word", () => {
    const names = ["Dungeons & Dragons", "Animation & Modeling"];
    for (const text of ["dungeons and dragons rules", "a dungeons n dragons campaign", "dungeons & dragons", "dungeon dragons"]) {
      expect(parseQuery(text, names).labels.get("dungeonsdragons")).toBeGreaterThan(0);
    }
    expect(parseQuery("dungeons with dragons", names).labels.has("dungeonsdragons")).toBe(false);
    expect(parseQuery("animation and modeling tools", names).labels.get("animationmodeling")).toBeGreaterThan(0);
  });

  test("a negated concept does not count", () => {
    const q = parseQuery("puzzle game, no combat at all, not a shooter", TAGS);
    expect(q.labels.has("shooter")).toBe(false);
    expect(q.labels.has("puzzle")).toBe(true);
  });

  test("a word inside a longer phrase does not count on its own", () => {
    // "tank" names the Tanks tag, but "tank controls" is about old survival horror.
    const q = parseQuery("old horror game with tank controls and fixed cameras", TAGS);
    expect(q.labels.has("tanks")).toBe(false);
    expect(q.labels.get("survivalhorror")).toBeGreaterThan(0);
  });

  test("stemmed text terms skip stop words", () => {
    const q = parseQuery("You fight the zombies in the cities", TAGS);
    expect([...q.terms.keys()]).toEqual(["fight", "zombi", "citi"]);
  });

  test("platform vr or the word VR sets the vr flag", () => {
    expect(parseQuery("a shooter with laser swords", TAGS, { vr: true }).vr).toBe(true);
    expect(parseQuery("VR only rhythm game", TAGS).vr).toBe(true);
    expect(parseQuery("plain platformer game", TAGS).vr).toBe(false);
  });

  test("a tag also matches its Russian name in any case ending", () => {
    const labels = ["Roguelike Deckbuilder", "Farming Sim"];
    expect(parseQuery("ищу карточные рогалики", labels).labels.get("roguelikedeckbuilder")).toBeGreaterThan(0);
    expect(parseQuery("симулятор фермы с котами", labels).labels.get("farmingsim")).toBeGreaterThan(0);
  });

  test("handheld words mark the Steam Deck, a deck of cards does not", () => {
    expect(parseQuery("cozy puzzle game to play on the steam deck", TAGS).deck).toBe(true);
    expect(parseQuery("something chill for my handheld", TAGS).deck).toBe(true);
    expect(parseQuery("a deck building card game", TAGS).deck).toBe(false);
  });

  test("sales talk marks the game as popular", () => {
    expect(parseQuery("a blockbuster rpg everyone was playing", TAGS).popular).toBe(true);
    expect(parseQuery("an obscure little rpg from a small team", TAGS).popular).toBe(false);
  });
});

describe("parseQuery: VR and the words labels were read from", () => {
  // Words the catalog learned near VR games and near horror games ("lanterns", "candles" here, by construction).
  const vocabulary = new Map([
    [stem("lanterns"), [{ key: "vr", strength: 0.4 }, { key: "vronly", strength: 0.3 }]],
    [stem("candles"), [{ key: "horror", strength: 0.4 }]],
  ]);

  test("a weak VR label does not ask for VR games; the word VR does, and so does a VR label's own name", () => {
    const weak = parseQuery("a slow puzzle about lanterns", ["VR", "VR Only"], { vocabulary });
    expect(weak.labels.get("vr")).toBeLessThan(0.8);
    expect(weak.vr).toBe(false);
    const asked = parseQuery("a slow vr puzzle about lanterns", ["VR"], { vocabulary });
    expect(asked.vr).toBe(true);
    expect(asked.labels.get("vr")).toBe(1);
    // "vr only" is read as the label VR Only (the longest match): it asks for VR too.
    expect(parseQuery("a vr only puzzle", ["VR", "VR Only"]).vr).toBe(true);
  });

  test("each label keeps the stems it was read from", () => {
    const q = parseQuery("a slow puzzle about candles", ["Horror"], { vocabulary });
    expect(q.sources.get("horror")).toEqual([[stem("candles")]]);
  });
});

describe("parseYears", () => {
  const years = (s: string) => parseYears(normalize(s)).map((y) => [y.min, y.max]);
  test.each([
    ["a shooter from 2020", [[2020, 2020]]],
    ["released around 2011 I believe", [[2011, 2011]]],
    ["a flight sim from 94", [[1994, 1994]]],
    ["late 90s rpg", [[1996, 1999]]],
    ["early 2000s open world", [[2000, 2003]]],
    ["an old arcade shooter", [[1985, 2009]]],
    ["стратегия конца 90-х", [[1996, 1999]]],
    ["шутер из нулевых", [[2000, 2009]]],
    ["a nineties adventure", [[1990, 1999]]],
    ["a racing game I rented for the dreamcast", [[1998, 2002]]],
    ["we played it on the nintendo 64 at my cousin's", [[1996, 2002]]],
  ])("%s", (text, expected) => {
    expect(years(text)).toEqual(expected as number[][]);
  });

  test("'old' and 'new' count only about the game, not about things in it", () => {
    expect(years("an old lighthouse keeper and a new ship")).toEqual([]);
  });

  test("80s style is a look, not a release date, and movie years do not count", () => {
    expect(years("80s style synthwave racer")).toEqual([]);
    expect(years("inspired by the 1982 film")).toEqual([]);
  });

  test("a console named as a look is not a release date", () => {
    expect(years("ps1 style zombie shooter")).toEqual([]);
    expect(years("it looks like a gamecube game")).toEqual([]);
  });

  test("a story date counts less than a release date", () => {
    const [story] = parseYears(normalize("a mystery set in 1994"));
    const [release] = parseYears(normalize("a mystery released in 2015"));
    expect(story!.strength).toBeLessThan(release!.strength);
  });

  test("a year the game was a hit in is when it was out, not a story date", () => {
    const [hit] = parseYears(normalize("a city sim that was a massive hit in 2011"));
    const [story] = parseYears(normalize("a city sim whose plot begins in 2011"));
    expect(hit!.strength).toBe(1);
    expect(story!.strength).toBeLessThan(1);
  });
});

describe("parseCreatorRef", () => {
  test.each([
    ["a puzzle game by the makers of braid", "braid"],
    ["from the terraria devs", "terraria"],
    ["same studio as hollow knight", "hollow knight"],
    ["a plain puzzle game", null],
  ])("%s → %s", (text, expected) => {
    expect(parseCreatorRef(normalize(text))).toBe(expected);
  });
});

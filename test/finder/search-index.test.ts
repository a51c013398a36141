// The finder's packed index: per-field postings, each game's display labels and label weights, review texts by game.
import { describe, expect, test } from "bun:test";
import type { ReviewText } from "../../src/catalog/types";
import { buildFinderIndex, buildSearchIndex, createFinder, DEFAULT_FINDER, gameAt, gameCount, labelsOf, postingsOf, stem } from "../../src/finder";
import { fixtureCatalog, makeGame } from "../helpers/fixture-catalog";

const review = (appid: number, text: string, votesUp: number): ReviewText =>
  ({ appid, text, votedUp: true, votesUp, playtimeMinutes: null, source: "test" });

const games = [
  makeGame({ appid: 10, name: "Lantern Keeper Lantern", tags: ["Puzzle", "Cozy"], genres: ["Indie", "Puzzle"], tagOrder: "votes" }),
  makeGame({ appid: 20, name: "Lantern Road", tags: ["Racing"], genres: ["Sports"], tagOrder: "none" }),
  makeGame({ appid: 30, name: "Quiet Harbor", categories: ["Single-player"] }),
];

describe("buildSearchIndex", () => {
  const index = buildSearchIndex(games, [review(20, "drifting at night", 1), review(30, "foghorn foghorn", 5), review(30, "harbor", 9)]);
  const field = (name: string) => index.fields.find((f) => f.name === name)!;

  test("a term's postings list its games in index order with their counts; an unknown term has none", () => {
    const foghorn = postingsOf(field("reviews"), stem("foghorn"))!;
    expect([...foghorn.idx]).toEqual([2]);
    expect([...foghorn.tf]).toEqual([2]);
    expect([...postingsOf(field("name"), stem("lantern"))!.idx]).toEqual([0, 1]);
    expect(postingsOf(field("name"), "zeppelin")).toBeUndefined();
  });

  test("a word counts once in a name, and a game's reviews do not count the words of its own name", () => {
    // "Lantern Keeper Lantern": a repeated name word is style, not emphasis.
    expect([...postingsOf(field("name"), stem("lantern"))!.tf]).toEqual([1, 1]);
    // "Quiet Harbor"'s reviews say "foghorn foghorn" and "harbor": its own name's word is left to the name field.
    expect(postingsOf(field("reviews"), stem("harbor"))).toBeUndefined();
    expect([...field("reviews").docLen]).toEqual([0, 2, 2]);
  });

  test("each game reads back from the columns as the ranker sees it", () => {
    const described = [
      makeGame({ appid: 40, name: "Ночной Порт", year: 2019, developers: ["Studio A", "Studio B"], deck: "playable", adult: true, description: "Docks." }),
      makeGame({ appid: 50, name: "Soon", year: null, comingSoon: true, deck: "unknown", tags: [] }),
    ];
    const packed = buildSearchIndex(described, []);
    expect(gameCount(packed)).toBe(2);
    expect([0, 1].map((i) => gameAt(packed, i))).toEqual([
      { appid: 40, name: "Ночной Порт", year: 2019, developers: ["Studio A", "Studio B"], pop: 0, deck: "playable", adult: true, comingSoon: false, hasText: true, tagged: false },
      { appid: 50, name: "Soon", year: null, developers: [], pop: 0, deck: "unknown", adult: false, comingSoon: true, hasText: false, tagged: false },
    ]);
    expect(gameAt(index, 0)).toMatchObject({ appid: 10, name: "Lantern Keeper Lantern", tagged: true, hasText: false });
    // A game with reviews but no description has text to check.
    expect(gameAt(index, 1).hasText).toBe(true);
  });

  test("each game's display labels: tags first, genres not already tags, in order", () => {
    expect(labelsOf(index, 0)).toEqual(["Puzzle", "Cozy", "Indie"]);
    expect(labelsOf(index, 1)).toEqual(["Racing", "Sports"]);
    expect(labelsOf(index, 2)).toEqual([]);
  });

  test("label weights follow the tag's rank, unordered tags, genres and categories", () => {
    const weightOf = (key: string, game: number) => {
      const p = index.labels.get(key)!;
      return index.labelWeight[p.weightCode[[...p.idx].indexOf(game)]!]!;
    };
    const decay = DEFAULT_FINDER.index.tagRankDecay;
    expect(weightOf("puzzle", 0)).toBe(1);
    expect(weightOf("cozy", 0)).toBeCloseTo(1 - decay / 20, 6);
    expect(weightOf("racing", 1)).toBeCloseTo(0.8, 6);
    expect(weightOf("sports", 1)).toBeCloseTo(0.7, 6);
    expect(weightOf("singleplayer", 2)).toBeCloseTo(0.7, 6);
  });

  test("review texts out of the games' order are refused, not silently mis-indexed", () => {
    expect(() => buildSearchIndex(games, [review(30, "harbor", 1), review(10, "lantern", 1)])).toThrow(/grouped by game/);
  });
});

describe("buildFinderIndex", () => {
  test("is plain data: a structured copy (as a build-time store would keep it) answers exactly like the original", () => {
    const store = fixtureCatalog(games);
    const index = buildFinderIndex(store);
    const copy = structuredClone(index);
    const ask = (finder: ReturnType<typeof createFinder>) => finder.findOffline({ description: "lanterns on a racing road, puzzle" });
    const original = createFinder({ store, config: { openai: null }, llm: null, index });
    expect(ask(createFinder({ store, config: { openai: null }, llm: null, index: copy }))).toEqual(ask(original));
    expect(ask(original).results.length).toBeGreaterThan(0);
  });
});

// Word → label associations learned from the catalog's texts: what counts as "going with" a label, and what not.
import { describe, expect, test } from "bun:test";
import { buildSearchIndex, DEFAULT_FINDER, gameCount, learnVocabulary, parseQuery, type VocabularyOptions } from "../../src/finder";
import { makeGame } from "../helpers/fixture-catalog";

const QUERY = DEFAULT_FINDER.query;
const OPTIONS: VocabularyOptions = { minGames: 3, maxShare: 0.5, minLift: 2, minShare: 0.5, perWord: 2, smoothing: 1 };

// Ten games: four pirate games whose names say "galleon", six others; "quest" is in names of both kinds.
const games = [
  ...[1, 2, 3, 4].map((appid) => makeGame({ appid, name: `Galleon Quest ${appid}`, tags: ["Pirates", "Naval"] })),
  ...[5, 6, 7, 8, 9, 10].map((appid) => makeGame({ appid, name: `Farm Quest ${appid}`, tags: ["Farming Sim"] })),
];

describe("learnVocabulary", () => {
  const index = buildSearchIndex(games, []);
  const vocabulary = learnVocabulary(index.fields, index.labels, gameCount(index), OPTIONS);

  test("a word whose games share a label points to it", () => {
    expect(vocabulary.get("galleon")?.map((l) => l.key)).toEqual(expect.arrayContaining(["pirates", "naval"]));
    expect(vocabulary.get("galleon")![0]!.strength).toBeGreaterThan(0.3);
  });

  test("the index never learns adult labels: only a person's own words let adult-only games in", () => {
    const adult = [1, 2, 3, 4, 5].map((appid) => makeGame({ appid, name: `Velvet Night ${appid}`, tags: ["Sexual Content", "Nudity", "Dating Sim"], adult: true }));
    // Enough other games that "velvet" is a rare word by the default options (at most 2% of names).
    const plain = Array.from({ length: 300 }, (_, k) => makeGame({ appid: 1000 + k, name: `Cloud Farm ${k}`, tags: ["Farming Sim"] }));
    const learned = buildSearchIndex([...adult, ...plain], []).vocabulary.get("velvet")?.map((l) => l.key) ?? [];
    expect(learned).toContain("datingsim");
    expect(learned).not.toContain("sexualcontent");
    expect(learned).not.toContain("nudity");
  });

  test("the index never learns how a game is sold or run (VR, Free to Play, Early Access, Indie), only what it is", () => {
    const rooms = [1, 2, 3, 4, 5].map((appid) => makeGame({ appid, name: `Escape Vault ${appid}`, tags: ["Escape Room", "VR", "Free to Play", "Early Access", "Indie"] }));
    const plain = Array.from({ length: 300 }, (_, k) => makeGame({ appid: 1000 + k, name: `Cloud Farm ${k}`, tags: ["Farming Sim"] }));
    const learned = buildSearchIndex([...rooms, ...plain], []).vocabulary.get("escap")?.map((l) => l.key) ?? [];
    expect(learned).toContain("escaperoom");
    for (const key of ["vr", "freetoplay", "earlyaccess", "indie"]) expect(learned).not.toContain(key);
  });

  test("a word spread over unlike games points nowhere, and rare words are not learned", () => {
    expect(vocabulary.get("quest")).toBeUndefined();
    const few = learnVocabulary(index.fields, index.labels, gameCount(index), { ...OPTIONS, minGames: 5 });
    expect(few.get("galleon")).toBeUndefined();
  });

  test("parseQuery borrows the labels for words no table or label name explains, weighted by strength", () => {
    const q = parseQuery("that galleon game", index.labelNames, { vocabulary, query: QUERY });
    expect(q.labels.get("pirates")).toBeCloseTo(QUERY.learnedWeight * vocabulary.get("galleon")![0]!.strength, 5);
    expect(q.unexplained).toBe(1);
    // Without the vocabulary the word explains nothing.
    expect(parseQuery("that galleon game", index.labelNames, { query: QUERY }).labels.has("pirates")).toBe(false);
  });

  test("a description's words that tags explain are not counted as unexplained", () => {
    expect(parseQuery("farming sim", index.labelNames).unexplained).toBe(0);
    expect(parseQuery("a farming sim about a lighthouse keeper", index.labelNames).unexplained).toBe(2);
  });
});

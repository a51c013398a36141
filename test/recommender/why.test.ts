// The `why` line of each pick, through createRecommender on a fixture catalog: it names the concrete signal (shared
// distinctive tags, developer, series, co-op mode, the Deck filter, what both descriptions say) in English and in
// grammatical Russian; only tags strong in both games, near-synonyms once, one "also" at most.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { createRecommender, summaryHooks, type HookSource } from "../../src/recommender";
import { ruTag } from "../../src/recommender/ru-names";
import type { Lang, SimilarFilters } from "../../src/recommender/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };
const MV = ["Metroidvania", "Souls-like", "Platformer", "Difficult", "2D", "Indie", "Singleplayer", "Great Soundtrack"];

const seed = makeGame({ appid: 1, name: "Hollow Bug™", tags: MV, genres: ["Action", "Indie"], developers: ["Team Bug"], reviews: reviews(10000, 100), year: 2017 });
const twin = makeGame({ appid: 2, name: "Cave Knight", tags: MV, genres: ["Action", "Indie"], developers: ["Other"], reviews: reviews(9000, 100), deck: "verified", year: 2018 });
const sequel = makeGame({ appid: 3, name: "Hollow Bug 2", tags: MV, genres: ["Action"], developers: ["Team Bug"], reviews: reviews(9000, 100), year: 2020 });
const sibling = makeGame({ appid: 4, name: "Moth Dance", tags: ["Platformer", "Difficult", "Cute"], genres: ["Action"], developers: ["Team Bug"], reviews: reviews(9000, 100) });
const coopSeed = makeGame({
  appid: 10, name: "Ghost Crew", tags: ["Online Co-Op", "Horror", "Psychological Horror", "Investigation", "Co-op"], genres: ["Action"],
  coop: { online: true, local: false, lan: false }, categories: ["Online Co-op", "Co-op"], reviews: reviews(5000, 100),
});
const coopPick = makeGame({
  appid: 11, name: "Haunt Squad", tags: ["Online Co-Op", "Horror", "Psychological Horror", "Investigation"], genres: ["Action"],
  coop: { online: true, local: false, lan: false }, categories: ["Online Co-op", "Co-op"], reviews: reviews(5000, 100),
});
const filler: Game[] = Array.from({ length: 30 }, (_, k) =>
  makeGame({ appid: 900 + k, name: `Filler ${k}`, tags: k % 2 ? ["Racing", "Sports", "Indie"] : ["Visual Novel", "Anime", "Singleplayer"], reviews: reviews(10, 1) }),
);
const rec = createRecommender({ store: fixtureCatalog([seed, twin, sequel, sibling, coopSeed, coopPick, ...filler]) });

function whyOf(s: Game, appid: number, lang: Lang, filters: SimilarFilters = NONE): string {
  const pick = rec.similar(s, { n: 10, lang, filters }).find((p) => p.game.appid === appid);
  if (!pick) throw new Error(`no pick ${appid}`);
  return pick.why;
}

describe("why", () => {
  describe("in English", () => {
    test("names the shared distinctive tags and the seed, without trademark signs", () => {
      const why = whyOf(seed, 2, "en");
      expect(why).toMatch(/Metroidvania|Souls-like/);
      expect(why).toContain("Hollow Bug");
      expect(why).not.toContain("™");
    });

    test("never gives common or reception tags as the reason", () => {
      expect(whyOf(seed, 2, "en")).not.toMatch(/Indie|Singleplayer|Great Soundtrack/);
    });

    test("names the series for a sequel", () => {
      expect(whyOf(seed, 3, "en")).toMatch(/series/);
    });

    test("names the developer for another game of the same studio", () => {
      expect(whyOf(seed, 4, "en")).toContain("Team Bug");
    });

    test("names the co-op mode when the seed is built around co-op", () => {
      expect(whyOf(coopSeed, 11, "en")).toMatch(/online co-op/i);
    });

    test("says Deck verified when the filter asked for it, and not otherwise", () => {
      expect(whyOf(seed, 2, "en", { ...NONE, deck: "verified" })).toContain("Deck verified");
      expect(whyOf(seed, 2, "en")).not.toContain("Deck");
    });
  });

  describe("in Russian", () => {
    test("uses the Russian tag names, lower-cased inside the sentence", () => {
      const why = whyOf(seed, 2, "ru");
      expect(why).toMatch(/метроидвания|соулслайк/);
      expect(why).not.toMatch(/Metroidvania|Souls-like/);
    });

    test.each([
      ["a series pick", seed, 3, /серии|серия/],
      ["a same-developer pick", seed, 4, /Team Bug/],
      ["a co-op pick", coopSeed, 11, /сетев\S+ кооператив/],
    ])("names the signal of %s", (_, s, appid, pattern) => {
      expect(whyOf(s, appid, "ru")).toMatch(pattern);
    });

    test("says the Deck status in Russian when the filter asked for it", () => {
      expect(whyOf(seed, 2, "ru", { ...NONE, deck: "playable" })).toContain("проверена для Steam Deck");
    });
  });

  describe("when no tag is shared", () => {
    const racer = makeGame({ appid: 1, name: "Lonely Racer", genres: ["Racing", "Sports"], developers: ["A"] });
    const road = makeGame({ appid: 2, name: "Road Rush", tags: ["Driving"], genres: ["Racing", "Sports"], developers: ["B"], reviews: reviews(500, 50) });
    const alpha = makeGame({ appid: 3, name: "Alpha", tags: ["Space", "Strategy"], reviews: reviews(1000, 10) });
    const beta = makeGame({ appid: 4, name: "Beta", tags: ["Space", "Sci-fi"], reviews: reviews(1000, 10) });
    const users = Array.from({ length: 12 }, (_, u) => [3, 4].map((appid) => ({ userId: `u${u}`, appid, recommend: true }))).flat();
    const small = createRecommender({ store: fixtureCatalog([racer, road, alpha, beta, ...filler], { userRecommendations: users }) });
    const why = (s: Game, lang: Lang) => small.similar(s, { n: 1, lang, filters: NONE })[0]!.why;

    test("the shared store genre is the reason", () => {
      expect(why(racer, "en")).toBe("Also a Racing game, like Lonely Racer.");
      expect(why(racer, "ru")).toBe("Тоже гонки, как Lonely Racer.");
    });

    test("players' co-recommendation is the reason when only one tag is shared", () => {
      expect(why(alpha, "en")).toBe("Players who recommended Alpha also recommended this; both are Space.");
      expect(why(alpha, "ru")).toBe("Её рекомендовали те же игроки, что и Alpha; тоже космос.");
    });
  });

  describe("when the data has gaps", () => {
    const dotted = makeGame({ appid: 20, name: "S.T.A.L.K.E.R.", tags: MV, genres: ["Action"], developers: ["Zone"], reviews: reviews(9000, 100) });
    const dottedSequel = makeGame({ appid: 21, name: "S.T.A.L.K.E.R. 2", genres: ["Action"], developers: ["Zone"], reviews: reviews(9000, 100) });
    const gaps = createRecommender({ store: fixtureCatalog([seed, twin, dotted, dottedSequel, ...filler]) });
    const lines = (s: Game, lang: Lang) => gaps.similar(s, { n: 5, lang, filters: NONE });

    test("a name that ends in a full stop does not get a second one", () => {
      // Series-mates sharing only genres, so the series sentence ends with the series name in every wording.
      const parts = ["Racing", "Puzzle", "Horror", "Farming Sim", "Card Game"].map((tag, k) =>
        makeGame({ appid: 30 + k, name: `S.T.A.L.K.E.R. ${k + 2}`, tags: [tag], genres: ["Action", "Adventure"], developers: ["Zone"], reviews: reviews(9000, 100) }));
      const series = createRecommender({ store: fixtureCatalog([...parts, ...filler]) });
      const whys = parts.flatMap((p) => (["en", "ru"] as const).flatMap((lang) => series.similar(p, { n: 4, lang, filters: NONE }).map((x) => x.why)));
      expect(whys.filter((w) => w.includes("S.T.A.L.K.E.R."))).not.toHaveLength(0);
      expect(whys.some((w) => w.endsWith("S.T.A.L.K.E.R."))).toBe(true);
      for (const w of whys) expect(w).not.toMatch(/\.\.$/);
    });

    test("a tag-less game is explained by the tags it borrowed from its series-mate", () => {
      const pick = lines(dottedSequel, "en").find((p) => p.game.appid === 2);
      expect(pick?.why).toMatch(/Metroidvania|Souls-like/);
    });
  });

  describe("in either language", () => {
    test.each(["en", "ru"] as const)("%s: every line is one short sentence ending with a full stop, no filler", (lang) => {
      for (const s of [seed, coopSeed]) {
        for (const p of rec.similar(s, { n: 10, lang, filters: NONE })) {
          expect(p.why).toMatch(/^\S.*\.$/);
          expect(p.why.length).toBeLessThan(160);
          expect(p.why.slice(0, -1)).not.toContain(". ");
          expect(p.why).not.toMatch(/great game|you may like|you might like/i);
        }
      }
    });

    test("the wording varies down a list", () => {
      const lines = rec.similar(seed, { n: 3, lang: "en", filters: NONE }).map((p) => p.why.split(" ").slice(0, 2).join(" "));
      expect(new Set(lines).size).toBeGreaterThan(1);
    });
  });
});

describe("why over a whole list", () => {
  // 22 games with the seed's very tags: every pick could read the same sentence. Enough other games keep the tags rare.
  const clones = Array.from({ length: 22 }, (_, k) =>
    makeGame({ appid: 100 + k, name: `Cave Clone ${k}`, tags: MV, genres: ["Action", "Indie"], developers: [`Clone Studio ${k}`], reviews: reviews(5000 + k, 100), year: 2018, deck: "playable" }));
  const crowd: Game[] = Array.from({ length: 150 }, (_, k) =>
    makeGame({ appid: 1000 + k, name: `Crowd ${k}`, tags: k % 2 ? ["Racing", "Sports", "Indie"] : ["Visual Novel", "Anime", "Singleplayer"], reviews: reviews(10, 1) }));
  const siblings = Array.from({ length: 4 }, (_, k) =>
    makeGame({ appid: 200 + k, name: `Bug Side Story ${k}`, tags: MV, genres: ["Action"], developers: ["Team Bug"], reviews: reviews(9000, 100), year: 2019 }));
  const store = fixtureCatalog([seed, ...clones, ...siblings, ...crowd]);
  const rec = createRecommender({ store });

  test.each(["en", "ru"] as const)("%s: no two picks of a list of 20 get the same sentence, with or without filters", (lang) => {
    for (const filters of [NONE, { ...NONE, deck: "playable" as const }]) {
      const whys = rec.similar(seed, { n: 20, lang, filters }).map((p) => p.why);
      expect(whys.length).toBeGreaterThan(10);
      expect(new Set(whys).size).toBe(whys.length);
    }
  });

  test("neighbouring lines name different shared tags where the two games share several", () => {
    const whys = rec.similar(seed, { n: 10, lang: "en", filters: NONE }).map((p) => p.why);
    const tagsOf = (w: string) => MV.filter((t) => w.includes(t)).sort().join();
    for (let k = 1; k < whys.length; k++) expect(tagsOf(whys[k]!)).not.toBe(tagsOf(whys[k - 1]!));
  });

  test("lists of three read 'A, B and C' in English and 'A, B и C' in Russian", () => {
    const threeEn = rec.similar(seed, { n: 20, lang: "en", filters: NONE }).map((p) => p.why).find((w) => /\w, [\w-]+ and [\w-]+/.test(w));
    const threeRu = rec.similar(seed, { n: 20, lang: "ru", filters: NONE }).map((p) => p.why).find((w) => /[а-яё-]+, [а-яё-]+ и [а-яё-]+/i.test(w));
    expect(threeEn).toBeDefined();
    expect(threeEn).not.toMatch(/[\w-]+, [\w-]+, and /);
    expect(threeRu).toBeDefined();
    expect(threeRu).not.toMatch(/[а-яё-]+, [а-яё-]+, и /i);
  });

  test("summary hooks both games share are the reason, in the list's language", () => {
    const hooks = (games: readonly Game[], lang: Lang): string[][] => games.map((g) => {
      if (g.appid !== seed.appid && g.appid !== 121) return [];
      return lang === "ru" ? ["беспощадные боссы", "короткие забеги"] : ["punishing bosses", "20-minute runs"];
    });
    const hooked = createRecommender({ store, hooks });
    const en = hooked.similar(seed, { n: 20, lang: "en", filters: NONE });
    const ru = hooked.similar(seed, { n: 20, lang: "ru", filters: NONE });
    expect(en.find((p) => p.game.appid === 121)!.why).toMatch(/punishing bosses.*20-minute runs/);
    expect(ru.find((p) => p.game.appid === 121)!.why).toMatch(/беспощадные боссы и короткие забеги/);
    // A pick whose summary shares nothing keeps its tag reason.
    expect(en.find((p) => p.game.appid === 120)!.why).not.toMatch(/punishing bosses/);
  });

  test("praise reads as English nouns and never links three things with 'and' ('и')", () => {
    // Real phrases of the summaries' vocabulary: one is no noun, the other holds "and" of its own.
    const PRAISE = { en: ["great with friends", "mods and workshop content"], ru: ["отлично играется с друзьями", "моды и контент из Мастерской"] };
    const hooks: HookSource = (games, lang) => games.map((g) => (g.appid === seed.appid || g.appid === 121 ? PRAISE[lang] : []));
    const hooked = createRecommender({ store, hooks });
    const why = (lang: Lang) => hooked.similar(seed, { n: 20, lang, filters: NONE }).find((p) => p.game.appid === 121)!.why;
    expect(why("en")).toContain("praise playing with friends as well as mods and workshop content");
    expect(why("en")).not.toContain("great with friends");
    expect(why("ru")).toContain("отлично играется с друзьями, а также моды и контент из Мастерской");
  });

  test("a line of the studio's own games never trails 'and … too' ('Made by Team Bug, like Hollow Bug, and Metroidvania too')", () => {
    const whys = rec.similar(seed, { n: 20, lang: "en", filters: NONE }).filter((p) => p.game.developers.includes("Team Bug")).map((p) => p.why);
    expect(whys.some((w) => w.startsWith("Team Bug made both this and Hollow Bug"))).toBe(true);
    for (const w of whys) expect(w).not.toMatch(/\btoo\b/);
  });

  test("the studio's own games name the studio, each in its own words", () => {
    const whys = rec.similar(seed, { n: 20, lang: "en", filters: NONE }).filter((p) => p.game.developers.includes("Team Bug")).map((p) => p.why);
    expect(whys.length).toBeGreaterThan(1);
    for (const w of whys) expect(w).toContain("Team Bug");
    expect(new Set(whys).size).toBe(whys.length);
  });
});

describe("reasons that are true", () => {
  // Ordered tag lists (the store's order known): a tag low in either list is no reason.
  const ordered = (tags: string[]) => ({ tags, tagOrder: "prior" as const });
  const TOP = ["Puzzle", "First-Person", "Sci-fi", "Philosophical", "Robots", "Exploration"];
  const LOW = ["Competitive", "Open World", "Isometric"];
  const seedGame = makeGame({
    appid: 1, name: "Glass Axiom", ...ordered([...TOP, "Atmospheric", "Story Rich", "Female Protagonist", "Short", ...LOW]), genres: ["Adventure"],
    reviews: reviews(20000, 500), developers: ["Axiom Works"], year: 2016,
    description: "Wake in a ruined observatory where the same morning repeats in a time loop until you solve its riddles.",
  });
  // Picks whose own strongest tags are the seed's weakest ones, plus a few of its strong ones.
  const picks = Array.from({ length: 8 }, (_, k) => makeGame({
    appid: 10 + k, name: `Prism ${k}`, ...ordered([LOW[k % 3]!, TOP[k % 6]!, TOP[(k + 1) % 6]!, "FPS", "Shooter", "Roguelike", "Roguelite", TOP[(k + 2) % 6]!]),
    genres: ["Adventure"], reviews: reviews(5000 + k, 100), developers: [`Prism Studio ${k}`], year: 2017,
  }));
  const shooterSeed = makeGame({ appid: 2, name: "Rail Siege", ...ordered(["FPS", "Shooter", "Roguelike", "Roguelite", "Trains", "Steampunk"]), genres: ["Action"], reviews: reviews(9000, 100) });
  // They share with it only two pairs of near-synonyms.
  const gunners = Array.from({ length: 6 }, (_, k) => makeGame({
    appid: 40 + k, name: `Gunner ${k}`, ...ordered(k % 2 ? ["Shooter", "FPS", "Roguelite", "Roguelike", "Western"] : ["FPS", "Roguelike", "Shooter", "Roguelite", "Pirates"]),
    genres: ["Action"], reviews: reviews(3000 + k, 100), developers: [`Gun Studio ${k}`],
  }));
  const looper = makeGame({
    appid: 30, name: "Dawn Again", ...ordered(["Time Manipulation", "Mystery", "Puzzle", "Detective", "Story Rich", "Point & Click"]), genres: ["Adventure"],
    reviews: reviews(8000, 100), developers: ["Loop House"], year: 2018,
    description: "A train station stuck in a time loop: every evening resets, and only you remember the last one.",
  });
  const crowd = Array.from({ length: 100 }, (_, k) => makeGame({ appid: 3000 + k, name: `Crowd ${k}`, tags: ["Racing", "Sports", "Casual"], reviews: reviews(10, 1) }));
  const rec = createRecommender({ store: fixtureCatalog([seedGame, shooterSeed, looper, ...picks, ...gunners, ...filler, ...crowd]) });
  const lines = (s: Game, lang: Lang) => rec.similar(s, { n: 10, lang, filters: NONE });

  test("a tag low in either game's list is never named, in either language", () => {
    for (const lang of ["en", "ru"] as const) {
      const names = LOW.map((t) => (lang === "ru" ? ruTag(t) : t).toLowerCase());
      for (const p of lines(seedGame, lang)) for (const n of names) expect(p.why.toLowerCase()).not.toContain(n);
    }
  });

  test("near-synonyms are named once: never FPS and Shooter, never two of the roguelike family", () => {
    const whys = lines(shooterSeed, "en").map((p) => p.why);
    expect(whys.some((w) => /FPS|Shooter/.test(w))).toBe(true);
    for (const w of whys) {
      expect(/FPS/.test(w) && /Shooter/.test(w)).toBe(false);
      expect((w.match(/Roguel(?:ike|ite)/g) ?? []).length).toBeLessThan(2);
    }
  });

  /**
   * A seed with `tags` (in store order) and `count` games by other studios with the same tags, every other one in the
   * reverse order (so neighbouring lines name different tags); the seed's list of them in `lang`.
   */
  const mateLines = (appid: number, tags: string[], lang: Lang = "en", hooks?: HookSource, count = 6): string[] => {
    const seedGame = makeGame({ appid, name: `Mate Seed ${appid}`, ...ordered(tags), genres: ["Adventure"], reviews: reviews(9000, 100) });
    const mates = Array.from({ length: count }, (_, k) => makeGame({
      appid: appid * 10 + k, name: `Mate ${appid}-${k}`, ...ordered(k % 2 ? tags : [...tags].reverse()), genres: ["Adventure"],
      reviews: reviews(4000 + k, 100), developers: [`Mate Studio ${k}`],
    }));
    const own = createRecommender({ store: fixtureCatalog([seedGame, ...mates, ...filler, ...crowd]), hooks });
    return own.similar(seedGame, { n: count, lang, filters: NONE }).map((p) => p.why);
  };

  test("a tag another named tag spells out is left out: never 'Puzzle Platformer and Platformer' or 'Space Sim and Space'", () => {
    const whys = mateLines(50, ["Puzzle Platformer", "Platformer", "Space Sim", "Space", "Pixel Graphics", "Gravity"]);
    expect(whys.some((w) => /Puzzle Platformer|Space Sim/.test(w))).toBe(true);
    for (const w of whys) {
      expect(/Puzzle Platformer/.test(w) && /(?<!Puzzle )Platformer/.test(w)).toBe(false);
      expect(/Space Sim/.test(w) && /Space(?! Sim)/.test(w)).toBe(false);
    }
  });

  test("Funny and Comedy, Military and War are near-synonyms: a line names one of each pair", () => {
    const whys = mateLines(60, ["Funny", "Comedy", "Military", "War", "Gravity"]);
    expect(whys.some((w) => /Funny|Comedy/.test(w))).toBe(true);
    expect(whys.some((w) => /Military|War/.test(w))).toBe(true);
    for (const w of whys) {
      expect(w.includes("Funny") && w.includes("Comedy")).toBe(false);
      expect(w.includes("Military") && w.includes("War")).toBe(false);
    }
  });

  test("a line naming a '-like' tag compares with 'as in': never 'Also Souls-like, like …'", () => {
    const whys = mateLines(61, ["Souls-like", "Dark Fantasy", "Pirates", "Pixel Graphics", "Gravity"]);
    expect(whys.some((w) => w.includes("Souls-like"))).toBe(true);
    for (const w of whys) if (w.includes("Souls-like")) expect(w.replace("Souls-like", "")).not.toMatch(/\blike\b/i);
    // A word that only ends in "like" is no "-like" tag: "Also Roguelike, like …" keeps its wording.
    const rogue = mateLines(62, ["Roguelike", "Pirates", "Pixel Graphics", "Gravity"]).filter((w) => w.includes("Roguelike"));
    expect(rogue.some((w) => /\blike\b/i.test(w.replace(/Roguelike/g, "")))).toBe(true);
  });

  test("words are compared by stem: never 'Fighting and 2D Fighter' ('файтинг и 2D-файтинг')", () => {
    for (const lang of ["en", "ru"] as const) {
      const whys = mateLines(57, ["2D Fighter", "Fighting", "Anime", "Pixel Graphics", "Gravity"], lang);
      const [fighter, fighting] = lang === "ru" ? [ruTag("2D Fighter"), ruTag("Fighting")].map((t) => t.toLowerCase()) : ["2D Fighter", "Fighting"];
      expect(whys.some((w) => w.toLowerCase().includes(fighter!.toLowerCase()))).toBe(true);
      for (const w of whys) expect(w.toLowerCase().includes(fighter!.toLowerCase()) && w.toLowerCase().replace(fighter!.toLowerCase(), "").includes(fighting!.toLowerCase())).toBe(false);
    }
  });

  test("a hyphen or an abbreviation does not hide a tag spelt out by another: never 'Third-Person Shooter and Third Person' or 'FPS and First-Person'", () => {
    const whys = mateLines(51, ["Third-Person Shooter", "Third Person", "Cyberpunk", "Heist", "Gravity"]);
    expect(whys.some((w) => w.includes("Third-Person Shooter"))).toBe(true);
    for (const w of whys) expect(w.includes("Third-Person Shooter") && w.includes("Third Person")).toBe(false);
    const shooters = mateLines(53, ["FPS", "First-Person", "Real-Time", "RTS", "Gravity"]);
    expect(shooters.some((w) => w.includes("FPS"))).toBe(true);
    expect(shooters.some((w) => w.includes("RTS"))).toBe(true);
    for (const w of shooters) {
      expect(w.includes("FPS") && w.includes("First-Person")).toBe(false);
      expect(w.includes("RTS") && w.includes("Real-Time")).toBe(false);
    }
  });

  test("players' praise never restates a tag the line names, in either language", () => {
    // A line takes the first two hooks both games share.
    const PRAISE = { en: ["vast open world", "tense duels", "rich story"], ru: ["огромный открытый мир", "напряжённые дуэли", "богатый сюжет"] };
    const hooks: HookSource = (games, lang) => games.map(() => PRAISE[lang]);
    for (const lang of ["en", "ru"] as const) {
      const whys = mateLines(52, ["Open World", "Story Rich", "Western", "Horses", "Gravity"], lang, hooks, 8).map((w) => w.toLowerCase());
      // The praise still rides along where it says something new...
      expect(whys.some((w) => w.includes(PRAISE[lang][1]!))).toBe(true);
      // ...but a named tag is not said twice ("Open World ...; players of both praise vast open world").
      const openWorld = (lang === "ru" ? ruTag("Open World") : "Open World").toLowerCase();
      for (const w of whys) expect(w.split(openWorld).length - 1).toBeLessThan(2);
    }
  });

  test("praise that says a named tag in other words is left out, in both languages alike", () => {
    // Real phrases of the summaries' vocabulary: "atmosphere" has the stem of Atmospheric, "crafting" says only part of
    // Open World Survival Craft, and "humor" is what Funny says in Russian (both "юмор").
    const CASES = [
      { appid: 54, tag: "Atmospheric", en: "atmosphere", ru: "атмосфера" },
      { appid: 55, tag: "Open World Survival Craft", en: "crafting", ru: "крафт" },
      { appid: 56, tag: "Funny", en: "humor", ru: "юмор" },
    ];
    for (const c of CASES) {
      // A line takes the first two hooks both games share: the restating one, then one that says something new.
      const PRAISE = { en: [c.en, "tense duels"], ru: [c.ru, "напряжённые дуэли"] };
      const hooks: HookSource = (games, lang) => games.map(() => PRAISE[lang]);
      const praised = { en: [] as string[], ru: [] as string[] };
      for (const lang of ["en", "ru"] as const) {
        for (const w of mateLines(c.appid, [c.tag, "Western", "Horses", "Pirates", "Gravity"], lang, hooks, 8)) {
          const [named, praise = ""] = w.split(lang === "ru" ? "хвалят: " : "praise ");
          praised[lang].push(praise);
          if (named!.toLowerCase().includes((lang === "ru" ? ruTag(c.tag) : c.tag).toLowerCase())) expect(praise).not.toContain(PRAISE[lang][0]!);
        }
      }
      // The praise still rides along where it says something new, in both languages on the same lines.
      expect(praised.en.some((p) => p.includes("tense duels"))).toBe(true);
      expect(praised.ru.map((p) => p.length > 0)).toEqual(praised.en.map((p) => p.length > 0));
    }
  });

  test("Russian tag names sharing a head noun say it once: 'симулятор фермы и жизни', '4X- и пошаговая стратегия', 'лутер-шутер от первого лица'", () => {
    const CASES = [
      { appid: 61, tags: ["Farming Sim", "Life Sim"], merged: /симулятор (?:фермы и жизни|жизни и фермы)/ },
      { appid: 62, tags: ["4X", "Turn-Based Strategy"], merged: /4X- и пошаговая стратегия|пошаговая и 4X-стратегия/ },
      { appid: 68, tags: ["Looter Shooter", "FPS"], merged: /лутер-шутер от первого лица/ },
    ];
    for (const c of CASES) {
      const whys = mateLines(c.appid, [...c.tags, "Western", "Horses", "Pirates"], "ru", undefined, 8);
      expect(whys.some((w) => c.merged.test(w))).toBe(true);
      for (const w of whys) expect(w).not.toMatch(/симулятор \S+(?:,| и) симулятор|стратегия(?:,| и) [\p{L}-]*стратегия|шутер(?:,| и) шутер/u);
      // The English lines still name both tags.
      expect(mateLines(c.appid, [...c.tags, "Western", "Horses", "Pirates"], "en", undefined, 8).some((w) => c.tags.every((t) => w.includes(t)))).toBe(true);
    }
  });

  test("a soccer game's 'Football (American)' (a Steam tag put beside 'Football (Soccer)') is never named; an American football game's is", () => {
    const soccer = mateLines(63, ["Football (American)", "Football (Soccer)", "Sports", "Western", "Horses"], "en", undefined, 8);
    expect(soccer.some((w) => w.includes("Football (Soccer)"))).toBe(true);
    for (const w of soccer) expect(w).not.toContain("Football (American)");
    const american = mateLines(64, ["Football (American)", "Sports", "Western", "Horses"], "en", undefined, 8);
    expect(american.some((w) => w.includes("Football (American)"))).toBe(true);
  });

  test("a tag the seed's name already says is not named beside it ('… Assassin's Creed; also Assassin', '… DARK SOULS; also Souls-like')", () => {
    const namedLines = (appid: number, name: string, tags: string[]) => {
      const seedGame = makeGame({ appid, name, ...ordered(tags), genres: ["Action"], reviews: reviews(9000, 100) });
      const mates = Array.from({ length: 6 }, (_, k) => makeGame({
        appid: appid * 10 + k, name: `Vow Mate ${appid}-${k}`, ...ordered(k % 2 ? tags : [...tags].reverse()), genres: ["Action"],
        reviews: reviews(4000 + k, 100), developers: [`Vow Studio ${k}`],
      }));
      const own = createRecommender({ store: fixtureCatalog([seedGame, ...mates, ...filler, ...crowd]) });
      return own.similar(seedGame, { n: 6, lang: "en", filters: NONE }).map((p) => p.why.replace(name, ""));
    };
    const CASES = [
      { appid: 65, name: "Assassin's Vow", tags: ["Assassin", "Stealth", "Parkour", "Western", "Horses"], said: "Assassin" },
      { appid: 66, name: "Ashen Souls", tags: ["Souls-like", "Dark Fantasy", "Difficult", "Western", "Horses"], said: "Souls-like" },
    ];
    for (const c of CASES) {
      const whys = namedLines(c.appid, c.name, c.tags);
      expect(whys.some((w) => /Stealth|Dark Fantasy/.test(w))).toBe(true);
      for (const w of whys) expect(w).not.toContain(c.said);
    }
    // A seed whose name says every strong tag still names them.
    expect(namedLines(67, "Zombies Forever", ["Zombies"]).some((w) => w.includes("Zombies"))).toBe(true);
  });

  test("a seed whose name holds a colon is followed by a dash, never a second colon ('Like Cities: Skylines — …')", () => {
    const tags = ["City Builder", "Medieval", "Economy", "Pixel Graphics", "Gravity"];
    const kite = makeGame({ appid: 58, name: "Kite Town: Second Wind", ...ordered(tags), genres: ["Simulation"], reviews: reviews(9000, 100) });
    const mates = Array.from({ length: 8 }, (_, k) => makeGame({
      appid: 580 + k, name: `Kite Mate ${k}`, ...ordered(k % 2 ? tags : [...tags].reverse()), genres: ["Simulation"],
      reviews: reviews(4000 + k, 100), developers: [`Kite Studio ${k}`],
    }));
    const own = createRecommender({ store: fixtureCatalog([kite, ...mates, ...filler]) });
    for (const lang of ["en", "ru"] as const) {
      const whys = own.similar(kite, { n: 8, lang, filters: NONE }).map((p) => p.why);
      // The wordings that list after the name are taken, with a dash...
      expect(whys.some((w) => w.includes("Kite Town: Second Wind — "))).toBe(true);
      for (const w of whys) expect(w).not.toContain("Second Wind:");
    }
  });

  test("a seed named as its series, or by its series and more, does not name the series twice: 'One more Kite Racer game', never 'Part of the Kite Racer series, like Kite Racer 2'", () => {
    // One tag to name, so each wording gives one line.
    const tags = ["Kites", "Singleplayer"];
    const first = makeGame({ appid: 59, name: "Kite Racer", ...ordered(tags), genres: ["Racing"], developers: ["Kite Works"], reviews: reviews(9000, 100), year: 2010 });
    const sequels = [2, 3, 4].map((k) => makeGame({
      appid: 590 + k, name: `Kite Racer ${k}`, ...ordered(tags), genres: ["Racing"], developers: ["Kite Works"], reviews: reviews(8000 - k, 100), year: 2010 + k,
    }));
    const own = createRecommender({ store: fixtureCatalog([first, ...sequels, ...filler]) });
    for (const seed of [first, sequels[0]!]) {
      const whys = own.similar(seed, { n: 3, lang: "en", filters: NONE }).map((p) => p.why);
      // Three series-mates take the signal's three wordings in turn; the last one names the series once.
      expect(whys.filter((w) => /series|One more Kite Racer game/.test(w))).toHaveLength(3);
      expect(whys.some((w) => w.startsWith("One more Kite Racer game"))).toBe(true);
      for (const w of whys) expect(w).not.toMatch(/Kite Racer series, like Kite Racer/);
    }
  });

  test("a pick that shares a strong tag is explained by it after its wordings run out, never by a store genre alone", () => {
    // Eight picks share one strong tag with the seed: its three wordings cannot give eight different lines.
    const royale = makeGame({ appid: 70, name: "Bounce Royale", ...ordered(["Battle Royale", "Colorful", "Party Game", "Physics"]), genres: ["Action"], reviews: reviews(9000, 100) });
    const OWN = ["Sniper", "Zombies", "Pirates", "Mechs", "Ninja", "Dinosaurs", "Medieval", "Space"];
    const rivals = OWN.map((own, k) => makeGame({
      appid: 80 + k, name: `Drop Zone ${k}`, ...ordered(["Battle Royale", own, "Tactical", "Military"]), genres: ["Action"],
      reviews: reviews(6000 - k, 100), developers: [`Drop Studio ${k}`],
    }));
    const own = createRecommender({ store: fixtureCatalog([royale, ...rivals, ...filler, ...crowd]) });
    for (const lang of ["en", "ru"] as const) {
      const whys = own.similar(royale, { n: 8, lang, filters: NONE }).map((p) => p.why);
      expect(whys).toHaveLength(8);
      expect(new Set(whys).size).toBe(8);
      for (const w of whys) expect(w).not.toMatch(lang === "en" ? / game, like |Plays much like/ : /^Тоже экшен|Играется похоже/);
      for (const w of whys) expect(w.toLowerCase()).toContain((lang === "en" ? "Battle Royale" : ruTag("Battle Royale")).toLowerCase());
    }
  });

  test("the detail that sets a pick apart never repeats what the line named: never 'Also FPS; this one adds First-Person'", () => {
    // Eight picks share only FPS with the seed, and each one's own strongest tag is First-Person (which FPS says).
    const arena = makeGame({ appid: 71, name: "Bolt Arena", ...ordered(["FPS", "Colorful", "Party Game", "Physics"]), genres: ["Action"], reviews: reviews(9000, 100) });
    const OWN = ["Sniper", "Zombies", "Pirates", "Mechs", "Ninja", "Dinosaurs", "Medieval", "Space"];
    const rivals = OWN.map((own, k) => makeGame({
      appid: 180 + k, name: `Bolt Rival ${k}`, ...ordered(["FPS", "First-Person", own, "Military"]), genres: ["Action"],
      reviews: reviews(6000 - k, 100), developers: [`Bolt Studio ${k}`],
    }));
    const own = createRecommender({ store: fixtureCatalog([arena, ...rivals, ...filler, ...crowd]) });
    const whys = own.similar(arena, { n: 8, lang: "en", filters: NONE }).map((p) => p.why);
    expect(whys.some((w) => /this one adds (Sniper|Zombies|Pirates|Mechs|Ninja|Dinosaurs|Medieval|Space)/.test(w))).toBe(true);
    for (const w of whys) expect(w.includes("FPS") && w.includes("First-Person")).toBe(false);
  });

  test("one 'also' at most per line", () => {
    for (const s of [seedGame, shooterSeed, seed]) {
      for (const p of lines(s, "en")) expect((p.why.match(/\balso\b/gi) ?? []).length).toBeLessThan(2);
      for (const p of lines(s, "ru")) expect((p.why.match(/тоже/gi) ?? []).length).toBeLessThan(2);
    }
  });

  test("what both descriptions say the games are about is the reason when the tags say little", () => {
    const en = lines(seedGame, "en").find((p) => p.game.appid === 30);
    const ru = lines(seedGame, "ru").find((p) => p.game.appid === 30);
    expect(en?.why).toMatch(/time runs in a short loop/);
    expect(ru?.why).toMatch(/время ходит по кругу/);
  });
});

describe("summaryHooks", () => {
  const g = makeGame({ appid: 1, name: "Hooked" });
  const summary = { tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null, hooks: ["clever puzzles", "an unknown hook"], dealbreakers: [] };
  const hooks = summaryHooks(fixtureCatalog([g], { summaries: [[1, summary]] }));

  test("English lists get the summary's phrases; Russian ones the phrases with a Russian name, and no English", () => {
    expect(hooks([g], "en")[0]).toEqual(["clever puzzles", "an unknown hook"]);
    expect(hooks([g], "ru")[0]).toEqual(["остроумные головоломки"]);
  });
});

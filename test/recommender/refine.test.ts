// Covers src/recommender/refine.ts and createRecommender's similarRefined on a fixture catalog with summaries: the
// codes and the one predicate, each refinement in both directions, unknown fields left out and counted, the why clause
// in English and Russian, and unrefined lists untouched.
import { describe, expect, test } from "bun:test";
import { createRecommender } from "../../src/recommender";
import {
  buildRefineCodes, codeValues, compileRefinements, countLeftOut, KEEP, NOT_WANTED, refineClause, refineCode, refineVerdict, UNKNOWN, withClause,
} from "../../src/recommender/refine";
import type { SimilarFilters } from "../../src/recommender/types";
import type { Refinements } from "../../src/schemas";
import { fixtureCatalog } from "../helpers/fixture-catalog";
import { LIKE_NAMES, REFINE_GAMES, REFINE_SEED, REFINE_SUMMARIES, summary } from "../helpers/refine-fixture";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };

describe("codes and the predicate", () => {
  const codes = Uint16Array.from([
    refineCode(summary({ length: "short", difficulty: "relaxed", sessionShape: "short_bursts", coOp: "local_coop" })),
    refineCode(summary({ length: "massive", difficulty: "punishing", sessionShape: "long_sessions", coOp: "solo_only" })),
    refineCode(summary({ coOp: "online_and_local" })),
    refineCode(null),
  ]);
  const verdicts = (r: Refinements) => [0, 1, 2, 3].map((i) => refineVerdict(compileRefinements(r, codes)!, i));

  test("a wanted value keeps, another known value is not wanted, a missing one is unknown", () => {
    expect(verdicts({ length: ["short"] })).toEqual([KEEP, NOT_WANTED, UNKNOWN, UNKNOWN]);
    expect(verdicts({ length: ["long", "massive", "endless"] })).toEqual([NOT_WANTED, KEEP, UNKNOWN, UNKNOWN]);
    expect(verdicts({ difficulty: ["punishing"] })).toEqual([NOT_WANTED, KEEP, UNKNOWN, UNKNOWN]);
    expect(verdicts({ session_shape: ["short_bursts", "flexible"] })).toEqual([KEEP, NOT_WANTED, UNKNOWN, UNKNOWN]);
  });

  test("co-op: solo_only is known and offers neither kind; online_and_local offers both", () => {
    expect(verdicts({ co_op: ["local"] })).toEqual([KEEP, NOT_WANTED, KEEP, UNKNOWN]);
    expect(verdicts({ co_op: ["online"] })).toEqual([NOT_WANTED, NOT_WANTED, KEEP, UNKNOWN]);
  });

  test("a known mismatch wins over an unknown field, so only games that might fit are counted", () => {
    // Game 2 offers local co-op but does not know its length: unknown; game 1 is solo: not wanted.
    expect(verdicts({ length: ["short"], co_op: ["local"] })).toEqual([KEEP, NOT_WANTED, UNKNOWN, UNKNOWN]);
  });

  test("nothing refined compiles to no filter", () => {
    expect(compileRefinements(null, codes)).toBeNull();
    expect(compileRefinements({}, codes)).toBeNull();
    expect(compileRefinements({ length: [] }, codes)).toBeNull();
  });

  test("codes land on the slot of their appid and games without a summary stay unknown", () => {
    const slots = { size: 3, byAppid: new Map([[10, 2], [20, 0], [30, 1]]) };
    const built = buildRefineCodes(slots, [{ appid: 10, summary: summary({ length: "short" }) }, { appid: 99, summary: summary({ length: "long" }) }]);
    expect([...built]).toEqual([0, 0, refineCode(summary({ length: "short" }))]);
  });

  test("a code reads back as its summary's values, co-op split into online and local", () => {
    expect(codeValues(codes[0]!)).toEqual([["length", "short"], ["difficulty", "relaxed"], ["session_shape", "short_bursts"], ["co_op", "local"]]);
    expect(codeValues(codes[1]!)).toEqual([["length", "massive"], ["difficulty", "punishing"], ["session_shape", "long_sessions"]]);
    expect(codeValues(codes[2]!)).toEqual([["co_op", "online"], ["co_op", "local"]]);
    expect(codeValues(codes[3]!)).toEqual([]);
  });

  test("left-out games count when they outscore the last pick, or all of them when the list came out short", () => {
    const picks = [{ score: 0.9 }, { score: 0.5 }];
    expect(countLeftOut([0.95, 0.5, 0.4], picks, 2)).toBe(2);
    expect(countLeftOut([0.95, 0.5, 0.4], picks, 3)).toBe(3);
    expect(countLeftOut([], picks, 2)).toBe(0);
  });
});

describe("refineClause", () => {
  const long = refineCode(summary({ length: "long", difficulty: "challenging", coOp: "solo_only" }));
  const short = refineCode(summary({ length: "short", difficulty: "relaxed", coOp: "local_coop" }));
  const massive = refineCode(summary({ length: "massive", difficulty: "punishing", coOp: "online_and_local" }));

  test("compares the pick with the seed in the refined direction", () => {
    expect(refineClause({ length: ["short"] }, long, short, "en")).toBe("shorter: an evening or two");
    expect(refineClause({ length: ["massive"] }, long, massive, "en")).toBe("longer: a massive game");
    expect(refineClause({ difficulty: ["relaxed"] }, long, short, "en")).toBe("easier: relaxed");
    expect(refineClause({ difficulty: ["punishing"] }, long, massive, "en")).toBe("harder: punishing");
    expect(refineClause({ co_op: ["local"] }, long, short, "en")).toBe("local co-op");
    expect(refineClause({ co_op: ["online", "local"] }, long, massive, "en")).toBe("online and local co-op");
  });

  test("speaks Russian", () => {
    expect(refineClause({ length: ["short"] }, long, short, "ru")).toBe("короче: вечер-два");
    expect(refineClause({ difficulty: ["relaxed"] }, long, short, "ru")).toBe("проще: спокойная");
    expect(refineClause({ co_op: ["local"] }, long, short, "ru")).toBe("есть локальный кооператив");
  });

  test("names the field when the seed's value is unknown, and says nothing when the seed passes too", () => {
    expect(refineClause({ length: ["short"] }, 0, short, "en")).toBe("length: an evening or two");
    expect(refineClause({ length: ["short"] }, short, short, "en")).toBeNull();
    // The seed already passes the length refinement; the difficulty one is what set this pick apart.
    expect(refineClause({ length: ["short", "long"], difficulty: ["relaxed"] }, long, short, "en")).toBe("easier: relaxed");
  });

  test("goes before the line's full stop", () => {
    expect(withClause("Also Roguelite, like Hades.", "shorter: an evening or two")).toBe("Also Roguelite, like Hades; shorter: an evening or two.");
    expect(withClause("Also Roguelite, like Hades.", null)).toBe("Also Roguelite, like Hades.");
  });
});

describe("similarRefined", () => {
  const seed = REFINE_SEED;
  const store = fixtureCatalog(REFINE_GAMES, { summaries: REFINE_SUMMARIES });
  const rec = createRecommender({ store });
  const base = { n: 10, lang: "en" as const, filters: NONE };
  const names = (refine: Refinements, lang: "en" | "ru" = "en") => rec.similarRefined(seed, { ...base, lang, refine }).picks.map((p) => p.game.name);
  const unrefined = rec.similar(seed, base).map((p) => p.game.name);

  test("each game's refinement values are its summary's, none for a game without one or outside the catalog", () => {
    const appids = [...REFINE_SUMMARIES.map(([appid]) => appid), 424242];
    const fromSummaries = store.summaries(appids).map((s) => codeValues(refineCode(s)));
    expect(rec.refineValues(appids)).toEqual(fromSummaries);
    expect(fromSummaries.filter((v) => v.length > 0).length).toBeGreaterThan(3);
    expect(rec.refineValues([424242])).toEqual([[]]);
  });

  test("the unrefined list holds every similar game, and its lines name no refinement", () => {
    expect(unrefined.slice(0, 8).sort()).toEqual(LIKE_NAMES);
    expect(rec.similar(seed, base).every((p) => !p.why.includes("shorter"))).toBe(true);
  });

  test("length, both ways: shorter keeps the short ones, longer the long ones, in the unrefined order", () => {
    expect(names({ length: ["short"] })).toEqual(unrefined.filter((n) => ["Ashen Loop", "Brief Descent"].includes(n)));
    expect(names({ length: ["long", "massive", "endless"] })).toEqual(unrefined.filter((n) => ["Crypt Sprint", "Deep Vault", "Endless Spire"].includes(n)));
  });

  test("difficulty, both ways", () => {
    expect(names({ difficulty: ["relaxed"] })).toEqual(unrefined.filter((n) => ["Ashen Loop", "Fable Pit"].includes(n)));
    expect(names({ difficulty: ["challenging", "punishing"] })).toEqual(unrefined.filter((n) => ["Crypt Sprint", "Deep Vault", "Gloom Tide"].includes(n)));
  });

  test("session shape, both ways", () => {
    expect(names({ session_shape: ["short_bursts"] })).toEqual(unrefined.filter((n) => ["Ashen Loop", "Fable Pit"].includes(n)));
    expect(names({ session_shape: ["long_sessions"] })).toEqual(unrefined.filter((n) => ["Crypt Sprint", "Deep Vault"].includes(n)));
  });

  test("co-op, both kinds", () => {
    expect(names({ co_op: ["local"] })).toEqual(unrefined.filter((n) => ["Ashen Loop", "Deep Vault", "Fable Pit"].includes(n)));
    expect(names({ co_op: ["online"] })).toEqual(unrefined.filter((n) => ["Crypt Sprint", "Deep Vault", "Endless Spire"].includes(n)));
  });

  test("games whose refined field is unknown are left out and counted", () => {
    // Length: Gloom Tide's is unknown and Hollow Rush has no summary; both are similar enough to have ranked.
    expect(rec.similarRefined(seed, { ...base, refine: { length: ["short"] } }).leftOutUnknown).toBe(2);
    // Difficulty: only Hollow Rush does not say.
    expect(rec.similarRefined(seed, { ...base, refine: { difficulty: ["relaxed"] } }).leftOutUnknown).toBe(1);
  });

  test("the why line names the refinement that mattered, in English and Russian", () => {
    const en = rec.similarRefined(seed, { ...base, refine: { length: ["short"] } }).picks;
    expect(en.map((p) => p.why.endsWith("; shorter: an evening or two."))).toEqual([true, true]);
    const ru = rec.similarRefined(seed, { ...base, lang: "ru", refine: { difficulty: ["relaxed"] } }).picks;
    expect(ru.every((p) => p.why.endsWith("; проще: спокойная."))).toBe(true);
    // The seed's own length passes: no clause.
    const same = rec.similarRefined(seed, { ...base, refine: { length: ["medium"] } }).picks;
    expect(same.map((p) => p.game.name)).toEqual(["Fable Pit"]);
    expect(same[0]!.why).not.toMatch(/shorter|longer|length:/);
  });

  test("n still cuts one list: a refined list for n is a prefix of the one for n+1", () => {
    const refine: Refinements = { co_op: ["local", "online"] };
    const full = rec.similarRefined(seed, { ...base, refine }).picks.map((p) => p.game.appid);
    for (let n = 1; n <= full.length; n++) expect(rec.similarRefined(seed, { ...base, n, refine }).picks.map((p) => p.game.appid)).toEqual(full.slice(0, n));
  });
});

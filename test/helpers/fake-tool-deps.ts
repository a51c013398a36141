// Small fakes of the lookup and the recommender over inline games, so tool and REST tests run without the catalog.
import { loadConfig } from "../../src/config/config";
import type { Game, GameSummary } from "../../src/catalog/types";
import type { Lookup } from "../../src/lookup/types";
import { codeValues, refineCode } from "../../src/recommender/refine";
import type { Recommender, SimilarOptions } from "../../src/recommender/types";
import type { ToolDeps } from "../../src/mcp-tools/types";
import { fixtureCatalog, makeGame, reviews } from "./fixture-catalog";

/** A few games: Hades (the usual seed), co-op and free ones, and a Deck mix. */
export const GAMES: Game[] = [
  makeGame({ appid: 1145360, name: "Hades", year: 2020, releaseDate: "2020-09-17", genres: ["Action", "Indie", "RPG"], tags: ["Roguelite", "Action", "Hack and Slash"], developers: ["Supergiant Games"], price: { isFree: false, amount: 24.99, currency: "USD", text: "24.99 USD" }, reviews: reviews(980, 20), deck: "verified", description: "Defy the god of the dead." }),
  makeGame({ appid: 413150, name: "Stardew Valley", year: 2016, genres: ["Indie", "RPG", "Simulation"], coop: { online: true, local: true, lan: false }, deck: "verified", reviews: reviews(500, 5) }),
  makeGame({ appid: 588650, name: "Dead Cells", year: 2018, genres: ["Action", "Indie"], deck: "verified", reviews: reviews(90, 10) }),
  makeGame({ appid: 632360, name: "Risk of Rain 2", year: 2020, genres: ["Action", "Indie"], coop: { online: true, local: false, lan: false }, deck: "playable" }),
  makeGame({ appid: 570, name: "Dota 2", year: 2013, genres: ["Action", "Strategy", "Free To Play", "MOBA"], price: { isFree: true, amount: null, currency: null, text: "Free" }, deck: "unsupported" }),
  makeGame({ appid: 1942280, name: "Brotato", year: 2023, genres: ["Action", "Indie", "RPG", "Simulation"], deck: "playable", coop: { online: false, local: true, lan: false } }),
  makeGame({ appid: 1145350, name: "Hades II", year: 2024, genres: ["Action", "Indie", "RPG"], comingSoon: true }),
];

/** Hades's mined summary in the fake catalog (written for these tests, not mined). */
export const HADES_SUMMARY: GameSummary = {
  tagline: "Underworld escape, one run at a time",
  difficulty: "challenging",
  length: "long",
  sessionShape: "short_bursts",
  coOp: "solo_only",
  hooks: ["build variety and synergies", "great soundtrack"],
  dealbreakers: ["grindy progression"],
};

/** Resolves exact names (case-insensitive) and appids; "hades" is ambiguous with Hades II. */
export function fakeLookup(games: Game[] = GAMES): Lookup {
  return {
    resolve(q) {
      const t = q.trim().toLowerCase();
      const seed = games.find((g) => String(g.appid) === t || g.name.toLowerCase() === t);
      if (!seed) return null;
      const others = games.filter((g) => g !== seed && g.name.toLowerCase().startsWith(t)).map((g) => ({ appid: g.appid, name: g.name }));
      return { seed, otherMatches: others, kind: "name", confidence: 1 };
    },
  };
}

/**
 * Every other game in catalog order (or reversed, so page order differs from catalog order), filtered like the real
 * one; `why` names the seed and the language. A game's refinement values are its summary's (`summaries`), coded and
 * read back as the real recommender does.
 */
export function fakeRecommender(
  games: Game[] = GAMES, order: "catalog" | "reversed" = "catalog", summaries?: (appids: readonly number[]) => (GameSummary | null)[],
): Recommender & { calls: SimilarOptions[] } {
  const calls: SimilarOptions[] = [];
  return {
    calls,
    refineValues: (appids) => (summaries ? summaries(appids) : appids.map(() => null)).map((s) => codeValues(refineCode(s))),
    // Refined: the unrefined list with its why lines marked, and one game said to be left out (the figure is echoed).
    similarRefined(seed, options) {
      const picks = this.similar(seed, options).map((p) => ({ ...p, why: `${p.why.replace(/\.$/, "")}; refined.` }));
      return { picks, leftOutUnknown: 1 };
    },
    similar(seed, options) {
      calls.push(structuredClone(options));
      const f = options.filters;
      return (order === "reversed" ? [...games].reverse() : games)
        .filter((g) => g.appid !== seed.appid)
        .filter((g) => !f.free || g.price.isFree)
        .filter((g) => !f.coop || g.coop.online || g.coop.local || g.coop.lan)
        .filter((g) => !f.deck || g.deck === "verified" || (f.deck === "playable" && g.deck === "playable"))
        .slice(0, options.n)
        .map((game, i) => ({ game, score: 1 - i / 100, why: options.lang === "ru" ? `Похожа на ${seed.name}.` : `Like ${seed.name}.` }));
    },
  };
}

/** Tool deps over the fakes, a fixed clock and `https://sp.example` as the public base. */
export function fakeToolDeps(overrides: Partial<ToolDeps> = {}): ToolDeps & { recommender: ReturnType<typeof fakeRecommender> } {
  return {
    config: loadConfig({ PUBLIC_BASE_URL: "https://sp.example" }),
    store: fixtureCatalog(GAMES, { summaries: [[1145360, HADES_SUMMARY]] }),
    lookup: fakeLookup(),
    recommender: fakeRecommender(),
    now: () => new Date("2026-03-01T12:34:56.789Z"),
    ...overrides,
  } as ToolDeps & { recommender: ReturnType<typeof fakeRecommender> };
}

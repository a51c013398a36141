// Covers the whole build on the fixture steam-data: merge precedence, exclusions, provenance, atomic write, errors.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCatalog, type BuildSummary } from "../../../src/catalog/build";
import { openCatalog, type CatalogStore } from "../../../src/catalog/store";
import { steamDataFixture } from "../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
const outDir = mkdtempSync(join(tmpdir(), "catalog-build-"));
const out = join(outDir, "catalog.db");
let summary: BuildSummary;
let store: CatalogStore;

beforeAll(async () => {
  summary = await buildCatalog({ source: fx.dir, out, today: "2025-06-01" });
  store = openCatalog(out);
});
afterAll(() => {
  store.close();
  fx.cleanup();
  rmSync(outDir, { recursive: true, force: true });
});

describe("buildCatalog merge", () => {
  test("keeps only games: no demo (typed or named so), no beta build, no soundtrack, no nameless app", () => {
    const ids = store.allGames().map((g) => g.appid);
    expect(ids).toEqual([730, 271590, 367520, 457140, 578080, 888888, 999999, 1145360]);
    expect(summary.excluded).toEqual({ "not a game type": 1, "non-game name": 3, "software genres": 0, "no name": 0 });
    // Nameless rows never reach the merge: their readers count them as malformed.
    expect(summary.reports.find((r) => r.source.endsWith("games.csv"))?.malformed).toBe(1);
  });

  test("the store's name beats SteamSpy's stale one; the stale one stays an alternative name", () => {
    expect(store.getGame(730)?.name).toBe("Counter-Strike 2");
    expect(store.allNames()).toContainEqual({ appid: 730, name: "Counter-Strike: Global Offensive", source: "steamspy@2025-01-01" });
  });

  test("a localized store name gives way to a Latin one from another source", () => {
    expect(store.getGame(457140)?.name).toBe("Oxygen Not Included");
    expect(store.allNames()).toContainEqual({ appid: 457140, name: "缺氧", source: "steam-insights@2024-10" });
  });

  test("a game only SteamSpy knows is in, with its regular USD price and newest reviews", () => {
    expect(store.getGame(271590)).toMatchObject({
      name: "Grand Theft Auto V",
      price: { isFree: false, amount: 29.98, currency: "USD", text: "29.98 USD" },
      reviews: { total: 1919248, positivePct: 87 },
      year: null,
      comingSoon: false,
    });
  });

  test("release dates fall back to older sources, with provenance", () => {
    const hk = store.getGame(367520)!;
    expect(hk).toMatchObject({ year: 2017, releaseDate: "2017-02-24", deck: "verified" });
    expect(hk.sources.releaseDate).toBe("appdetails@2025");
    expect(store.getGame(457140)!.sources.releaseDate).toBe("steam-insights@2024-10");
  });

  test("coming soon: a future date, or no date and no reviews", () => {
    expect(store.getGame(999999)?.comingSoon).toBe(true);
    expect(store.getGame(888888)?.comingSoon).toBe(false); // dated by the Russian titles list
  });

  test("prices: a CAD store price is never shown as USD; free games say Free", () => {
    expect(store.getGame(1145360)?.price).toEqual({ isFree: false, amount: 24.99, currency: "USD", text: "24.99 USD" });
    expect(store.getGame(1145360)?.sources.price).toBe("steam-insights@2024-10");
    expect(store.getGame(730)?.price).toEqual({ isFree: true, amount: 0, currency: "USD", text: "Free" });
  });

  test("tags: vote order where known, then the learned prior; votes kept", () => {
    const hades = store.getGame(1145360)!;
    expect(hades.tags).toEqual(["Action Roguelike", "Action", "Mythology"]);
    expect(hades.tagVotes).toEqual([1089, 696, 657]);
    expect(hades.tagOrder).toBe("votes");
    expect(store.getGame(457140)).toMatchObject({ tags: ["Survival", "Colony Sim", "Base Building"], tagOrder: "ucsd" });
  });

  test("co-op modes and adult marking come from categories, genres and tags", () => {
    expect(store.getGame(457140)?.coop).toEqual({ online: true, local: true, lan: false });
    expect(store.getGame(888888)?.adult).toBe(true);
    expect(store.getGame(367520)?.adult).toBe(false);
  });

  test("review texts, recommendations and libraries are kept for catalog games", () => {
    expect(store.reviewTexts(367520, 10).map((r) => r.text)).toEqual(["Hard but fair, gorgeous art.", "Beautiful bugs, brutal bosses."]);
    expect(store.userRecommendations()).toHaveLength(2);
    expect(store.userLibraries()).toEqual([{ userId: "u1", appid: 367520, playtimeMinutes: 1200 }]);
  });

  test("eachReviewText streams every review text grouped by appid, a game's texts in table order", () => {
    const streamed = [...store.eachReviewText()];
    const all = store.allReviewTexts();
    expect(streamed.map((r) => r.appid)).toEqual(all.map((r) => r.appid).sort((a, b) => a - b));
    expect(streamed.filter((r) => r.appid === 367520)).toEqual(all.filter((r) => r.appid === 367520));
    expect(streamed.length).toBeGreaterThan(1);
  });

  test("the name index finds alternative names, and FTS syntax in text is inert", () => {
    expect(store.searchNames("Полый", 5)).toEqual([{ appid: 367520, name: "Полый рыцарь" }]);
    expect(store.searchNames('" OR * NEAR(', 5)).toEqual([]);
  });

  test("descriptions: newest store record first (appdetails > store pages > descriptions 2023 > 2019), with provenance", () => {
    const described = [1145360, 367520, 730, 578080, 271590, 888888, 457140].map((id) => [
      id,
      store.describe(id).description,
      store.getGame(id)!.sources.description,
    ]);
    expect(described).toEqual([
      [1145360, "Defy the god of the dead.", "appdetails@2025"],
      [367520, "A bug knight explores a ruined kingdom & more.", "appdetails@2025"],
      [730, "For over two decades, Counter-Strike has offered an elite competitive experience.", "store-pages@2024"],
      [578080, "PUBG as the 2023 dump describes it.", "descriptions@2023"],
      [271590, expect.stringContaining("Los Santos \"awaits\""), "descriptions@2023"],
      [888888, "A game only the second part file describes.", "descriptions@2023"],
      [457140, "Oxygen Not Included is a space-colony simulation game.", "store-pages@2024"],
    ]);
    expect(store.describe(999999)).toEqual({ description: null, summary: null });
  });

  test("store pages fill a missing release date and name developers before SteamSpy's mirror", () => {
    const cs = store.getGame(730)!;
    expect(cs).toMatchObject({ releaseDate: "2012-08-21", year: 2012, developers: ["Valve"] });
    expect(cs.sources).toMatchObject({ releaseDate: "store-pages@2024", developers: "store-pages@2024" });
    // A date the store export already has stays: store pages only fill.
    expect(store.getGame(457140)!.sources.releaseDate).toBe("steam-insights@2024-10");
  });

  test("descriptions are read on demand: getGame carries one, allGames leaves it null to keep memory small", () => {
    expect(store.getGame(1145360)?.description).toBe("Defy the god of the dead.");
    expect(store.allGames().every((g) => g.description === null)).toBe(true);
  });

  test("summaries are mined in the build and stored with the descriptions", () => {
    const hk = store.describe(367520).summary;
    expect(hk).not.toBeNull();
    // A line of its own from the tags, not the description's opening words.
    expect(hk!.tagline).toBe("Metroidvania");
    expect(store.getGame(367520)!.description).toStartWith("A bug knight");
    expect(store.allDescribed().map((d) => d.appid)).toContain(367520);
    expect(summary.coverage.filled.description.all).toBe(7);
  });

  test("the 2019 playtime table joins by name and year: its source is kept and its average reaches the length", () => {
    expect(store.getGame(367520)!.sources.playtime).toBe("playtime@2019");
    // 1,284 minutes (21 h) on average: long, where the Metroidvania tag alone would say medium.
    expect(store.describe(367520).summary!.length).toBe("long");
    expect(store.getGame(1145360)!.sources.playtime).toBeUndefined();
    expect(summary.reports.find((r) => r.source === "playtime@2019")).toMatchObject({ rows: 5, malformed: 2 });
  });

  test("meta records snapshots and the summary counts", () => {
    expect(store.meta()).toMatchObject({
      games: 8,
      snapshots: { "steam-insights": "2024-10", steamspy: "2025-01-01", deck: "2023-06-18", descriptions: "2023, 2019", "store-pages": "2024", playtime: "2019" },
    });
    expect(summary.stats).toMatchObject({ games: 8, comingSoon: 1, free: 2, adult: 1 });
  });
});

describe("buildCatalog failures", () => {
  test("a missing required source names the missing file", async () => {
    const bad = steamDataFixture();
    rmSync(join(bad.dir, "steam-insights-2024-10", "tags.jsonl.gz"));
    try {
      expect(buildCatalog({ source: bad.dir, out: join(outDir, "x.db") })).rejects.toThrow(
        `catalog: required source file missing: ${join(bad.dir, "steam-insights-2024-10", "tags.jsonl.gz")}`,
      );
    } finally {
      bad.cleanup();
    }
  });

  test("a failed build leaves what was at the target untouched and no temp file behind", async () => {
    // The final rename fails when the target is a non-empty directory: everything before it succeeded.
    const target = join(outDir, "keep.db");
    mkdirSync(target);
    writeFileSync(join(target, "previous"), "previous");
    await expect(buildCatalog({ source: fx.dir, out: target })).rejects.toThrow();
    expect(await Bun.file(join(target, "previous")).text()).toBe("previous");
    expect(readdirSync(outDir).filter((f) => f.includes(".tmp-"))).toEqual([]);
  });

  test("a damaged source file fails the build naming the source, whether this thread or the reading worker reads it", async () => {
    // steam-insights is read on the build's thread, the UCSD dumps on the worker.
    for (const [folder, file, label] of [["steam-insights-2024-10", "games.csv.gz", "steam-insights@2024-10"], ["ucsd-2018", "steam_games.json.gz", "ucsd@2018-01"]] as const) {
      const bad = steamDataFixture();
      writeFileSync(join(bad.dir, folder, file), "not gzip at all");
      try {
        await expect(buildCatalog({ source: bad.dir, out: join(outDir, "damaged.db") })).rejects.toThrow(
          `catalog: could not read ${label} from ${join(bad.dir, folder)}: `,
        );
      } finally {
        bad.cleanup();
      }
    }
    expect(readdirSync(outDir).filter((f) => f.startsWith("damaged"))).toEqual([]);
  });

  test("a missing source directory is a clear error", async () => {
    await expect(buildCatalog({ source: "/nonexistent/steam", out: join(outDir, "y.db") })).rejects.toThrow(
      "catalog: source directory not found: /nonexistent/steam",
    );
    expect(existsSync(join(outDir, "y.db"))).toBe(false);
  });
});

// Covers every source reader on the fixture copy of steam-data: real formats, quirks, and malformed-row counts.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { readAppDetails } from "../../../../src/catalog/build/readers/appdetails";
import { readAppReviews } from "../../../../src/catalog/build/readers/appreviews";
import { readDeck } from "../../../../src/catalog/build/readers/deck";
import { readRussianTitles } from "../../../../src/catalog/build/readers/russian-titles";
import {
  readInsightsCategories, readInsightsGames, readInsightsGenres, readInsightsReviews, readInsightsSteamspy, readInsightsTags,
} from "../../../../src/catalog/build/readers/steam-insights";
import { readSteamspyAll } from "../../../../src/catalog/build/readers/steamspy-all";
import { readSteamspyTop } from "../../../../src/catalog/build/readers/steamspy-top1000";
import { readUcsdGames, readUcsdLibraries, readUcsdRecommendations, readUcsdReviewTexts } from "../../../../src/catalog/build/readers/ucsd";
import { steamDataFixture } from "../../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
afterAll(fx.cleanup);
const at = (d: string) => join(fx.dir, d);

describe("readSteamspyAll", () => {
  test("reads USD-cent strings as the regular price and counts nameless records", async () => {
    const s = await readSteamspyAll(at("steamspy-2025-01-01"), "steamspy@x");
    expect(s.records.get(271590)).toMatchObject({ name: "Grand Theft Auto V", priceCents: 2998, positive: 1671791 });
    // "0" may mean free or unknown in SteamSpy, so it is not a price.
    expect(s.records.get(730)?.priceCents).toBeUndefined();
    expect(s.records.get(578080)?.publishers).toEqual(["KRAFTON, Inc."]);
    expect(s.report).toMatchObject({ rows: 6, malformed: 1 });
  });
});

describe("steam-insights readers", () => {
  const ins = at("steam-insights-2024-10");
  test("games.csv: \\\" escapes, \\N nulls, types, and a nameless row counted", async () => {
    const s = await readInsightsGames(ins, "i");
    expect(s.records.get(367520)).toMatchObject({ name: "Hollow Knight", releaseDate: null, year: null, isFree: false, type: "game" });
    expect(s.records.get(1145350)?.type).toBe("demo");
    expect(s.report).toMatchObject({ rows: 11, malformed: 1 });
  });
  test("reviews.csv: counts, and a row of NULLs is no data rather than malformed", async () => {
    const s = await readInsightsReviews(ins, "i");
    expect(s.records.get(1145360)).toEqual({ positive: 268301, negative: 4687 });
    expect(s.records.has(888888)).toBe(false);
    expect(s.report.malformed).toBe(0);
  });
  test("genres.csv: localized labels mapped, descriptors dropped, the adult label kept as a flag", async () => {
    const s = await readInsightsGenres(ins, "i");
    expect(s.records.get(730)?.genres).toEqual(["Action", "Free To Play"]);
    expect(s.records.get(1145360)?.genres).toEqual(["Action", "RPG"]);
    expect(s.records.get(888888)).toEqual({ genres: ["Casual"], adultOnly: true });
    expect(s.report.notes[0]).toContain("1 rows");
  });
  test("categories.csv: localized co-op labels mapped", async () => {
    const s = await readInsightsCategories(ins, "i");
    expect(s.records.get(457140)?.categories).toEqual(["Online Co-op", "Shared/Split Screen Co-op"]);
  });
  test("steamspy_insights.csv: regular price and companies", async () => {
    const s = await readInsightsSteamspy(ins, "i");
    expect(s.records.get(1145360)).toMatchObject({ priceCents: 2499, developers: ["Supergiant Games"] });
  });
  test("tags.jsonl: unordered tag sets, a bad line counted", async () => {
    const s = await readInsightsTags(ins, "i");
    expect(s.records.get(457140)).toEqual({ tags: ["Base Building", "Colony Sim", "Survival"], tagsOrdered: false });
    expect(s.report).toMatchObject({ rows: 8, malformed: 1 });
  });
});

describe("readSteamspyTop", () => {
  test("reads the Python dict of votes (with a doubled-quote key) sorted by votes; [] is no tags", async () => {
    const s = await readSteamspyTop(at("steamspy-top1000-2023-08"), "t");
    expect(s.records.get(1145360)).toMatchObject({
      tags: ["Action Roguelike", "Action", "Mythology", "Greek's Myth"],
      tagVotes: [1089, 696, 657, 5],
      tagsOrdered: true,
    });
    expect(s.records.get(21110)?.tags).toEqual([]);
    expect(s.report.malformed).toBe(0);
  });
});

describe("UCSD readers", () => {
  const u = at("ucsd-2018");
  test("steam_games: NaN lines are empty, broken JSON is malformed, tags keep Steam's by-votes order", async () => {
    const s = await readUcsdGames(u, "ucsd");
    expect(s.records.get(367520)).toMatchObject({ tags: ["Metroidvania", "Souls-like", "Platformer"], tagsOrdered: true, year: 2017, priceCents: 1499 });
    expect(s.report).toMatchObject({ rows: 4, malformed: 1 });
    expect(s.report.notes[0]).toBe("1 all-NaN lines (no data)");
  });
  test("recommendations, review texts and libraries, with a bad recommend value counted", async () => {
    const r = await readUcsdRecommendations(u, "ucsd");
    expect(r.rows).toEqual([
      { userId: "u1", appid: 367520, recommend: true },
      { userId: "u1", appid: 1145360, recommend: true },
    ]);
    expect(r.report.malformed).toBe(1);
    expect((await readUcsdReviewTexts(u, "ucsd")).rows[0]).toMatchObject({ appid: 367520, votedUp: true, text: "Beautiful bugs, brutal bosses." });
    expect((await readUcsdLibraries(u, "ucsd")).rows).toEqual([{ userId: "u1", appid: 367520, playtimeMinutes: 1200 }]);
  });
});

describe("readDeck", () => {
  test("maps statuses and counts an unknown status as malformed", async () => {
    const s = await readDeck(at("deck-2023-06-18"), "deck");
    expect(s.records.get(367520)?.deck).toBe("verified");
    expect(s.records.get(730)?.deck).toBe("playable");
    expect(s.records.has(578080)).toBe(false);
    expect(s.report.malformed).toBe(1);
  });
});

describe("readAppReviews", () => {
  test("keeps the summary counts and only English texts", async () => {
    const s = await readAppReviews(at("reviews-2017"), "appreviews@2017");
    expect(s.records.get(367520)).toEqual({ positive: 1004, negative: 32 });
    expect(s.texts).toEqual([
      { appid: 367520, text: "Hard but fair, gorgeous art.", votedUp: true, votesUp: 7, playtimeMinutes: 501, source: "appreviews@2017" },
    ]);
  });
});

describe("readAppDetails", () => {
  test("reads store fields, decodes the description, and never takes a non-USD price as USD", async () => {
    const s = await readAppDetails(at("appdetails-2025"), "appdetails@2025");
    expect(s.records.get(367520)).toMatchObject({
      priceCents: 1499,
      releaseDate: "2017-02-24",
      comingSoon: false,
      description: "A bug knight explores a ruined kingdom & more.",
    });
    expect(s.records.get(1145360)?.priceCents).toBeUndefined();
    expect(s.report.notes[0]).toBe("1 prices in another currency not used as USD");
  });
});

describe("readRussianTitles", () => {
  test("keeps Cyrillic and Steam names as alternative names and the dd.mm.yyyy date", async () => {
    const s = await readRussianTitles(at("russian-titles"), "ru");
    expect(s.records.get(367520)).toEqual({ altNames: ["Полый рыцарь", "Hollow Knight"], releaseDate: "2017-02-24", year: 2017 });
  });
});

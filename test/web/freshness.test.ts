// Covers catalogDates and gameDates (the footer's "Deck status as of …; reviews as of …") and dataDate (sitemap lastmod).
import { describe, expect, test } from "bun:test";
import { catalogDates, dataDate, gameDates } from "../../src/web/freshness";
import { makeGame } from "../helpers/fixture-catalog";

const meta = { builtAt: "2026-01-01T00:00:00Z", games: 2, snapshots: { deck: "2023-06-18", steamspy: "2025-01-01", "steam-insights": "2024-10" } };

describe("catalogDates", () => {
  test("takes the Deck snapshot and the newest review source's month", () => {
    expect(catalogDates(meta)).toEqual({ deck: "2023-06-18", reviews: "2025-01" });
  });
  test("is all null without build facts", () => {
    expect(catalogDates(null)).toEqual({ deck: null, reviews: null });
  });
});

describe("gameDates", () => {
  test("prefers the snapshot each of the game's facts came from", () => {
    const g = makeGame({ appid: 1, name: "x", sources: { reviews: "steam-insights@2024-10", deck: "deck@2023-06-18" } });
    expect(gameDates(g, catalogDates(meta))).toEqual({ deck: "2023-06-18", reviews: "2024-10" });
  });
  test("falls back to the catalog's dates when the game's sources do not say", () => {
    expect(gameDates(makeGame({ appid: 1, name: "x" }), catalogDates(meta))).toEqual({ deck: "2023-06-18", reviews: "2025-01" });
  });
});

describe("dataDate", () => {
  test("is the newest snapshot at the precision its source gives, not the build date", () => {
    expect(dataDate(meta)).toBe("2025-01-01");
    expect(dataDate({ snapshots: { appdetails: "2025", titles: "2025-05", reviews: "2019, 2017" } })).toBe("2025-05");
    expect(dataDate({ snapshots: { appreviews: "2019, 2017" } })).toBe("2019");
  });
  test("is null when the catalog names no snapshot", () => {
    expect(dataDate(null)).toBeNull();
    expect(dataDate({ snapshots: {} })).toBeNull();
  });
});

// Covers the playtime-<snapshot>/ reader (2019 store table, average playtime in minutes, no appid) and its join to
// catalog games by folded name and release year, with the developer deciding between games of one name and year.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { joinPlaytime, readPlaytime, type PlaytimeRow } from "../../../../src/catalog/build/readers/playtime";
import { steamDataFixture } from "../../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
afterAll(fx.cleanup);

describe("readPlaytime", () => {
  test("reads names, years, developers split on ';', minutes and rating counts; a bad date or empty hours is malformed", async () => {
    const p = await readPlaytime(join(fx.dir, "playtime-2019"), "playtime@2019");
    expect(p.rows.map((r) => r.name)).toEqual(["Hollow Knight", "Quiet Lighthouse", "Twin Name"]);
    expect(p.rows[0]).toEqual({ name: "Hollow Knight", year: 2017, developers: ["Team Cherry"], avgMinutes: 1284, ratings: 940 });
    expect(p.rows[1]!.developers).toEqual(["Small Harbour", "Second Studio"]);
    expect(p.report).toMatchObject({ source: "playtime@2019", rows: 5, malformed: 2, notes: ["1 with no tracked playtime"] });
  });
});

const row = (name: string, year: number, avgMinutes: number, developers = ["Studio"]): PlaytimeRow => ({ name, year, developers, avgMinutes, ratings: 500 });
const game = (appid: number, name: string, year: number | null, developers = ["Studio"]) => ({ appid, name, year, developers });

describe("joinPlaytime", () => {
  test("matches on folded name and year: marks, case and punctuation do not matter, the year does", () => {
    const j = joinPlaytime([row("The Lantern™: Night Shift", 2016, 300)], [game(1, "the lantern night shift", 2016), game(2, "The Lantern: Night Shift", 2017)], "playtime@2019");
    expect([...j.byApp]).toEqual([[1, { avgMinutes: 300, ratings: 500, source: "playtime@2019" }]]);
  });

  test("a game without a year, or a row nobody tracked (0 minutes), is never matched", () => {
    const j = joinPlaytime([row("Ember", 2014, 200), row("Ash", 2014, 0)], [game(1, "Ember", null), game(2, "Ash", 2014)], "p");
    expect(j.matched).toBe(0);
  });

  test("two games with one name and year: the developer decides, and without one in common the row is left out", () => {
    const games = [game(1, "Twin Name", 2015, ["First Studio"]), game(2, "Twin Name", 2015, ["Other House"])];
    expect(joinPlaytime([row("Twin Name", 2015, 240, ["First Studio"])], games, "p").byApp.get(1)?.avgMinutes).toBe(240);
    const unknown = joinPlaytime([row("Twin Name", 2015, 240, ["Third Party"])], games, "p");
    expect(unknown).toMatchObject({ matched: 0, ambiguous: 1 });
  });

  test("a game two rows claim keeps neither: the table repeats a name, and a guess would be a coin toss", () => {
    const j = joinPlaytime([row("Echo", 2012, 100, ["A"]), row("Echo", 2012, 900, ["B"])], [game(7, "Echo", 2012, ["A", "B"])], "p");
    expect(j).toMatchObject({ matched: 0, ambiguous: 1 });
  });
});

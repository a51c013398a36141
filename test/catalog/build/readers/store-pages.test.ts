// Covers the store-pages-<snapshot>/ reader: appid from the link, display-text numbers, Python list literals,
// quoted multi-line fields, HTML in descriptions, and truncated lines counted as malformed without breaking the rest.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { displayNumber, readStorePages, reviewCounts } from "../../../../src/catalog/build/readers/store-pages";
import { steamDataFixture } from "../../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
afterAll(fx.cleanup);
const read = () => readStorePages(join(fx.dir, "store-pages-2024"), "store-pages@2024");

describe("readStorePages", () => {
  test("takes the appid from the link and reads date, developers and publishers from their display forms", async () => {
    const p = await read();
    expect(p.key).toBe("store-pages");
    expect(p.records.get(730)).toMatchObject({
      name: "Counter-Strike 2",
      releaseDate: "2012-08-21",
      year: 2012,
      developers: ["Valve"],
      publishers: ["Valve"],
      description: "For over two decades, Counter-Strike has offered an elite competitive experience.",
    });
    expect(p.records.get(457140)?.developers).toEqual(["Klei Entertainment", "Second Studio"]);
  });

  test("HTML in a short description becomes plain text", async () => {
    expect((await read()).records.get(457140)?.description).toBe("Oxygen Not Included is a space-colony simulation game.");
  });

  test("review counts come from the display text only when it gives a share", async () => {
    const p = await read();
    expect(p.records.get(1145360)).toMatchObject({ positive: 267528, negative: 5460 });
    expect(p.records.get(730)?.positive).toBeUndefined();
  });

  test("a truncated line, a short row and a link without an appid are malformed; the rows around them still read", async () => {
    const p = await read();
    expect([...p.records.keys()].sort((a, b) => a - b)).toEqual([730, 457140, 1145360]);
    expect(p.report).toMatchObject({ rows: 6, malformed: 3 });
  });
});

describe("displayNumber and reviewCounts", () => {
  test.each([
    ["62,791", 62791],
    [" 246 ", 246],
    ["(654,820)", null],
    ["", null],
    [null, null],
  ])("displayNumber(%p) is %p", (text, n) => {
    expect(displayNumber(text)).toBe(n);
  });

  test.each([
    ["(81% of 62,791)\u00a0All Time", { positive: 50861, negative: 11930 }],
    ["(611,858)", null],
    ["Very Positive", null],
  ])("reviewCounts(%p) is %p", (text, counts) => {
    expect(reviewCounts(text)).toEqual(counts);
  });
});

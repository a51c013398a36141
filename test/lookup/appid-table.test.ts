// Per-game values by appid in sorted typed arrays answer as the Maps they replace.
import { describe, expect, test } from "bun:test";
import { appidValue, hasAppid, packByAppid } from "../../src/lookup/appid-table";

describe("packByAppid", () => {
  const names = packByAppid([570, 10, 1145360, 220], ["Dota 2", "Counter-Strike", "Hades", "Half-Life 2"]);

  test("finds every appid whatever the input order", () => {
    expect([10, 220, 570, 1145360].map((id) => appidValue(names, id))).toEqual(["Counter-Strike", "Half-Life 2", "Dota 2", "Hades"]);
    expect(hasAppid(names, 1145360)).toBe(true);
  });

  test.each([0, 11, 9999999, -570])("appid %p not in the table: undefined and has() false", (id) => {
    expect(appidValue(names, id)).toBeUndefined();
    expect(hasAppid(names, id)).toBe(false);
  });

  test("numbers keep full precision and an empty table finds nothing", () => {
    expect(appidValue(packByAppid([5], [Math.log10(1 + 123456)]), 5)).toBe(Math.log10(1 + 123456));
    expect(hasAppid(packByAppid([], []), 5)).toBe(false);
  });
});

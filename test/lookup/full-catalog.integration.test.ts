// Integration: the lookup over the full built catalog (the shared full-catalog fixture) with hand-written examples of
// every kind of query. These are the project's own examples, not the evaluation set's.
import { describe, expect, test } from "bun:test";
import { swapLayout } from "../../src/lookup/keyboard-layout";
import { fullCatalog } from "../helpers/full-catalog";

describe("lookup on the full catalog", () => {
  const { lookup } = fullCatalog();
  const seed = (q: string) => lookup.resolve(q)?.seed.appid ?? null;

  // [query, acceptable appids]
  const cases: Record<string, [string, number[]][]> = {
    appid: [["  413150 ", [413150]], ["400", [400]]],
    url: [
      ["https://store.steampowered.com/app/413150/Stardew_Valley/?snr=1_4_4__40_1", [413150]],
      ["steamdb.info/app/570/graphs/", [570]],
      ["https://steamcommunity.com/app/440/workshop/", [440]],
      ["https://store.steampowered.com/agecheck/app/1174180/", [1174180]],
    ],
    exact: [
      ["dont starve together", [322330]],
      ["papers please", [239030]],
      ["deep rock galactic", [548430]],
      ["the binding of isaac rebirth", [250900]],
    ],
    typo: [
      ["subnautcia", [264710]],
      ["disco elysuim", [632470]],
      ["outer wilsd", [753640]],
      ["vampire survivers", [1794680]],
      ["darkest dugeon", [262060]],
      ["the witenss", [210970]],
    ],
    numeral: [
      ["portal two", [620]],
      ["dark souls iii", [374320]],
      ["far cry v", [552520]],
      ["total war warhammer 2", [594570]],
    ],
    alias: [["tf2", [440]], ["l4d2", [550]], ["dbd", [381210]], ["csgo", [730]]],
    russian: [
      ["Дота 2", [570]],
      ["Портал 2", [620]],
      ["Террария", [105600]],
      ["Сталкер Тень Чернобыля", [4500]],
      ["Цивилизация 6", [289070]],
      ["Дети Нила", [17100]],
      ["X3: Земной конфликт", [2820]],
      ["Веселая ферма 2", [38130]],
    ],
    translit: [["terrariya", [105600]], ["beskonechnoe leto", [331470]], ["stalker ten chernobylya", [4500]]],
    layout: [
      [swapLayout("subnautica", "en-to-ru")!, [264710]],
      [swapLayout("factorio", "en-to-ru")!, [427520]],
      [swapLayout("террария", "ru-to-en")!, [105600]],
    ],
    ambiguous: [["portal", [400, 620]], ["fallout", [377160, 22380, 22300, 38400, 1151340]]],
  };

  for (const [kind, list] of Object.entries(cases)) {
    test.each(list)(`${kind}: %p resolves`, (q, appids) => {
      expect(appids).toContain(seed(q) as number);
    });
  }

  test.each(["xyzzy plugh", "qqqqq", "lorem ipsum dolor", "asdkjhasd", "https://store.steampowered.com/app/12345678901/"])(
    "not found: %p",
    (q) => {
      expect(lookup.resolve(q)).toBeNull();
    },
  );

  test("hades is Hades, with Hades II among the other matches", () => {
    const r = lookup.resolve("hades")!;
    expect(r.seed.appid).toBe(1145360);
    expect(r.otherMatches.map((m) => m.appid)).toContain(1145350);
  });
});

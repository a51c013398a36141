// Short queries made of a few tag-like words bring the most-played game with those tags near the top (the shared
// full-catalog fixture). The project's own examples, in English and Russian.
import { describe, expect, test } from "bun:test";
import { fullCatalog } from "../helpers/full-catalog";

describe("short tag-like queries on the full catalog", () => {
  const { finder } = fullCatalog();
  const rankOf = (description: string, appid: number) => finder.findOffline({ description }, 10).results.findIndex((r) => r.appid === appid) + 1;

  // [query, the most-played game that fits, worst acceptable rank]
  test.each([
    ["co-op bank heist shooter with masks", 218620, 1],
    ["deckbuilding roguelike with poker hands", 2379780, 3],
    ["farming life sim with pixel art", 413150, 1],
    ["open world survival crafting with dinosaurs", 346110, 1],
    ["factory automation building game", 427520, 2],
    ["battle royale shooter", 578080, 3],
    ["2d metroidvania with bugs", 367520, 1],
    ["tactical turn-based squad game with aliens", 200510, 3],
    ["карточный рогалик", 646570, 3],
    ["space trading sim", 359320, 5],
  ] as [string, number, number][])("%s → %d in the top %d", (description, appid, worst) => {
    const at = rankOf(description, appid);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThanOrEqual(worst);
  }, 30_000);

  test("a word the tables do not know still finds tags through the learned vocabulary", () => {
    // "necromancer" is in no concept line and names no tag; the words of names, blurbs and reviews tie it to some.
    // Which tags depends on the catalog's games; that the answers carry matched tags at all does not.
    const whys = finder.findOffline({ description: "necromancer" }, 5).results.map((r) => r.why);
    expect(whys.filter((w) => w.startsWith("Matches ")).length).toBeGreaterThanOrEqual(3);
  });
});

// A small catalog and alias tables shared by the lookup unit tests: real names, made-up review counts.
import type { CatalogStore } from "../../src/catalog/store";
import type { AliasTables } from "../../src/lookup/aliases";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const GAMES: [number, string, number][] = [
  [367520, "Hollow Knight", 300_000],
  [1030300, "Hollow Knight: Silksong", 90_000],
  [292030, "The Witcher® 3: Wild Hunt", 700_000],
  [20900, "The Witcher: Enhanced Edition Director's Cut", 80_000],
  [489830, "The Elder Scrolls V: Skyrim Special Edition", 320_000],
  [72850, "The Elder Scrolls V: Skyrim", 310_000],
  [1091500, "Cyberpunk 2077", 650_000],
  [1145360, "Hades", 270_000],
  [1145350, "Hades II", 60_000],
  [413150, "Stardew Valley", 800_000],
  [105600, "Terraria", 1_300_000],
  [1086940, "Baldur's Gate 3", 700_000],
  [220, "Half-Life 2", 230_000],
  [500, "Left 4 Dead", 60_000],
  [550, "Left 4 Dead 2", 900_000],
  [8930, "Sid Meier's Civilization® V", 200_000],
  [289070, "Sid Meier’s Civilization® VI", 330_000],
  [4500, "S.T.A.L.K.E.R.: Shadow of Chernobyl", 45_000],
  [331470, "Everlasting Summer", 75_000],
  [297000, "Heroes® of Might & Magic® III - HD Edition", 20_000],
  [892970, "Valheim", 400_000],
  [268910, "Cuphead", 150_000],
  [2927840, "Vedmaak", 12],
  [111, "Hollow Night Tales", 3],
];

/** The fixture catalog. */
export function lookupFixtureStore(): CatalogStore {
  return fixtureCatalog(
    GAMES.map(([appid, name, total]) => makeGame({ appid, name, reviews: reviews(Math.round(total * 0.9), Math.round(total * 0.1)) })),
    { names: [{ appid: 4500, name: "Сталкер: Тень Чернобыля", source: "russian-titles@2025-05" }] },
  );
}

/** Alias tables for the fixture catalog, with one appid the catalog lacks. */
export const FIXTURE_ALIASES: AliasTables = {
  en: [
    { appid: 1086940, name: "Baldur's Gate 3", aliases: ["bg3"] },
    { appid: 550, name: "Left 4 Dead 2", aliases: ["l4d2"] },
    { appid: 999_999_999, name: "Not in the catalog", aliases: ["ghost"] },
  ],
  ru: [
    { appid: 292030, name: "The Witcher 3: Wild Hunt", ru: ["Ведьмак 3: Дикая Охота", "Ведьмак 3"] },
    { appid: 20900, name: "The Witcher", ru: ["Ведьмак"] },
    { appid: 489830, name: "Skyrim Special Edition", ru: ["Скайрим"] },
    { appid: 331470, name: "Everlasting Summer", ru: ["Бесконечное лето"] },
    { appid: 297000, name: "Heroes of Might and Magic III", ru: ["Герои меча и магии III"] },
  ],
};

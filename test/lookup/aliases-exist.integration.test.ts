// The alias tables against the built catalog (the shared full-catalog fixture): every appid is a game, and no
// entry is a spelling the matcher finds by itself (the store name again, or a plain transliteration of it).
import { describe, expect, test } from "bun:test";
import { createLookup } from "../../src/lookup";
import { loadAliasTables, type AliasTables } from "../../src/lookup/aliases";
import { textSimilarity } from "../../src/lookup/similarity";
import { compact, skeleton } from "../../src/lookup/skeleton";
import { coreName, normalizeName } from "../../src/text";
import { fullCatalog } from "../helpers/full-catalog";

describe("alias tables against the built catalog", () => {
  const { store } = fullCatalog();
  const tables = loadAliasTables();

  test.each([
    ["aliases-en.json", tables.en],
    ["aliases-ru.json", tables.ru],
  ] as const)("every appid of %s is in the catalog", (_file, rows) => {
    const missing = rows.filter((r) => !store.getGame(r.appid)).map((r) => `${r.appid} ${r.name}`);
    expect(missing).toEqual([]);
  });

  test("an entry that only respells the store name (or transliterates it or an English alias) is one the matcher needs", () => {
    const nameOf = (appid: number) => store.getGame(appid)?.name ?? "";
    const forms = (name: string) => [normalizeName(name), coreName(normalizeName(name))];
    const english = new Map(tables.en.map((r) => [r.appid, r.aliases.map(normalizeName)]));
    const respellsEn = (appid: number, alias: string) => forms(nameOf(appid)).includes(normalizeName(alias));
    const transliterates = (appid: number, alias: string) => {
      const s = compact(skeleton(normalizeName(alias)));
      return [...forms(nameOf(appid)), ...(english.get(appid) ?? [])].some((f) => textSimilarity(s, compact(skeleton(f))) >= 0.9);
    };
    // The lookup without any such entry: what would each of them find?
    const plain: AliasTables = {
      en: tables.en.map((r) => ({ ...r, aliases: r.aliases.filter((a) => !respellsEn(r.appid, a)) })),
      ru: tables.ru.map((r) => ({ ...r, ru: r.ru.filter((a) => !transliterates(r.appid, a)) })),
    };
    const lookup = createLookup({ store, aliases: plain });
    const redundant = [
      ...tables.en.flatMap((r) => r.aliases.filter((a) => respellsEn(r.appid, a)).map((a) => [r.appid, a] as const)),
      ...tables.ru.flatMap((r) => r.ru.filter((a) => transliterates(r.appid, a)).map((a) => [r.appid, a] as const)),
    ].filter(([appid, a]) => lookup.resolve(a)?.seed.appid === appid);
    expect(redundant).toEqual([]);
  }, 60_000);

  test("the tables are not empty", () => {
    expect(tables.en.length).toBeGreaterThan(0);
    expect(tables.ru.length).toBeGreaterThan(0);
  });
});

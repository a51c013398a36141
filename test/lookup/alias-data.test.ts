// Checks over the hand-written data files (alias tables, Russian tag and genre names) that need no catalog.
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), "utf8"));
}

interface AliasRow {
  appid: unknown;
  name: unknown;
  [list: string]: unknown;
}

const GENDERS = new Set(["m", "f", "n", "pl"]);
const CYRILLIC = /[\u0400-\u04FF]/;

/** The key an alias is matched by: lower case, and ё read as е (Russian players often type е). */
function aliasKey(alias: string): string {
  return alias.trim().toLowerCase().replace(/ё/g, "е");
}

function checkAliasTable(path: string, listField: "aliases" | "ru"): AliasRow[] {
  const data = readJson(path);
  expect(Array.isArray(data)).toBe(true);
  const rows = data as AliasRow[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(typeof row).toBe("object");
    expect(Number.isInteger(row.appid) && (row.appid as number) > 0).toBe(true);
    expect(typeof row.name === "string" && row.name.trim().length > 0).toBe(true);
    const list = row[listField];
    expect(Array.isArray(list)).toBe(true);
    expect((list as unknown[]).length).toBeGreaterThan(0);
    for (const alias of list as unknown[]) {
      expect(typeof alias).toBe("string");
      expect((alias as string).trim().length).toBeGreaterThan(0);
      expect(alias).toBe((alias as string).trim());
    }
  }
  return rows;
}

/** Aliases (by key) that stand for more than one appid in one table. */
function conflicts(rows: AliasRow[], listField: "aliases" | "ru"): string[] {
  const owner = new Map<string, number>();
  const bad: string[] = [];
  for (const row of rows) {
    for (const alias of row[listField] as string[]) {
      const key = aliasKey(alias);
      const prev = owner.get(key);
      if (prev !== undefined && prev !== row.appid) bad.push(`${alias}: ${prev} and ${row.appid}`);
      else owner.set(key, row.appid as number);
    }
  }
  return bad;
}

function duplicateAppids(rows: AliasRow[]): number[] {
  const seen = new Set<number>();
  const dups: number[] = [];
  for (const row of rows) {
    const id = row.appid as number;
    if (seen.has(id)) dups.push(id);
    seen.add(id);
  }
  return dups;
}

describe("aliases-en.json", () => {
  const rows = checkAliasTable("src/lookup/data/aliases-en.json", "aliases");

  test("aliases are lower-case", () => {
    const notLower = rows.flatMap((r) => (r.aliases as string[]).filter((a) => a !== a.toLowerCase()));
    expect(notLower).toEqual([]);
  });

  test("no alias stands for two games", () => {
    expect(conflicts(rows, "aliases")).toEqual([]);
  });

  test("one row per appid", () => {
    expect(duplicateAppids(rows)).toEqual([]);
  });

  test("well-known short names are there", () => {
    const byAlias = new Map(rows.flatMap((r) => (r.aliases as string[]).map((a) => [a, r.appid as number] as const)));
    const expected: Record<string, number> = {
      "gta 5": 271590,
      cs2: 730,
      csgo: 730,
      bg3: 1086940,
      l4d2: 550,
      dbd: 381210,
      tf2: 440,
      hl2: 220,
      fnv: 22380,
      ds3: 374320,
      ck3: 1158310,
      eu4: 236850,
      civ6: 289070,
    };
    for (const [alias, appid] of Object.entries(expected)) expect([alias, byAlias.get(alias)]).toEqual([alias, appid]);
  });
});

describe("aliases-ru.json", () => {
  const rows = checkAliasTable("src/lookup/data/aliases-ru.json", "ru");

  test("every row has a Cyrillic name", () => {
    const without = rows.filter((r) => !(r.ru as string[]).some((s) => CYRILLIC.test(s))).map((r) => r.appid);
    expect(without).toEqual([]);
  });

  test("no Russian name stands for two games", () => {
    expect(conflicts(rows, "ru")).toEqual([]);
  });

  test("one row per appid", () => {
    expect(duplicateAppids(rows)).toEqual([]);
  });

  test("official Russian titles are there", () => {
    const byKey = new Map(rows.flatMap((r) => (r.ru as string[]).map((a) => [aliasKey(a), r.appid as number] as const)));
    const expected: Record<string, number> = {
      "Ведьмак 3: Дикая Охота": 292030,
      "Герои меча и магии III": 297000,
      "Принц Персии: Пески времени": 13600,
      "Сибирь": 46500,
      "Сибирь 2": 46510,
      "Казаки: Снова война": 4850,
      "Как достать соседа": 260750,
      "Mount & Blade. История героя": 22100,
      "Смерть шпионам": 9800,
      "Кодекс войны": 63900,
      "Ведьмак 2: Убийцы королей": 20920,
      "Dragon Age: Начало": 47810,
      "Властелин Колец: Война на Севере": 32800,
      "Бесконечное путешествие": 6310,
      "Call of Juarez: Узы крови": 21980,
    };
    for (const [name, appid] of Object.entries(expected)) expect([name, byKey.get(aliasKey(name))]).toEqual([name, appid]);
  });
});

function checkRuNames(path: string): Record<string, { ru: string; gender: string }> {
  const data = readJson(path);
  expect(data !== null && typeof data === "object" && !Array.isArray(data)).toBe(true);
  const names = data as Record<string, { ru: unknown; gender: unknown }>;
  for (const [key, value] of Object.entries(names)) {
    expect([key, typeof value?.ru === "string" && value.ru.trim().length > 0]).toEqual([key, true]);
    expect([key, GENDERS.has(value.gender as string)]).toEqual([key, true]);
  }
  return names as Record<string, { ru: string; gender: string }>;
}

describe("tags-ru.json", () => {
  const names = checkRuNames("src/recommender/data/tags-ru.json");
  const vocabulary = readJson("test/fixtures/tag-vocabulary.json") as string[];

  test("the vocabulary fixture is a list of tag names", () => {
    expect(Array.isArray(vocabulary)).toBe(true);
    expect(vocabulary.length).toBeGreaterThanOrEqual(447);
    for (const tag of vocabulary) expect(typeof tag).toBe("string");
  });

  test("covers every tag of the vocabulary", () => {
    expect(vocabulary.filter((tag) => !(tag in names))).toEqual([]);
  });

  test("Russian names are Cyrillic or a kept acronym", () => {
    const odd = Object.entries(names).filter(([, v]) => !CYRILLIC.test(v.ru) && !/^[A-Za-z0-9 .&'+-]+$/.test(v.ru));
    expect(odd).toEqual([]);
  });
});

describe("genres-ru.json", () => {
  const names = checkRuNames("src/recommender/data/genres-ru.json");

  test("covers the Steam genres", () => {
    const genres = [
      "Action", "Adventure", "RPG", "Strategy", "Simulation", "Indie", "Casual", "Sports", "Racing",
      "Massively Multiplayer", "Early Access", "Free to Play", "Free To Play", "Violent", "Gore", "Utilities",
      "Education", "Design & Illustration", "Animation & Modeling", "Audio Production", "Video Production",
      "Photo Editing", "Software Training", "Web Publishing", "Game Development", "Accounting", "Movie",
      "Documentary", "Episodic", "Short", "Tutorial", "360 Video", "Nudity", "Sexual Content",
    ];
    expect(genres.filter((g) => !(g in names))).toEqual([]);
  });
});

// The development set's queries of the kinds a matcher must solve by itself (typos, transliteration, the wrong
// keyboard layout, numerals, exact names) must never be table entries; official titles and common abbreviations
// may be, when they are tabled for the game's own sake.
describe.skipIf(!existsSync("../shared/eval/resolve_dev.jsonl"))("the alias tables and the development set", () => {
  const MATCHER_KINDS = new Set(["typo", "russian_typo", "translit", "wrong_layout", "numeral", "exact", "not_found", "url", "appid"]);
  // Exact spelling, case aside: "тёмная" and "темная" differ (the Russian typo kind drops the ё).
  const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

  test("no query of a matcher's kind is an alias", () => {
    const queries = readFileSync("../shared/eval/resolve_dev.jsonl", "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { q: string; kind: string })
      .filter((c) => MATCHER_KINDS.has(c.kind))
      .map((c) => fold(c.q));
    const aliases = new Set([
      ...(readJson("src/lookup/data/aliases-en.json") as AliasRow[]).flatMap((r) => r.aliases as string[]),
      ...(readJson("src/lookup/data/aliases-ru.json") as AliasRow[]).flatMap((r) => r.ru as string[]),
    ].map(fold));
    expect(queries.filter((q) => aliases.has(q))).toEqual([]);
  });
});

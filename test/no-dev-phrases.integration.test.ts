// The development sets check a method; none of their phrases may be written into the code or the tests. Fails when a
// phrase of three or more words from any ../shared/eval/* file appears in src/ or test/. Not their phrases: general
// game vocabulary (phrases whose words are all catalog label words), real game names and the stores' own text
// (phrases inside a name or a store description of the catalog: a description often quotes its game's blurb).
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { evalTexts, filesUnder, leaks, phrases, words } from "./helpers/dev-phrases";
import { fullCatalog } from "./helpers/full-catalog";

const EVAL_DIR = "../shared/eval";

/** The alias tables are checked entry by entry (test/lookup/alias-data.test.ts): official titles may stay there. */
const SKIPPED = new Set(["src/lookup/data/aliases-en.json", "src/lookup/data/aliases-ru.json", "test/helpers/dev-phrases.ts"]);

// The catalog's label vocabulary: every word of a tag or genre name (the Russian name tables list them all).
function labelWords(): Set<string> {
  const out = new Set<string>(["game", "like", "where", "play", "person"]);
  for (const file of ["src/recommender/data/tags-ru.json", "src/recommender/data/genres-ru.json"]) {
    for (const label of Object.keys(JSON.parse(readFileSync(file, "utf8")) as object)) for (const w of words(label)) out.add(w);
  }
  return out;
}

// Phrases of real names and store text: every name and alternative name, and every store description.
function catalogPhrases(): Set<string> {
  const { store } = fullCatalog();
  const out = new Set<string>();
  const add = (text: string) => {
    for (const p of phrases(text, { wholeText: true })) out.add(p);
    // "like" and a short name is still the name.
    const w = words(text);
    if (w.length >= 2 && w.length <= 3) out.add(`like ${w.join(" ")}`);
  };
  for (const g of store.allGames()) {
    add(g.name);
    if (g.description) add(g.description);
  }
  for (const n of store.allNames()) add(n.name);
  // Store pages copied into the test fixtures (the catalog may not hold their descriptions yet).
  for (const file of filesUnder("test/fixtures/source-dumps").filter((f) => /appdetails.*\.json$/.test(f))) {
    for (const text of storeTexts(JSON.parse(readFileSync(file, "utf8")))) add(text);
  }
  return out;
}

function storeTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(storeTexts);
  if (value && typeof value === "object") return Object.values(value).flatMap(storeTexts);
  return [];
}

/** The dev sets' own phrases, less general vocabulary, names and store text. */
function devPhrases(): Set<string> {
  const vocabulary = labelWords();
  const known = catalogPhrases();
  const out = new Set<string>();
  for (const file of filesUnder(EVAL_DIR)) {
    for (const text of evalTexts(file)) {
      for (const p of phrases(text)) {
        if (known.has(p) || p.split(" ").every((w) => vocabulary.has(w) || /^\d+$/.test(w))) continue;
        out.add(p);
      }
    }
  }
  return out;
}

describe("no development-set phrase in src/ or test/", () => {
  // The dev sets sit beside the project (../shared); without them there is nothing to check against.
  if (!existsSync(EVAL_DIR)) throw new Error(`no development sets at ${EVAL_DIR}: this check needs the shared folder beside the project`);
  const dev = devPhrases();

  test("the dev sets yield phrases to look for", () => {
    expect(dev.size).toBeGreaterThan(500);
  });

  test("a planted phrase is caught, wherever it sits and however it is spelt", () => {
    const sample = [...dev].find((p) => p.split(" ").length === 3 && p.split(" ").every((w) => w.length > 3))!;
    const [a, b, c] = sample.split(" ");
    expect(leaks(`const x = /foo|${a}\\s+${b} ${c}s?|bar/;`, dev)).toContain(sample);
    expect(leaks(`// ${a!.toUpperCase()}, ${b}-${c}`, dev)).toContain(sample);
    expect(leaks(`"${a} ${b}"`, dev)).toEqual([]);
  });

  test("src/ and test/ hold none of them", () => {
    const found: string[] = [];
    for (const file of [...filesUnder("src"), ...filesUnder("test")]) {
      if (SKIPPED.has(file)) continue;
      for (const p of leaks(readFileSync(file, "utf8"), dev)) found.push(`${file}: "${p}"`);
    }
    expect(found).toEqual([]);
  });
});

// The concept table against the full catalog (the shared full-catalog fixture; fails naming the build command without
// it): every label it names is carried by catalog games, and no English line fits the words of one game only.
import { describe, expect, test } from "bun:test";
import { CONCEPTS } from "../../src/finder/concepts";
import { featureKey, foldText } from "../../src/text";
import { fullCatalog } from "../helpers/full-catalog";

describe("concept table against the full catalog", () => {
  const { store } = fullCatalog();

  test("every label the table names is a tag, genre or store category of catalog games", () => {
    const known = new Set<string>();
    for (const g of store.allGames()) for (const l of [...g.tags, ...g.genres, ...g.categories]) known.add(featureKey(l));
    const unknown = CONCEPTS.flatMap((c) => c.labels.map((l) => l.label)).filter((l) => !known.has(featureKey(l)));
    expect(unknown).toEqual([]);
  });

  test("no English line fits the words of exactly one game (a phrase for one game is an answer, not vocabulary)", () => {
    // Each game's words in one string per game: name, store description, mined summary and the start of its player
    // reviews (where people's own phrasing lives); a match's offset tells its game.
    const described = new Map(store.allDescribed().map((d) => [d.appid, d]));
    const reviews = new Map<number, string>();
    for (const r of store.eachReviewText()) {
      const had = reviews.get(r.appid) ?? "";
      if (had.length < 5000) reviews.set(r.appid, `${had} ${r.text}`);
    }
    const texts: string[] = [];
    for (const g of store.allGames()) {
      const d = described.get(g.appid);
      const words = [g.name, d?.description, d?.summary?.tagline, ...(d?.summary?.hooks ?? []), reviews.get(g.appid)];
      texts.push(` ${foldText(words.filter(Boolean).join(" "))} `);
    }
    const starts: number[] = [];
    let at = 0;
    for (const t of texts) {
      starts.push(at);
      at += t.length + 1;
    }
    const all = texts.join("\n");
    const gameAt = (offset: number) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    };
    const single: string[] = [];
    for (const c of CONCEPTS) {
      if (c.lang !== "en") continue;
      const games = new Set<number>();
      for (const m of all.matchAll(c.pattern)) {
        games.add(gameAt(m.index));
        if (games.size > 1) break;
      }
      if (games.size === 1) single.push(c.source);
    }
    expect(single).toEqual([]);
  }, 120_000);
});

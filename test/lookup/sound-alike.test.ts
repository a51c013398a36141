// Names typed by ear and the popularity tie-break: when two names are equally close to a typo, the far better-known
// game wins; a little-known game typed exactly still wins over a famous near-namesake. The project's own examples.
import { describe, expect, test } from "bun:test";
import { createLookup } from "../../src/lookup";
import { soundKey } from "../../src/text";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const store = fixtureCatalog([
  makeGame({ appid: 1, name: "Hollow Knight", reviews: reviews(300_000, 20_000) }),
  makeGame({ appid: 2, name: "Rim World", reviews: reviews(180_000, 20_000) }),
  makeGame({ appid: 3, name: "Rim Wurld", reviews: reviews(4, 1) }),
  makeGame({ appid: 4, name: "Factorio", reviews: reviews(200_000, 7_000) }),
  makeGame({ appid: 5, name: "Fractorio", reviews: reviews(6, 2) }),
  makeGame({ appid: 6, name: "Lantern Keeper", reviews: reviews(40, 5) }),
]);
const lookup = createLookup({ store, aliases: { en: [], ru: [] } });
const seed = (q: string) => lookup.resolve(q)?.seed.appid ?? null;

describe("soundKey", () => {
  test("words that sound alike share a key, numbers stay", () => {
    expect(soundKey("hollow nite")).toBe(soundKey("hollow knight"));
    expect(soundKey("rim wurld")).toBe(soundKey("rim world"));
    expect(soundKey("lantern keeper 2")).toEndWith(" 2");
    expect(soundKey("lantern keeper")).not.toBe(soundKey("lantern sleeper"));
  });
});

describe("sound-alike names and the popularity tie-break", () => {
  test("a name spelt by ear finds the game", () => {
    expect(seed("hollow nite")).toBe(1);
  });

  test("two equally close names: the far more popular game wins", () => {
    // "factorjo" is one letter from both "factorio" and "fractorio" (one substitution vs. two edits)...
    expect(seed("factoryo")).toBe(4);
    // ...and "rim wirld" sounds like both "Rim World" and "Rim Wurld": the famous one.
    expect(seed("rim wirld")).toBe(2);
  });

  test("a little-known game typed exactly still wins", () => {
    expect(seed("Rim Wurld")).toBe(3);
    expect(seed("fractorio")).toBe(5);
    expect(seed("lantern keeper")).toBe(6);
  });

  test("no sound match for a name that only shares some sounds", () => {
    expect(seed("lantern sleeper bay")).toBeNull();
  });
});

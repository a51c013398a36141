// Covers siteUrls: game, like (filters only when set, agent marker), store and find URLs from one base.
import { describe, expect, test } from "bun:test";
import { siteUrls } from "../../src/facts/urls";

describe("siteUrls", () => {
  const urls = siteUrls("https://similarplay.example/");

  test("drops trailing slashes of the base", () => {
    expect(urls.base).toBe("https://similarplay.example");
  });

  test("game page, with the agent marker only when asked", () => {
    expect(urls.game(1145360)).toBe("https://similarplay.example/game/1145360");
    expect(urls.game(1145360, { agent: true })).toBe("https://similarplay.example/game/1145360?ref=agent");
  });

  test.each([
    [{}, "https://similarplay.example/game/413150/like"],
    [{ free: false, coop: false, deck: null, lang: "en" as const }, "https://similarplay.example/game/413150/like"],
    [{ coop: true }, "https://similarplay.example/game/413150/like?coop=true"],
    [
      { free: true, coop: true, deck: "verified" as const, lang: "ru" as const },
      "https://similarplay.example/game/413150/like?free=true&coop=true&deck=verified&lang=ru",
    ],
    [{ deck: "playable" as const, agent: true }, "https://similarplay.example/game/413150/like?deck=playable&ref=agent"],
  ])("like list %o → %s", (options, expected) => {
    expect(urls.like(413150, options)).toBe(expected);
  });

  test("store page is Steam's app URL with a trailing slash", () => {
    expect(urls.store(1145360)).toBe("https://store.steampowered.com/app/1145360/");
  });

  test("find page carries the description, URL-encoded", () => {
    expect(urls.find("a cat in a cyberpunk city & a drone")).toBe(
      "https://similarplay.example/find?description=a+cat+in+a+cyberpunk+city+%26+a+drone",
    );
    expect(new URL(urls.find("кот и дрон")).searchParams.get("description")).toBe("кот и дрон");
  });
});

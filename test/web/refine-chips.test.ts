// Covers the website's refinements (src/web/refine-chips.ts through createWebRoutes): lenient URL reading, the chips
// with the listed games' counts on the game and list pages (folded on the game page), links that work without script
// and keep the filters, escaping, the left-out note, and the refined /like list being the API's refined list.
import { describe, expect, test } from "bun:test";
import { handler as gamesLike } from "../../src/mcp-tools/games-like";
import { createWebRoutes } from "../../src/web";
import { pageRefinements } from "../../src/web/refine-chips";
import { fixtureCatalog } from "../helpers/fixture-catalog";
import { fakeWebDeps, pickAppids, WEB_GAMES, withoutOwnScripts } from "../helpers/fake-web-deps";
import { summary } from "../helpers/refine-fixture";

const BASE = "https://sp.example";

/** Web deps whose catalog knows a few of the listed games' summaries. */
function deps() {
  return fakeWebDeps({
    store: fixtureCatalog(WEB_GAMES, {
      summaries: [
        [588650, summary({ length: "short", difficulty: "challenging", sessionShape: "short_bursts", coOp: "solo_only" })],
        [632360, summary({ length: "long", difficulty: "challenging", coOp: "online_coop" })],
        [1942280, summary({ length: "short", sessionShape: "short_bursts", coOp: "online_and_local" })],
      ],
    }),
  });
}

async function page(path: string, d = deps()): Promise<string> {
  const res = await createWebRoutes(d)(new Request(BASE + path));
  expect(res!.status).toBe(200);
  return res!.text();
}

/** The refinement nav of a page. */
const chips = (html: string) => html.match(/<nav class="filters refine"[\s\S]*?<\/nav>/)?.[0] ?? "";

describe("pageRefinements", () => {
  test("keeps known values in their order, drops the rest, and is null when nothing is left", () => {
    expect(pageRefinements(new URLSearchParams("length=medium,SHORT,tiny&co_op=local&difficulty="))).toEqual({ length: ["short", "medium"], co_op: ["local"] });
    expect(pageRefinements(new URLSearchParams("length=<script>&session_shape=x"))).toBeNull();
    expect(pageRefinements(new URLSearchParams("free=true"))).toBeNull();
  });
});

describe("the chips", () => {
  test("the game page shows every value with how many listed games have it, linking to the refined list", async () => {
    const nav = chips(await page("/game/1145360"));
    expect(nav).toContain('<a href="/game/1145360/like?length=short" rel="nofollow" title="2 of the games listed">Short (an evening or two) · 2</a>');
    expect(nav).toContain('<a href="/game/1145360/like?length=long" rel="nofollow" title="1 of the games listed">Long · 1</a>');
    // No listed game is medium length: the chip is there (the refined list may have some), without a count.
    expect(nav).toContain('<a href="/game/1145360/like?length=medium" rel="nofollow">Medium length</a>');
    expect(nav).toContain(">Online co-op · 2</a>");
    expect(nav).toContain(">Local co-op · 1</a>");
    expect(nav).not.toContain("aria-current");
  });

  test("the game page folds the chips under one line (the first pick stays on a phone's first screen); a list page opens them", async () => {
    const fold = (html: string) => {
      const m = html.match(/<details class="refine"( open)?><summary>([^<]*)<\/summary>/);
      return m && { open: m[1] !== undefined, summary: m[2] };
    };
    expect(fold(await page("/game/1145360"))).toEqual({ open: false, summary: "Refine by how it plays" });
    expect(fold(await page("/game/1145360/like"))).toEqual({ open: true, summary: "Refine by how it plays" });
    expect(fold(await page("/game/1145360/like?length=short&lang=ru"))).toEqual({ open: true, summary: "Уточнить, как играется" });
  });

  test("on a refined list the current value is marked and lifts itself, other links keep filters and escape &", async () => {
    const html = await page("/game/1145360/like?coop=true&length=short&lang=ru");
    const nav = chips(html);
    expect(nav).toContain('<a href="/game/1145360/like?coop=true&amp;lang=ru" rel="nofollow" title="игр в этом списке: 1" aria-current="true">Короткая (вечер-два) · 1</a>');
    expect(nav).toContain('href="/game/1145360/like?coop=true&amp;length=short&amp;difficulty=relaxed&amp;lang=ru"');
    expect(nav).toContain(">Сбросить уточнения</a>");
    // The filter switches keep the refinement.
    expect(html).toContain('href="/game/1145360/like?length=short&amp;lang=ru"');
  });

  test("a refined /like is the API's refined list, says how many were left out, and a canonical link with the refinement", async () => {
    const d = deps();
    const html = await page("/game/1145360/like?co_op=local", d);
    const api = await gamesLike({ game: "1145360", n: 20, co_op: "local" }, { ...d, store: d.store as never, now: () => new Date() });
    expect(pickAppids(html)).toEqual(api.results.map((r) => r.appid));
    expect(html).toContain("; refined.</p>");
    expect(html).toContain("1 more similar game is left out: the data does not say.");
    expect(html).toContain('<link rel="canonical" href="https://sp.example/game/1145360/like?co_op=local">');
  });

  test("an unrefined /like calls the unrefined list and shows no left-out note", async () => {
    const d = deps();
    const html = await page("/game/1145360/like?coop=true", d);
    expect(d.recommender.calls.at(-1)).toEqual({ n: 20, lang: "en", filters: { free: false, coop: true, deck: null } });
    expect(html).not.toContain("left out");
    expect(html).not.toContain("; refined.");
  });

  test("hostile refinement values are dropped, never echoed", async () => {
    const html = await page(`/game/1145360/like?length=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(withoutOwnScripts(html)).not.toContain("<script");
    expect(chips(html)).not.toContain("aria-current");
  });
});

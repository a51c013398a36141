// Website test deps: the shared fake games plus a hostile one, a lookup, and a recommender whose order is not the catalog's.
import { loadConfig } from "../../src/config/config";
import type { CatalogStore } from "../../src/catalog/store";
import type { Game } from "../../src/catalog/types";
import { FIND_FILL_SCRIPT } from "../../src/web/find-fill";
import type { WebDeps } from "../../src/web/types";
import { createPageLimits } from "../../src/limits";
import { createGuardedCall, type PipelineDeps } from "../../src/pipeline";
import type { FindToolDeps } from "../../src/mcp-tools/find-game-by-description";
import { fakeLookup, fakeRecommender, GAMES } from "./fake-tool-deps";
import { fixtureCatalog, makeGame, reviews } from "./fixture-catalog";

/** Every string field an attacker could influence through catalog data, each trying a different escape. */
export const HOSTILE: Game = makeGame({
  appid: 666,
  name: `<script>alert("name")</script>`,
  year: 2021,
  developers: [`"><img src=x onerror=alert(1)>`],
  genres: [`Action' onmouseover='alert(2)`],
  tags: [`</li><script>alert(3)</script>`],
  description: `<iframe src="javascript:alert(4)"></iframe>`,
  price: { isFree: false, amount: 1, currency: "USD", text: `<b>1 USD</b>` },
  reviews: reviews(10, 0),
});

/** The shared fake games and the hostile one. */
export const WEB_GAMES: Game[] = [...GAMES, HOSTILE];

/** Picks every other game from the last to the first, so page order ≠ catalog order. */
export function reversedRecommender(games: Game[] = WEB_GAMES, summaries?: Parameters<typeof fakeRecommender>[2]) {
  return fakeRecommender(games, "reversed", summaries);
}

/**
 * Web deps over the fixture catalog with `https://sp.example` as the public base and a real guarded call over them
 * (the page guard and page cache of the config; no API limits unless `limiter` is given, no answer cache, failures
 * told to `logger`, default silent); override any part.
 */
export function fakeWebDeps(
  overrides: Partial<WebDeps> & Pick<PipelineDeps<unknown>, "limiter" | "logger"> = {},
): WebDeps & { recommender: ReturnType<typeof reversedRecommender> } {
  const { limiter, logger = { error() {} }, ...rest } = overrides;
  // The default recommender's refinement values are the store's summaries, when it is a catalog that has them.
  const store = rest.store ?? fixtureCatalog(WEB_GAMES);
  const summaries = "summaries" in store ? (ids: readonly number[]) => (store as CatalogStore).summaries(ids) : undefined;
  const deps = {
    config: loadConfig({ PUBLIC_BASE_URL: "https://sp.example" }),
    store,
    lookup: fakeLookup(WEB_GAMES),
    recommender: reversedRecommender(WEB_GAMES, summaries),
    ...rest,
  } as WebDeps & { recommender: ReturnType<typeof reversedRecommender> };
  deps.call ??= createGuardedCall({
    limiter,
    ...createPageLimits(deps.config),
    toolDeps: { ...deps, now: () => new Date() } as unknown as FindToolDeps,
    logger,
  });
  return deps;
}

/** The appids of the picks on a page, in page order. */
export function pickAppids(page: string): number[] {
  const list = page.match(/<ol class="picks">[\s\S]*?<\/ol>/)?.[0] ?? "";
  return [...list.matchAll(/<li data-appid="(\d+)"/g)].map((m) => Number(m[1]));
}

/**
 * The page without the site's own two scripts: the JSON-LD data block (checked to parse and to hold no "<") and the
 * find page's box filler (checked to be exactly the hashed text). Whatever `<script` is left was injected.
 */
export function withoutOwnScripts(page: string): string {
  return page
    .replace(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g, (_, json: string) => {
      if (json.includes("<")) throw new Error("JSON-LD block contains a raw <");
      JSON.parse(json);
      return "";
    })
    .replace(`<script>${FIND_FILL_SCRIPT}</script>`, "");
}

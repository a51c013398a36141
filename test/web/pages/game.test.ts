// Covers renderGamePage and renderLikePage as strings: pick order, facts, and escaping of every catalog-sourced string.
import { describe, expect, test } from "bun:test";
import type { SimilarPick } from "../../../src/recommender/types";
import { renderGamePage, renderLikePage } from "../../../src/web";
import { GAMES } from "../../helpers/fake-tool-deps";
import { HOSTILE, pickAppids } from "../../helpers/fake-web-deps";

const BASE = "https://sp.example";
const [hades, stardew, deadCells, riskOfRain] = GAMES as [typeof GAMES[0], typeof GAMES[0], typeof GAMES[0], typeof GAMES[0]];
const NO_FILTERS = { free: false, coop: false, deck: null };
const pick = (game: typeof hades, why = `Like ${hades.name}.`): SimilarPick => ({ game, score: 1, why });

describe("renderGamePage", () => {
  test("renders the picks in the order given, numbered by the list", () => {
    const page = renderGamePage({ game: hades, picks: [pick(riskOfRain), pick(stardew), pick(deadCells)], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(pickAppids(page)).toEqual([632360, 413150, 588650]);
    expect(page).toContain('<ol class="picks">');
  });

  test("marks English game data inside a Russian page", () => {
    const page = renderGamePage({ game: hades, picks: [pick(stardew, "Тоже про фермы.")], options: { lang: "ru", filters: NO_FILTERS }, base: BASE });
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<h1 lang="en">Hades</h1>');
    expect(page).toContain('<p class="desc" lang="en">Defy the god of the dead.</p>');
    expect(page).toContain('<p class="why">Тоже про фермы.</p>');
    expect(page).toContain("<dt>Цена</dt><dd>24.99 USD</dd>");
  });

  // A game name is catalog data scraped from the store: it must render as text in the title, heading and links.
  test("escapes a hostile seed name, developer, genre, tag, price and description", () => {
    const page = renderGamePage({ game: HOSTILE, picks: [], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(page).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(page).toContain("<title>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; · SimilarPlay</title>");
    expect(page).toContain("<h1>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</h1>");
    expect(page).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("<li>Action&#39; onmouseover=&#39;alert(2)</li>");
    expect(page).toContain("<li>&lt;/li&gt;&lt;script&gt;alert(3)&lt;/script&gt;</li>");
    expect(page).toContain('<meta name="description" content="&lt;iframe src=&quot;javascript:alert(4)&quot;&gt;&lt;/iframe&gt;">');
  });

  // Why lines come from the recommender, which may quote game names: they are text too.
  test("escapes hostile why lines and pick names", () => {
    const page = renderGamePage({ game: hades, picks: [pick(HOSTILE, `<script>alert("why")</script>`)], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(page).not.toContain("<script");
    expect(page).toContain('<p class="why">&lt;script&gt;alert(&quot;why&quot;)&lt;/script&gt;</p>');
    expect(page).toContain('<a class="name" href="/game/666">&lt;script&gt;');
  });

  // Other matches come from the lookup over catalog names; the visitor's query is echoed into an attribute.
  test("escapes hostile other matches and the echoed query", () => {
    const page = renderGamePage({
      game: hades,
      picks: [],
      options: { lang: "en", filters: NO_FILTERS },
      base: BASE,
      query: `"><script>alert(5)</script>`,
      otherMatches: [{ appid: 666, name: HOSTILE.name }],
    });
    expect(page).not.toContain("<script");
    expect(page).toContain('name="q" value="&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;"');
    expect(page).toContain('<a href="/game/666">&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</a>');
  });
});

describe("renderLikePage", () => {
  test("carries the filters in its canonical URL and language switch", () => {
    const page = renderLikePage({ game: hades, picks: [pick(riskOfRain)], options: { lang: "en", filters: { free: false, coop: true, deck: "verified" } }, base: BASE });
    expect(page).toContain('<link rel="canonical" href="https://sp.example/game/1145360/like?coop=true&amp;deck=verified">');
    expect(page).toContain('<a href="/game/1145360/like?coop=true&amp;deck=verified&amp;lang=ru" hreflang="ru">Русский</a>');
    expect(pickAppids(page)).toEqual([632360]);
  });

  test("escapes a hostile seed name in its heading", () => {
    const page = renderLikePage({ game: HOSTILE, picks: [], options: { lang: "ru", filters: NO_FILTERS }, base: BASE });
    expect(page).not.toContain("<script");
    expect(page).toContain("Игры, похожие на &lt;script&gt;");
  });
});

// Covers renderGamePage and renderLikePage as strings: pick order, facts, and escaping of every catalog-sourced string.
import { describe, expect, test } from "bun:test";
import type { SimilarPick } from "../../../src/recommender/types";
import { renderGamePage, renderLikePage } from "../../../src/web";
import { GAMES } from "../../helpers/fake-tool-deps";
import { HOSTILE, pickAppids, withoutOwnScripts } from "../../helpers/fake-web-deps";

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

  test("says a free game is free in the page language, and an unknown price is unknown", () => {
    const free = { ...stardew, price: { isFree: true, amount: 0, currency: "USD", text: "Free" } };
    const unknown = { ...deadCells, price: { isFree: false, amount: null, currency: null, text: null } };
    const ru = renderGamePage({ game: free, picks: [pick(unknown)], options: { lang: "ru", filters: NO_FILTERS }, base: BASE });
    expect(ru).toContain("<dt>Цена</dt><dd>Бесплатно</dd>");
    expect(ru).toContain('<p class="meta">Цена: неизвестна · ');
    const en = renderGamePage({ game: free, picks: [], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(en).toContain("<dt>Price</dt><dd>Free</dd>");
  });

  // A game name is catalog data scraped from the store: it must render as text in the title, heading and links.
  test("escapes a hostile seed name, developer, genre, tag, price and description", () => {
    const page = renderGamePage({ game: HOSTILE, picks: [], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(withoutOwnScripts(page)).not.toMatch(/<script|<img src=x|<iframe|<b>/i);
    expect(page).toContain("<title>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; · SimilarPlay</title>");
    expect(page).toContain("<h1>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</h1>");
    expect(page).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("<li>Action&#39; onmouseover=&#39;alert(2)</li>");
    expect(page).toContain("<li>&lt;/li&gt;&lt;script&gt;alert(3)&lt;/script&gt;</li>");
    expect(page).toContain('alt="&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;"');
    expect(page).toContain('<meta name="description" content="&lt;iframe src=&quot;javascript:alert(4)&quot;&gt;&lt;/iframe&gt;">');
  });

  // Why lines come from the recommender, which may quote game names: they are text too.
  test("escapes hostile why lines and pick names", () => {
    const page = renderGamePage({ game: hades, picks: [pick(HOSTILE, `<script>alert("why")</script>`)], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(withoutOwnScripts(page)).not.toContain("<script");
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
    expect(withoutOwnScripts(page)).not.toContain("<script");
    expect(page).toContain('name="q" value="&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;"');
    expect(page).toContain('<a href="/game/666">&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</a>');
  });
});

describe("renderLikePage", () => {
  test("carries the filters in its canonical URL and language switch", () => {
    const page = renderLikePage({ game: hades, picks: [pick(riskOfRain)], options: { lang: "en", filters: { free: false, coop: true, deck: "verified" } }, base: BASE });
    expect(page).toContain('<link rel="canonical" href="https://sp.example/game/1145360/like?coop=true&amp;deck=verified">');
    expect(page).toContain('<a href="/game/1145360/like?coop=true&amp;deck=verified&amp;lang=ru" hreflang="ru" lang="ru">Русский</a>');
    expect(pickAppids(page)).toEqual([632360]);
  });

  test("escapes a hostile seed name in its heading", () => {
    const page = renderLikePage({ game: HOSTILE, picks: [], options: { lang: "ru", filters: NO_FILTERS }, base: BASE });
    expect(withoutOwnScripts(page)).not.toContain("<script");
    expect(page).toContain("Игры, похожие на &lt;script&gt;");
  });
});

describe("renderGamePage art, summary and link previews", () => {
  const summary = {
    tagline: "Fight out of hell, one escape at a time.",
    difficulty: "challenging",
    length: "long",
    session_shape: "short_bursts",
    co_op: null,
    hooks: ["Tight combat", "Story told across runs"],
    dealbreakers: ["Repetition"],
    language: "en",
  };
  const page = (lang: "en" | "ru" = "en") =>
    renderGamePage({ game: hades, picks: [pick(deadCells, "Also a fast roguelite."), pick(riskOfRain)], options: { lang, filters: NO_FILTERS }, base: BASE, summary });

  test("leads with the store's header image, and a lazy capsule per pick, each sized and named", () => {
    const p = page();
    expect(p).toContain(
      '<img src="https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/1145360/header.jpg" width="460" height="215" alt="Hades" fetchpriority="high"',
    );
    const capsules = "https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/588650";
    // The store's smaller capsule for a phone's 6.5rem column, the 231px one from 40rem.
    expect(p).toContain(
      `<img src="${capsules}/capsule_231x87.jpg" width="231" height="87" alt="Dead Cells" srcset="${capsules}/capsule_184x69.jpg 184w, ${capsules}/capsule_231x87.jpg 231w" sizes="(min-width: 40rem) 231px, 6.5rem" loading="lazy"`,
    );
    expect(p).toContain('<link rel="preconnect" href="https://shared.akamai.steamstatic.com">');
  });

  test("says the summary's coded answers in words on English pages too", () => {
    expect(page("en")).toContain("<summary>What players say: challenging · long · short bursts</summary>");
  });

  test("shows the tagline in the head, the summary folded above the list, in the page language", () => {
    const p = page("ru");
    expect(p).toContain('<p class="tagline" lang="en">Fight out of hell, one escape at a time.</p>');
    expect(p).toContain("<summary>Что говорят игроки: непростая · долгая · короткие заходы</summary>");
    expect(p).toContain("<dt>Сложность</dt><dd>непростая</dd>");
    expect(p).toContain("<p class=\"label\">Игрокам нравится</p>");
    expect(p).not.toContain("<dt>Кооператив</dt>"); // co_op is null: no row
    expect(p.indexOf('class="summary"')).toBeLessThan(p.indexOf('<ol class="picks">'));
    expect(p.indexOf('<ol class="picks">')).toBeLessThan(p.indexOf('<dl class="facts">\n'));
  });

  test("translates genre and tag chips on Russian pages with the why lines' table", () => {
    const game = { ...hades, genres: ["Action", "Indie"], tags: ["Roguelike"] };
    const p = renderGamePage({ game, picks: [], options: { lang: "ru", filters: NO_FILTERS }, base: BASE });
    expect(p).toContain("<li>Экшен</li><li>Инди</li>");
    expect(p).toContain("<li>Рогалик</li>");
  });

  test("carries Open Graph and Twitter tags and a JSON-LD VideoGame with the ranked ItemList", () => {
    const p = page();
    expect(p).toContain("<title>Hades · SimilarPlay</title>");
    expect(p).toContain('<meta property="og:title" content="Hades · SimilarPlay">');
    expect(p).toContain('<meta property="og:description" content="Dead Cells: Also a fast roguelite. Risk of Rain 2: Like Hades.">');
    expect(p).toContain('<meta property="og:image" content="https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/1145360/header.jpg">');
    expect(p).toContain('<meta property="og:image:width" content="460">');
    // A 460×215 image is too small for a large card: the small-image summary card.
    expect(p).toContain('<meta name="twitter:card" content="summary">');
    const ld = JSON.parse(p.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    const [game, list] = ld["@graph"];
    expect(game).toMatchObject({ "@type": "VideoGame", name: "Hades", url: "https://sp.example/game/1145360" });
    expect(list.itemListElement.map((i: { position: number; url: string }) => [i.position, i.url])).toEqual([
      [1, "https://sp.example/game/588650"],
      [2, "https://sp.example/game/632360"],
    ]);
  });

  test("shows a name that carries its year once", () => {
    const ror = { ...riskOfRain, appid: 248820, name: "Risk of Rain (2013)", year: 2013 };
    const p = renderGamePage({ game: hades, picks: [pick(ror)], options: { lang: "en", filters: NO_FILTERS }, base: BASE });
    expect(p).toContain(">Risk of Rain (2013)</a>\n<p class=\"why\">");
    expect(p).not.toContain("(2013)</span>");
  });
});

describe("renderGamePage summary phrases in the page language", () => {
  const summary = {
    tagline: null, difficulty: null, length: null, session_shape: null, co_op: "online_coop",
    hooks: ["great soundtrack", "rich story"], dealbreakers: ["toxic players"], language: "en",
  };
  const page = (lang: "en" | "ru") => renderGamePage({ game: hades, picks: [], options: { lang, filters: NO_FILTERS }, base: BASE, summary });

  test("hooks and dealbreakers are Russian on Russian pages and English on English ones", () => {
    expect(page("ru")).toContain("<ul><li>отличный саундтрек</li><li>богатый сюжет</li></ul>");
    expect(page("ru")).toContain("<li>токсичные игроки</li>");
    expect(page("ru")).not.toContain("toxic players");
    expect(page("en")).toContain("<li>great soundtrack</li><li>rich story</li>");
  });
});

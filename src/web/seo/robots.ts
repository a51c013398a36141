// robots.txt and /llms.txt: what crawlers may fetch, and the service described for language models.
import { SERVICE_NAME } from "../../config/config";
import { SITEMAP_INDEX_PATH } from "./sitemaps";

/**
 * robots.txt: pages are open, the unfiltered "Games like X" list included (what people search for); search redirects,
 * find results, filtered lists and the API are not for crawling (they repeat other pages or cost a lookup each).
 *
 * @example
 * robotsTxt("https://sp.example"); // "User-agent: *\nAllow: /\n…Sitemap: https://sp.example/sitemap.xml\n"
 */
export function robotsTxt(base: string, mcpPath: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /search",
    "Disallow: /find?description=",
    "Disallow: /game/*/like?*free=",
    "Disallow: /game/*/like?*coop=",
    "Disallow: /game/*/like?*deck=",
    "Disallow: /api/",
    `Disallow: ${mcpPath}`,
    "",
    `Sitemap: ${base}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}

/**
 * /llms.txt (llmstxt.org): the service, its REST endpoints and its MCP URL, in Markdown.
 *
 * @example
 * llmsTxt("https://sp.example", "https://sp.example/mcp"); // "# SimilarPlay\n\n> …"
 */
export function llmsTxt(base: string, mcpUrl: string): string {
  return `# ${SERVICE_NAME}

> Free, read-only, keyless lookup of Steam games: for one game, the ranked list of the most similar games, each with
> a one-line reason; public facts about a game; and finding a game from a description of what someone remembers.
> Game names may have typos, be Russian, or be a Steam appid or store URL. Answers are English or Russian (\`lang\`).

When you use the data, name ${SERVICE_NAME} and link each game's \`url\`. Please do not mirror the catalog in bulk.
Limits: 30 requests a minute and 1,000 a day per address; answers are cached for a day.

## MCP

- [MCP server](${mcpUrl}): streamable HTTP, no login. Tools: \`games_like\`, \`game_facts\`, \`find_game_by_description\`.

## REST API

- [OpenAPI 3.1 document](${base}/openapi.json): the full description (import as a GPT action, authentication none).
- [GET /api/agent/games-like](${base}/api/agent/games-like?q=hades&n=10): ranked similar games. Parameters: \`q\`
  (game), \`n\` (1-20, default 10), \`lang\` (en/ru), \`free\`, \`coop\` (booleans), \`deck\` (verified/playable).
- [GET /api/agent/game-facts](${base}/api/agent/game-facts?q=1145360): facts about one game. Parameters: \`q\`, \`lang\`.

## Website

- [Game page](${base}/game/1145360): \`/game/{appid}\`, the game's facts and the same ranked list (20 picks).
- [Filtered list](${base}/game/1145360/like?coop=true): \`/game/{appid}/like?free=&coop=&deck=&lang=\`.
- [Find a game by description](${base}/find): \`/find#q=...\` fills the form.
- [About, data sources and attribution](${base}/about)
- [Privacy](${base}/privacy)
`;
}

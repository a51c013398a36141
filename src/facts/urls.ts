// URL builders for every link the service hands out (API, MCP and website share them): one base, one format.
import { refineQuery, type DeckFilterT, type LangT, type Refinements } from "../schemas";

/** Filters carried on a games-like list URL; each appears in the query only when set. */
export interface LikeUrlOptions {
  free?: boolean;
  coop?: boolean;
  deck?: DeckFilterT | null;
  /** Refinements of the list (`length=short,medium`, …). */
  refine?: Refinements | null;
  lang?: LangT;
  /** Add the agent-origin marker (`ref=agent`). Default false. */
  agent?: boolean;
}

/** The links of one deployment, built from its public base URL. */
export interface SiteUrls {
  /** The base with no trailing slash, e.g. `https://similarplay.example`. */
  readonly base: string;
  /** The game's page on the website; `agent` adds the `?ref=agent` marker API and MCP answers carry. */
  game(appid: number, options?: { agent?: boolean }): string;
  /** The games-like list on the website with the filters applied, e.g. `/game/1145360/like?coop=true&lang=ru`. */
  like(appid: number, options?: LikeUrlOptions): string;
  /** The game's Steam store page. */
  store(appid: number): string;
  /** The website's find-a-game page with the description filled in. */
  find(description: string): string;
}

/** Query marker of links handed to agents (API and MCP answers), so the website can tell where visits come from. */
export const AGENT_REF = "ref=agent";

/**
 * Builds the URL helpers of one deployment from `config.publicBaseUrl` (trailing slashes are dropped).
 *
 * @example
 * const urls = siteUrls("https://similarplay.example");
 * urls.game(1145360, { agent: true }); // "https://similarplay.example/game/1145360?ref=agent"
 * urls.like(1145360, { coop: true, deck: "verified" }); // ".../game/1145360/like?coop=true&deck=verified"
 * urls.store(1145360); // "https://store.steampowered.com/app/1145360/"
 */
export function siteUrls(publicBaseUrl: string): SiteUrls {
  const base = publicBaseUrl.replace(/\/+$/, "");
  return Object.freeze({
    base,
    game: (appid: number, options: { agent?: boolean } = {}) =>
      `${base}/game/${appid}${options.agent ? `?${AGENT_REF}` : ""}`,
    like: (appid: number, options: LikeUrlOptions = {}) => `${base}/game/${appid}/like${likeQuery(options)}`,
    store: (appid: number) => `https://store.steampowered.com/app/${appid}/`,
    find: (description: string) => `${base}/find?${new URLSearchParams({ description })}`,
  });
}

/** `?free=true&coop=true&deck=verified&length=short&lang=ru&ref=agent`, each part only when set; "" when none is. */
function likeQuery(o: LikeUrlOptions): string {
  const parts: string[] = [];
  if (o.free) parts.push("free=true");
  if (o.coop) parts.push("coop=true");
  if (o.deck) parts.push(`deck=${o.deck}`);
  for (const [key, values] of refineQuery(o.refine)) parts.push(`${key}=${values}`);
  if (o.lang === "ru") parts.push("lang=ru");
  if (o.agent) parts.push(AGENT_REF);
  return parts.length ? `?${parts.join("&")}` : "";
}

// Shared types of the website: what the page routes need (wired in service.ts), and the options every page is rendered with.
import type { CatalogStore } from "../catalog/store";
import type { Config } from "../config/config";
import type { Finder } from "../finder/types";
import type { Lookup } from "../lookup/types";
import type { GuardedCall } from "../pipeline";
import type { FindToolDeps } from "../mcp-tools/find-game-by-description";
import type { Lang, Recommender, SimilarFilters } from "../recommender/types";
import type { Refinements } from "../schemas";

/** Everything the website needs; the same objects the tool handlers get, the optional finder and the guarded call. */
export interface WebDeps {
  config: Readonly<Config>;
  /** Reads one game per page (`getGame`) and the build facts on /about (`meta`). */
  store: Pick<CatalogStore, "getGame" | "meta" | "describe">;
  lookup: Lookup;
  /** The one entry point the API and MCP use too; pages ask it for `WEB_LIST_N` picks. */
  recommender: Recommender;
  /** Backend of /find; when absent the page says search by description is not available here. */
  finder?: Pick<Finder, "find"> | null;
  /** The appids the sitemaps list, in order (`sitemapAppids` of the catalog's games); absent: no game sitemaps. */
  sitemap?: readonly number[];
  /** The service's guarded call shared by every door (/find runs the find tool through it, as door `web`). */
  call: GuardedCall<FindToolDeps>;
}

/** The web routes as one function: a page (the site's 404 page for a path it does not know) for any request. */
export type WebHandler = (request: Request, ip?: string) => Promise<Response>;

/** Language of a page: its UI text and its `why` lines (game data stays English). */
export type PageLang = Lang;

/** How a games-like list on a page was asked for. */
export interface ListOptions {
  lang: PageLang;
  filters: SimilarFilters;
  /** Refinements by how a game plays (`/like?length=short`); absent or null: none. */
  refine?: Refinements | null;
}

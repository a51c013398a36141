// How fresh a page's data is: the snapshot dates of the Deck lists and of the review counts, from the catalog.
import type { CatalogMeta, Game } from "../catalog/types";

/** Snapshot dates a page names in its footer; null when the catalog does not say. */
export interface DataDates {
  /** Date of the Steam Deck lists, e.g. "2023-06-18". */
  deck: string | null;
  /** Month of the review counts, e.g. "2025-01". */
  reviews: string | null;
}

/** The catalog sources the review counts come from, newest first (the build's merge precedence). */
const REVIEW_SOURCES = ["steamspy", "steam-insights", "steamspy-top", "appreviews"] as const;

/**
 * The catalog-wide dates from its build facts (`meta.snapshots`).
 *
 * @example
 * catalogDates(store.meta()); // { deck: "2023-06-18", reviews: "2025-01" }
 */
export function catalogDates(meta: CatalogMeta | null): DataDates {
  const snaps = meta?.snapshots ?? {};
  const reviews = REVIEW_SOURCES.map((s) => snaps[s]).find((d) => d !== undefined) ?? null;
  return { deck: snaps.deck ?? null, reviews: reviews === null ? null : month(reviews) };
}

/**
 * The dates of one game's facts: the snapshot its Deck status and its review counts came from (`game.sources`),
 * else the catalog's. A game no Deck list names has status "unknown" as of the catalog's Deck snapshot.
 *
 * @example
 * gameDates(hades, catalogDates(meta)); // { deck: "2023-06-18", reviews: "2025-01" }
 */
export function gameDates(game: Game, catalog: DataDates): DataDates {
  const reviews = snapshotOf(game.sources.reviews);
  return { deck: snapshotOf(game.sources.deck) ?? catalog.deck, reviews: reviews ? month(reviews) : catalog.reviews };
}

// "steamspy@2025-01-01" → "2025-01-01"; a source tag without a date gives null.
function snapshotOf(tag: string | undefined): string | null {
  const at = tag?.indexOf("@") ?? -1;
  return tag && at >= 0 && at < tag.length - 1 ? tag.slice(at + 1) : null;
}

// "2025-01-01" → "2025-01"; "2017" stays "2017".
function month(date: string): string {
  return date.slice(0, 7);
}

/**
 * The date of the catalog's data: its newest source snapshot (a sitemap's `lastmod`), as precise as that source says
 * ("2025-05", "2025-01-01"); null when the catalog names none. Not the build date: a rebuild of the same data changes
 * no page.
 *
 * @example
 * dataDate({ snapshots: { deck: "2023-06-18", steamspy: "2025-01-01", appreviews: "2019, 2017" } }); // "2025-01-01"
 */
export function dataDate(meta: Pick<CatalogMeta, "snapshots"> | null): string | null {
  const dates = Object.values(meta?.snapshots ?? {}).flatMap((v) => v.match(/\b\d{4}(?:-\d{2}(?:-\d{2})?)?\b/g) ?? []);
  // ISO dates of any precision compare as text; the more precise of two equal prefixes counts as the later.
  return dates.sort().at(-1) ?? null;
}

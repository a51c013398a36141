// The server's side of the precomputed sections: open them, check them against the catalog, hand out the indexes.
import { CatalogFileError, checkCatalogFile, type CatalogStore } from "../catalog";
import { contentHash, openSectionsFile, sectionsPathOf } from "../catalog/sections";
import type { SearchIndex } from "../finder";
import type { NameIndex } from "../lookup/name-index";
import { decodedOnce } from "../recommender/stored-lists";
import type { ListRows, RecommenderIndex, StoredLists, StoredReasons } from "../recommender";
import { stepVersion } from "./version";

/** The sections the build writes and the server reads. */
export const SECTION = { lookup: "lookup", recommender: "recommender", lists: "lists", listRows: "listRows", reasons: "reasons", finder: "finder", sitemap: "sitemap" } as const;

/** The indexes the server starts with, read from the sections file. */
export interface Precomputed {
  lookup: NameIndex;
  recommender: RecommenderIndex;
  /** Default lists of the best-known games. */
  lists: StoredLists;
  /** The catalog rows those lists read. */
  listRows: ListRows;
  /** The reasons of those lists' lines. */
  reasons: StoredReasons;
  finder: SearchIndex;
  /** Released games, most reviewed first (the sitemaps' order). */
  sitemap: number[];
}

/**
 * Opens `<catalogPath>.sections` and checks, before anything is served: the file is whole (the hash of its bytes),
 * it was written by the build that wrote the catalog (build id) with this server's build step (version.ts), it holds
 * every section, and the catalog file is byte for byte the one it was computed from (which also catches a catalog damaged in any table: then the damaged
 * table is named when SQLite's check finds it). Throws a one-line CatalogFileError naming `bun run catalog:build`.
 *
 * @example
 * const pre = openPrecomputed("data/catalog.db", store);
 * createLookup({ store, index: pre.lookup });
 */
export function openPrecomputed(catalogPath: string, store: CatalogStore): Precomputed {
  const file = openSectionsFile(sectionsPathOf(catalogPath));
  const fail = (what: string) => new CatalogFileError(`catalog: ${sectionsPathOf(catalogPath)} ${what}; rebuild it with bun run catalog:build`);
  const buildId = store.meta().buildId ?? "";
  if (file.stamp.buildId !== buildId) throw fail(`is from another build (${file.stamp.buildId || "none"}; the catalog is ${buildId || "unstamped"})`);
  // The build id changes with every build, not with the build step's code: sections computed with other weights or
  // another shape would pass it and serve lists the live ranking does not give, or fail on the first request.
  const step = stepVersion();
  if (file.stamp.step !== step) throw fail(`was computed by another version of the build step (${file.stamp.step ?? "unversioned"}; this server is ${step})`);
  const missing = Object.values(SECTION).filter((name) => !file.names.includes(name));
  if (missing.length) throw fail(`has no section ${missing.join(", ")}`);
  if (contentHash(catalogPath) !== file.stamp.catalogHash) {
    // Same build id, other bytes: the catalog was damaged after the build. Name the table when SQLite finds it.
    checkCatalogFile(catalogPath, { tables: "every" });
    throw new CatalogFileError(`catalog: ${catalogPath} is damaged (its bytes differ from the build's); rebuild it with bun run catalog:build`);
  }
  return {
    lookup: file.section<NameIndex>(SECTION.lookup),
    recommender: file.section<RecommenderIndex>(SECTION.recommender),
    lists: file.section<StoredLists>(SECTION.lists),
    // Decoded once each: the lookup and the recommender read the same rows.
    listRows: decodedOnce(file.section<ListRows>(SECTION.listRows)),
    reasons: file.section<StoredReasons>(SECTION.reasons),
    finder: file.section<SearchIndex>(SECTION.finder),
    sitemap: file.section<number[]>(SECTION.sitemap),
  };
}

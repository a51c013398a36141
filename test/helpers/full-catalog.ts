// The full built catalog for the integration tests: opened once per test process, each part (lookup, recommender,
// finder) built once on first use and shared by every file that asks, so a whole run builds each index one time.
import { existsSync } from "node:fs";
import { openCatalog, type CatalogStore } from "../../src/catalog";
import { createFinder } from "../../src/finder";
import type { Finder } from "../../src/finder/types";
import { createLookup, type Lookup } from "../../src/lookup";
import { createRecommender, type IndexedRecommender } from "../../src/recommender";
import type { ServiceParts } from "../../src/service";

/** Where the full catalog is: $CATALOG_PATH or data/catalog.db. */
export const FULL_CATALOG_PATH = process.env.CATALOG_PATH ?? "data/catalog.db";

/** The shared parts over the full catalog; each getter builds its part on first use. */
export interface FullCatalog extends ServiceParts {
  path: string;
  /** The recommender with its index exposed (some tests read the index). */
  recommender: IndexedRecommender;
}

let shared: FullCatalog | null = null;

/**
 * The full catalog's store, lookup, recommender and finder (offline: no language model). Throws, naming the command
 * that builds the catalog, when it is missing: a test that needs it fails instead of passing without running.
 */
export function fullCatalog(): FullCatalog {
  if (shared) return shared;
  if (!existsSync(FULL_CATALOG_PATH)) {
    throw new Error(`no full catalog at ${FULL_CATALOG_PATH}: build it with \`bun run catalog:build\` (about 20 s), then run the tests again`);
  }
  const store = openCatalog(FULL_CATALOG_PATH);
  let lookup: Lookup | undefined;
  let recommender: IndexedRecommender | undefined;
  let finder: Finder | undefined;
  shared = {
    path: FULL_CATALOG_PATH,
    store,
    get lookup() {
      return (lookup ??= createLookup({ store }));
    },
    get recommender() {
      return (recommender ??= createRecommender({ store }));
    },
    get finder() {
      return (finder ??= createFinder({ store, config: { openai: null }, llm: null }));
    },
  };
  return shared;
}

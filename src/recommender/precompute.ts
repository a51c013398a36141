// Catalog-build hook of the recommender. Its whole index builds in memory at start-up (about a second), so the
// build has nothing to store; the hook stays so the build needs no change if that ever stops being true.
import type { Database } from "bun:sqlite";

/**
 * Called by the catalog build last, on the writable database, with the build's logger. Drops any `rec_` table an older build left behind and
 * writes nothing else: the tag relatedness, co-recommendations and feature vectors are rebuilt by
 * `createRecommender` from the catalog rows in about a second (see `bun run bench:similar`).
 *
 * @example
 * precomputeRecommender(db); // no-op on a fresh catalog
 */
export function precomputeRecommender(db: Database, log: (line: string) => void = () => {}): void {
  const stale = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rec\\_%' ESCAPE '\\'").all();
  for (const t of stale) db.run(`DROP TABLE "${t.name.replaceAll('"', '""')}"`);
  log(`recommender: nothing to precompute (index builds at start-up)${stale.length ? `; dropped ${stale.length} stale rec_ tables` : ""}`);
}

// The refined half of `bun run spot:similar`: one list per refinement, to read by eye with its why lines and how
// many games were left out for unknown data.
import type { CatalogStore } from "../../src/catalog/store";
import type { Recommender } from "../../src/recommender/types";
import type { Refinements } from "../../src/schemas";

/** Seed and refinement per example: Hades shorter, Hollow Knight easier, Factorio in short bursts, Hades on one couch, Slay the Spire online. */
const EXAMPLES: [number, Refinements][] = [
  [1145360, { length: ["short", "medium"] }],
  [367520, { difficulty: ["relaxed", "moderate"] }],
  [427520, { session_shape: ["short_bursts"] }],
  [1145360, { co_op: ["local"] }],
  [646570, { co_op: ["online"] }],
];

/** Prints each example's top `n` as Markdown, English and Russian why lines side by side. */
export function printRefined(rec: Recommender, store: Pick<CatalogStore, "getGame">, n: number): void {
  const filters = { free: false, coop: false, deck: null } as const;
  for (const [appid, refine] of EXAMPLES) {
    const seed = store.getGame(appid);
    if (!seed) continue;
    const en = rec.similarRefined(seed, { n, lang: "en", filters, refine });
    const ru = rec.similarRefined(seed, { n, lang: "ru", filters, refine });
    const query = Object.entries(refine).map(([k, v]) => `${k}=${v.join(",")}`).join("&");
    console.log(`\n### ${seed.name} (${seed.appid}), ${query}: ${en.leftOutUnknown} left out (unknown)\n`);
    en.picks.forEach((p, i) => {
      console.log(`${i + 1}. **${p.game.name}** (${p.game.year ?? "?"}, ${p.game.reviews?.total ?? 0} reviews)`);
      console.log(`   - en: ${p.why}`);
      console.log(`   - ru: ${ru.picks[i]?.why ?? ""}`);
    });
  }
}

// The refined rows of `bun run bench:similar`: one list of n=20 per seed for each refinement (the summaries' codes
// are built before timing: the service builds them on its first refined list).
import type { Game } from "../../src/catalog/types";
import type { Recommender } from "../../src/recommender/types";
import type { Refinements } from "../../src/schemas";

const ROWS: Refinements[] = [
  { length: ["short"] },
  { length: ["short", "medium"] },
  { difficulty: ["relaxed", "moderate"] },
  { session_shape: ["short_bursts"] },
  { co_op: ["local"] },
  { co_op: ["online"], difficulty: ["relaxed"] },
];

/** Prints p50/p99 per refinement over `seeds`, with how many lists came out short and the median left-out count. */
export function benchRefined(rec: Recommender, seeds: readonly Game[]): void {
  const filters = { free: false, coop: false, deck: null } as const;
  const t0 = performance.now();
  rec.similarRefined(seeds[0]!, { n: 20, lang: "en", filters, refine: ROWS[0]! });
  console.log(`\nrefined lists: summary codes built on the first one in ${(performance.now() - t0).toFixed(0)} ms`);
  console.log(`one refined list of n=20 with why lines, uncached, ${seeds.length} seeds per row (ms)`);
  console.log("| refinement | p50 | p99 | <20 picks | left out (median) |");
  console.log("|---|---:|---:|---:|---:|");
  for (const refine of ROWS) {
    const times: number[] = [];
    const leftOut: number[] = [];
    let short = 0;
    for (const s of seeds) {
      const t = performance.now();
      const list = rec.similarRefined(s, { n: 20, lang: "en", filters, refine });
      times.push(performance.now() - t);
      leftOut.push(list.leftOutUnknown);
      if (list.picks.length < 20) short++;
    }
    times.sort((a, b) => a - b);
    leftOut.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
    const name = Object.entries(refine).map(([k, v]) => `${k}=${v.join(",")}`).join("&");
    console.log(`| ${name} | ${q(0.5)} | ${q(0.99)} | ${short} | ${leftOut[Math.floor(leftOut.length / 2)]} |`);
  }
}

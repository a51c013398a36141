// `bun run report:tails`: how picks 11-20 read for 30 seeds of different kinds: same-maker filler, expansions and
// slices, repeated reasons. Usage: bun tools/report-tails.ts [--catalog data/catalog.db] [--quiet]
import { existsSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import type { Game } from "../src/catalog/types";
import { createRecommender, type SimilarFilters } from "../src/recommender";
import { makerKey } from "../src/recommender/names";
import { findSlices } from "../src/recommender/slices";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };
const FREE: SimilarFilters = { ...NONE, free: true };

/** 30 seeds: series-heavy AAA, indie, multiplayer and free-to-play, three lists with free=true, Russian-made games. */
const SEEDS: { kind: string; appid: number; filters: SimilarFilters }[] = [
  ...[730, 620, 289070, 489830, 220, 292030, 377160, 271590, 8930, 306130].map((appid) => ({ kind: "series AAA", appid, filters: NONE })),
  ...[367520, 1145360, 646570, 413150, 632470, 427520, 105600, 504230].map((appid) => ({ kind: "indie", appid, filters: NONE })),
  ...[570, 440, 739630, 252490].map((appid) => ({ kind: "multiplayer", appid, filters: NONE })),
  ...[367520, 1145360, 646570].map((appid) => ({ kind: "free=true", appid, filters: FREE })),
  ...[505230, 1282730, 412020].map((appid) => ({ kind: "russian-made", appid, filters: NONE })),
  ...[1086940, 264710].map((appid) => ({ kind: "single hit", appid, filters: NONE })),
];

function main(): void {
  const argv = process.argv.slice(2);
  const catalog = argv.includes("--catalog") ? argv[argv.indexOf("--catalog") + 1]! : "data/catalog.db";
  const quiet = argv.includes("--quiet");
  if (!existsSync(catalog)) {
    console.error(`report:tails: no catalog at ${catalog}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const store = openCatalog(catalog);
  console.error("report:tails: building the recommender index...");
  const rec = createRecommender({ store });
  const games = store.allGames();
  const makers = (g: Game) => [...g.developers, ...g.publishers].map(makerKey);
  console.error("report:tails: flagging expansions and slices...");
  const slices = findSlices(games, makers);
  const sliceOf = new Map([...slices].map(([gi, s]) => [games[gi]!.appid, s]));

  const rows: string[][] = [];
  const details: string[] = [];
  const total = { lists: 0, picks: 0, maker: 0, slices: 0, repeats: 0, makerAll: 0, slicesAll: 0, repeatsAll: 0 };
  for (const [k, s] of SEEDS.entries()) {
    const seed = store.getGame(s.appid);
    if (!seed) {
      console.error(`report:tails: ${s.appid} is not in the catalog; skipped`);
      continue;
    }
    console.error(`report:tails: ${k + 1}/${SEEDS.length} ${seed.name}`);
    const picks = rec.similar(seed, { n: 20, lang: "en", filters: s.filters });
    const seedMakers = new Set(makers(seed));
    const sameMaker = (g: Game) => makers(g).some((m) => seedMakers.has(m));
    const whys = picks.map((p) => p.why);
    const tail = picks.slice(10);
    const repeated = tail.filter((p, j) => whys.indexOf(p.why) < 10 + j).length;
    const maker = tail.filter((p) => sameMaker(p.game)).length;
    const sliced = tail.filter((p) => sliceOf.has(p.game.appid)).length;
    total.lists++;
    total.picks += tail.length;
    total.maker += maker;
    total.slices += sliced;
    total.repeats += repeated;
    total.makerAll += picks.filter((p) => sameMaker(p.game)).length;
    total.slicesAll += picks.filter((p) => sliceOf.has(p.game.appid)).length;
    total.repeatsAll += picks.length - new Set(whys).size;
    const label = `${seed.name}${s.filters.free ? " (free)" : ""}`;
    rows.push([label.slice(0, 44), s.kind, String(picks.length), String(maker), String(sliced), String(repeated)]);
    details.push(`\n${label}, picks 11-20:`);
    for (const [j, p] of tail.entries()) {
      const marks = [sameMaker(p.game) ? "same maker" : "", sliceOf.has(p.game.appid) ? `slice: ${sliceOf.get(p.game.appid)!.kind}` : "",
        whys.indexOf(p.why) < 10 + j ? "repeated reason" : ""].filter(Boolean).join(", ");
      details.push(`  ${11 + j}. ${p.game.name}${marks ? ` [${marks}]` : ""} — ${p.why}`);
    }
  }
  console.log(`report:tails: ${total.lists} lists of 20, picks 11-20 of each (${total.picks} picks)\n`);
  console.log(table([["seed", "kind", "picks", "same maker 11-20", "slices 11-20", "repeated reasons 11-20"], ...rows]));
  console.log(`\ntotals over picks 11-20: same maker ${total.maker}, expansions/slices ${total.slices}, repeated reasons ${total.repeats}` +
    ` (over picks 1-20: same maker ${total.makerAll}, expansions/slices ${total.slicesAll}, repeated reasons ${total.repeatsAll})`);
  console.log("same maker: shares a developer or publisher with the seed (spelling-free key); slices: flagged by");
  console.log("src/recommender/slices.ts; repeated reason: the same sentence as an earlier pick of the list.");
  if (!quiet) console.log(details.join("\n"));
  store.close();
}

function table(rows: string[][]): string {
  const w = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((x, c) => (c < 2 ? x.padEnd(w[c]!) : x.padStart(w[c]!))).join(" | ")} |`;
  return [line(rows[0]!), `|${w.map((x, c) => (c < 2 ? "-" : "-") + "-".repeat(x) + (c < 2 ? "-" : ":")).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

main();

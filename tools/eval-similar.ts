// `bun run eval:similar`: the recommender against three baselines on editorial, franchise and list-health measures.
// Usage: bun tools/eval-similar.ts [--catalog data/catalog.db] [--set rank.seriesBoost=0.5 ...] [--per-seed]
//   [--cv [--grid rank.tierDecay=0,0.3,0.6 ...]]
// --cv: chooses among the grid's settings (default: the text blend, rank.textWeight × rank.textGate) by 5-fold
// cross-validation over the editorial seeds (franchise R@20 >= 0.30 as a constraint) and prints each fold's choice
// with its held-out R@20.
import { existsSync, readFileSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import type { Game } from "../src/catalog/types";
import { createRecommender, type RecommenderOptions } from "../src/recommender";
import { DEFAULT_FEATURES, DEFAULT_RELATEDNESS } from "../src/recommender/features";
import { makerKey } from "../src/recommender/names";
import { DEFAULT_QUALITY } from "../src/recommender/quality";
import { findSlices } from "../src/recommender/slices";
import { createBaselines, type Method } from "./similar/baselines";
import { listHealth, looksLikeEdition, mean, ndcgAt, recallAt } from "./similar/metrics";

const EDITORIAL = "../shared/eval/editorial_dev.json";
const FRANCHISE = "../shared/steam-data/eval-franchise/franchise_clusters.json";
const HEALTH_SAMPLE = 400;
const NO_FILTERS = { free: false, coop: false, deck: null } as const;

interface Args { catalog: string; options: RecommenderOptions; perSeed: boolean; cv: boolean; grid: Grid }

/** Option path → the values cross-validation tries (every combination of them). */
type Grid = Record<string, number[]>;

/** Defaults of the nested option groups, so `--set index.features.genreWeight=0.3` changes one leaf and keeps the rest. */
const NESTED_DEFAULTS: Record<string, object> = { features: DEFAULT_FEATURES, relatedness: DEFAULT_RELATEDNESS, quality: DEFAULT_QUALITY };

/** Sets `group.key` or `group.key.leaf` (e.g. index.features.genreWeight) in the recommender options. */
function setOption(options: RecommenderOptions, path: string, value: number): void {
  const [group, key, leaf] = path.split(".") as [keyof RecommenderOptions, string, string | undefined];
  const target = (options[group] ??= {}) as Record<string, unknown>;
  if (leaf === undefined) target[key] = value;
  else ((target[key] ??= { ...NESTED_DEFAULTS[key] }) as Record<string, number>)[leaf] = value;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { catalog: "data/catalog.db", options: {}, perSeed: false, cv: false, grid: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--catalog") args.catalog = argv[++i]!;
    else if (a === "--per-seed") args.perSeed = true;
    else if (a === "--cv") args.cv = true;
    else if (a === "--grid") {
      const [path, values] = argv[++i]!.split("=") as [string, string];
      args.grid[path] = values.split(",").map(Number);
    } else if (a === "--set") {
      const [path, value] = argv[++i]!.split("=") as [string, string];
      setOption(args.options, path, Number(value));
    }
  }
  return args;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.catalog)) {
    console.error(`eval:similar: no catalog at ${args.catalog}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const store = openCatalog(args.catalog);
  const games = store.allGames();
  const byId = new Map(games.map((g) => [g.appid, g]));
  const t0 = performance.now();
  const rec = createRecommender({ store, options: args.options });
  console.log(`index built in ${((performance.now() - t0) / 1000).toFixed(2)} s over ${games.length} games`);

  const methods: Record<string, Method> = {
    recommender: (seed, n) => rec.similar(seed, { n, lang: "en", filters: NO_FILTERS }).map((p) => p.game.appid),
    ...createBaselines(games),
  };

  const editorial = JSON.parse(readFileSync(EDITORIAL, "utf8")) as {
    seeds: { seed_name: string; seed_appid: number; recommended: { appid: number | null }[] }[];
  };
  const edSeeds = editorial.seeds
    .filter((s) => byId.has(s.seed_appid))
    .map((s) => ({ seed: byId.get(s.seed_appid)!, rel: new Set(s.recommended.flatMap((r) => (r.appid ? [r.appid] : []))) }));
  const clusters = (JSON.parse(readFileSync(FRANCHISE, "utf8")) as { clusters: Record<string, number[]> }).clusters;
  const frSeeds = Object.values(clusters).flatMap((ids) => {
    const inCat = ids.filter((a) => byId.has(a));
    return inCat.map((a) => ({ seed: byId.get(a)!, rel: new Set(inCat.filter((b) => b !== a)) })).filter((x) => x.rel.size > 0);
  });
  const pool = games.filter((g) => !g.comingSoon && !g.adult && (g.reviews?.total ?? 0) >= 50);
  const step = Math.max(1, Math.floor(pool.length / HEALTH_SAMPLE));
  const sample = pool.filter((_, i) => i % step === 0).slice(0, HEALTH_SAMPLE);
  const healthSeeds = [...new Map([...edSeeds.map((s) => s.seed), ...frSeeds.map((s) => s.seed), ...sample].map((g) => [g.appid, g])).values()];

  // The same franchise sets without the seed's own editions and remasters, which the recommender must not pick.
  const frNoEditions = frSeeds
    .map((s) => ({ seed: s.seed, rel: new Set([...s.rel].filter((a) => !looksLikeEdition(s.seed.name, byId.get(a)!.name))) }))
    .filter((s) => s.rel.size > 0);
  // And without the expansions, chapters and slices the recommender leaves out by design (src/recommender/slices.ts).
  const sliceIds = new Set([...findSlices(games, (g) => [...g.developers, ...g.publishers].map(makerKey)).keys()].map((gi) => games[gi]!.appid));
  const frNoSlices = frSeeds
    .map((s) => ({ seed: s.seed, rel: new Set([...s.rel].filter((a) => !sliceIds.has(a))) }))
    .filter((s) => s.rel.size > 0);
  if (args.cv) {
    crossValidate(store, args.options, Object.keys(args.grid).length ? args.grid : TEXT_BLEND_GRID, edSeeds, frSeeds);
    store.close();
    return;
  }
  const notes: string[] = [];
  const sliceNotes: string[] = [];
  const rows: string[][] = [];
  const perSeed: string[] = [];
  for (const [name, method] of Object.entries(methods)) {
    const t = performance.now();
    const ed = edSeeds.map((s) => ({ ...s, list: method(s.seed, 20) }));
    const fr = frSeeds.map((s) => ({ ...s, list: method(s.seed, 20) }));
    const frClean = frNoEditions.map((s) => ({ ...s, list: method(s.seed, 10) }));
    notes.push(`${name} ${fmt(mean(frClean.map((s) => recallAt(s.list, s.rel, 10))))}`);
    sliceNotes.push(`${name} ${fmt(mean(frNoSlices.map((s) => recallAt(method(s.seed, 20), s.rel, 20))))}`);
    const lists = healthSeeds.map((seed) => ({ seed, picks: method(seed, 10).map((a) => byId.get(a)!) }));
    const h = listHealth(lists);
    if (args.perSeed && name === "recommender") {
      for (const s of ed) perSeed.push(`${s.seed.name.slice(0, 32).padEnd(32)} R@20 ${fmt(recallAt(s.list, s.rel, 20) ?? 0)}  hits: ${s.list.filter((a) => s.rel.has(a)).map((a) => byId.get(a)?.name).join(", ")}`);
    }
    rows.push([
      name,
      fmt(mean(ed.map((s) => recallAt(s.list, s.rel, 10)))),
      fmt(mean(ed.map((s) => recallAt(s.list, s.rel, 20)))),
      fmt(mean(ed.map((s) => ndcgAt(s.list, s.rel, 20)))),
      fmt(mean(fr.map((s) => recallAt(s.list, s.rel, 10)))),
      fmt(mean(fr.map((s) => recallAt(s.list, s.rel, 20)))),
      fmt(h.share1k),
      String(h.leaks),
      fmt(h.editionTop),
      fmt(h.top20Share),
      fmt(h.maxListShare),
      `${((performance.now() - t) / 1000).toFixed(1)}s`,
    ]);
  }
  const head = ["method", "ed R@10", "ed R@20", "ed NDCG@20", "franchise R@10", "franchise R@20", "picks 1k+", "leaks", "edition top", "top-20 share", "max list share", "time"];
  console.log(`\neditorial: ${edSeeds.length} seeds; franchise: ${frSeeds.length} seeds; health: ${healthSeeds.length} lists of 10`);
  console.log(table([head, ...rows]));
  console.log("franchise R@10 is capped for the recommender: at most 3 of its top 10 come from the seed's series or developer.");
  console.log(`franchise R@10 without the seed's own editions among the relevant games: ${notes.join(", ")}`);
  console.log(`franchise R@20 without expansions, chapters and slices among the relevant games (${sliceIds.size} flagged): ${sliceNotes.join(", ")}`);
  console.log("top-20 share: share of all picks taken by the 20 most frequent games (lower = more seed-specific);");
  console.log("max list share: share of lists holding the single most frequent pick.");
  if (perSeed.length) console.log(`\n${perSeed.join("\n")}`);
  store.close();
}

type Seeds = { seed: Game; rel: Set<number> }[];

const CV_FOLDS = 5;

const TEXT_BLEND_GRID: Grid = { "rank.textWeight": [0, 0.1, 0.2, 0.3], "rank.textGate": [0, 0.35, 0.4, 0.45] };
const MIN_FRANCHISE = 0.3;

/** Every combination of the grid's values, as [path, value] lists. */
function gridPoints(grid: Grid): [string, number][][] {
  return Object.entries(grid).reduce<[string, number][][]>(
    (points, [path, values]) => points.flatMap((p) => values.map((v) => [...p, [path, v] as [string, number]])),
    [[]],
  );
}

/**
 * k-fold over editorial seeds (seed k goes to fold k mod 5): each fold picks the grid point with the best mean R@20 on
 * the other folds among points keeping franchise R@20 >= 0.30, and is scored on its own seeds.
 */
function crossValidate(store: ReturnType<typeof openCatalog>, base: RecommenderOptions, grid: Grid, ed: Seeds, fr: Seeds): void {
  const label = (point: [string, number][]) => point.map(([path, v]) => `${path}=${v}`).join(" ");
  const results = gridPoints(grid).map((point) => {
    const options = structuredClone(base);
    for (const [path, v] of point) setOption(options, path, v);
    const rec = createRecommender({ store, options });
    const list = (g: Game) => rec.similar(g, { n: 20, lang: "en", filters: NO_FILTERS }).map((p) => p.game.appid);
    const perSeed = ed.map((s) => recallAt(list(s.seed), s.rel, 20) ?? 0);
    const franchise = mean(fr.map((s) => recallAt(list(s.seed), s.rel, 20)));
    console.log(`${label(point)}: ed R@20 ${fmt(mean(perSeed))}, franchise R@20 ${fmt(franchise)}`);
    return { point, perSeed, franchise };
  });
  const held: number[] = [];
  for (let f = 0; f < CV_FOLDS; f++) {
    const inFold = (k: number) => k % CV_FOLDS === f;
    const trainMean = (r: (typeof results)[number]) => mean(r.perSeed.filter((_, k) => !inFold(k)));
    const ok = results.filter((r) => r.franchise >= MIN_FRANCHISE);
    const best = (ok.length ? ok : results).reduce((a, b) => (trainMean(b) > trainMean(a) ? b : a));
    const test = mean(best.perSeed.filter((_, k) => inFold(k)));
    held.push(...best.perSeed.filter((_, k) => inFold(k)));
    console.log(`fold ${f + 1}: ${label(best.point)}: train R@20 ${fmt(trainMean(best))}, held-out R@20 ${fmt(test)}`);
  }
  console.log(`cross-validated editorial R@20 (held-out seeds, pooled): ${fmt(mean(held))}`);
}

function fmt(x: number): string {
  return x.toFixed(3);
}

function table(rows: string[][]): string {
  const w = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((x, c) => (c === 0 ? x.padEnd(w[c]!) : x.padStart(w[c]!))).join(" | ")} |`;
  return [line(rows[0]!), `|${w.map((x, c) => (c === 0 ? ":" : "-") + "-".repeat(x) + (c === 0 ? "-" : ":")).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

main();

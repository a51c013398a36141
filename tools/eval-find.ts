// `bun run eval:find [FILE]`: hit@1 and hit@5 of the offline finder over a JSONL set of descriptions (dev set default).
//
// Each line: {"description", "appid", "name"?, "year_hint"?, "style"?}. Prints totals, per-style numbers, confidence
// calibration and the misses. Options: --catalog PATH (default $CATALOG_PATH or data/catalog.db), --quiet (no misses).
import { existsSync, readFileSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import { createFinder } from "../src/finder";

interface Case {
  description: string;
  appid: number;
  name?: string;
  style?: string;
}

function main(argv: string[]): number {
  const args = argv.filter((a) => !a.startsWith("--"));
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const catalogPath = flag("catalog") ?? process.env.CATALOG_PATH ?? "data/catalog.db";
  const file = args.find((a) => a !== flag("catalog")) ?? "../shared/eval/find_dev.jsonl";
  if (!existsSync(catalogPath)) {
    console.error(`eval-find: no catalog at ${catalogPath}; run bun run catalog:build first`);
    return 1;
  }
  const cases: Case[] = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const store = openCatalog(catalogPath);
  // Offline backend only: the eval measures the embedded retrieval, never a language model.
  const finder = createFinder({ store, config: { openai: null }, llm: null });
  const t0 = performance.now();
  finder.warm();
  const buildMs = performance.now() - t0;
  // One untimed pass first: per-query times are those of a warm server, not of the engine compiling the ranker.
  for (const c of cases) finder.findOffline({ description: c.description }, 10);

  // Targets with a store description can be matched on their own text; the others only through tags, name and reviews.
  const described = new Set(store.allDescribed().filter((d) => d.description !== null).map((d) => d.appid));
  const byStyle = new Map<string, { n: number; h1: number; h5: number }>();
  const byText = new Map<string, { n: number; h1: number; h5: number }>();
  const byConf = new Map<string, { n: number; h1: number }>();
  const misses: string[] = [];
  let h1 = 0;
  let h5 = 0;
  const times: number[] = [];
  for (const c of cases) {
    const t1 = performance.now();
    const answer = finder.findOffline({ description: c.description }, 10);
    times.push(performance.now() - t1);
    const ids = answer.results.map((r) => r.appid);
    const rankOf = ids.indexOf(c.appid) + 1;
    const hit1 = rankOf === 1;
    const hit5 = rankOf >= 1 && rankOf <= 5;
    h1 += hit1 ? 1 : 0;
    h5 += hit5 ? 1 : 0;
    tally(byStyle, c.style ?? "-", hit1, hit5);
    tally(byText, described.has(c.appid) ? "described" : "no text", hit1, hit5);
    const k = byConf.get(answer.confidence) ?? { n: 0, h1: 0 };
    byConf.set(answer.confidence, { n: k.n + 1, h1: k.h1 + (hit1 ? 1 : 0) });
    if (!hit1) {
      const got = answer.results.slice(0, 3).map((r) => `${r.name} (${r.score})`).join(" | ");
      misses.push(`  ${rankOf ? `rank ${rankOf}` : "miss"} [${c.style ?? "-"}${described.has(c.appid) ? "" : ", no text"}] want ${c.name ?? c.appid}; got ${got}`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(0);
  const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
  console.log(`eval-find: ${cases.length} descriptions from ${file} (index ${buildMs.toFixed(0)} ms; per query, warm: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms)`);
  console.log(`hit@1 ${pct(h1, cases.length)} (${h1}/${cases.length})  hit@5 ${pct(h5, cases.length)} (${h5}/${cases.length})`);
  for (const [style, s] of [...byStyle].sort()) console.log(`  ${style.padEnd(10)} n=${s.n}  hit@1 ${pct(s.h1, s.n)}  hit@5 ${pct(s.h5, s.n)}`);
  console.log("target has a store description:");
  for (const [kind, s] of [...byText].sort()) console.log(`  ${kind.padEnd(10)} n=${s.n}  hit@1 ${pct(s.h1, s.n)}  hit@5 ${pct(s.h5, s.n)}`);
  console.log("confidence (share right at rank 1):");
  for (const conf of ["high", "medium", "low"]) {
    const k = byConf.get(conf);
    if (k) console.log(`  ${conf.padEnd(6)} n=${k.n}  right ${pct(k.h1, k.n)}`);
  }
  if (!argv.includes("--quiet") && misses.length) console.log(`misses:\n${misses.join("\n")}`);
  store.close();
  return 0;
}

function tally(into: Map<string, { n: number; h1: number; h5: number }>, key: string, hit1: boolean, hit5: boolean): void {
  const s = into.get(key) ?? { n: 0, h1: 0, h5: 0 };
  into.set(key, { n: s.n + 1, h1: s.h1 + (hit1 ? 1 : 0), h5: s.h5 + (hit5 ? 1 : 0) });
}

process.exit(main(process.argv.slice(2)));

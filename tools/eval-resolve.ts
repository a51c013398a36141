// `bun run eval:resolve [FILE]`: top-1 accuracy of the lookup per kind over a JSONL set of {q, appid, kind, also?}.
import { existsSync, readFileSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config/config";
import { createLookup } from "../src/lookup";

const DEFAULT_FILE = "../shared/eval/resolve_dev.jsonl";

interface Case {
  q: string;
  appid: number | null;
  kind: string;
  also?: number[];
  note?: string;
}

function main(): void {
  const file = process.argv[2] ?? DEFAULT_FILE;
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) fail(`no catalog at ${catalogPath}; build it with bun run catalog:build`);
  if (!existsSync(file)) fail(`no eval file at ${file}`);
  const cases = readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as Case);

  const lookup = createLookup({ store: openCatalog(catalogPath) });
  const byKind = new Map<string, { n: number; ok: number }>();
  const misses: string[] = [];
  let falseHits = 0;
  let notFoundCases = 0;
  for (const c of cases) {
    const r = lookup.resolve(c.q);
    const got = r?.seed.appid ?? null;
    const ok = c.appid === null ? got === null : got === c.appid || (got !== null && (c.also ?? []).includes(got));
    const k = byKind.get(c.kind) ?? { n: 0, ok: 0 };
    k.n++;
    if (ok) k.ok++;
    byKind.set(c.kind, k);
    if (c.appid === null) {
      notFoundCases++;
      if (got !== null) falseHits++;
    }
    if (!ok) {
      const what = r ? `${r.seed.appid} ${r.seed.name} [${r.kind} ${r.confidence}]` : "not found";
      misses.push(`  ${c.kind.padEnd(22)} ${JSON.stringify(c.q)} → ${what}; expected ${c.appid ?? "not found"}`);
    }
  }

  console.log(`eval:resolve ${file}: ${cases.length} queries`);
  console.log(`  ${"kind".padEnd(22)} ${"n".padStart(4)} ${"top-1".padStart(7)}`);
  let n = 0;
  let ok = 0;
  for (const [kind, k] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kind.padEnd(22)} ${String(k.n).padStart(4)} ${pct(k.ok, k.n).padStart(7)}`);
    n += k.n;
    ok += k.ok;
  }
  console.log(`  ${"overall".padEnd(22)} ${String(n).padStart(4)} ${pct(ok, n).padStart(7)}`);
  console.log(`false hits on not-found queries: ${falseHits} of ${notFoundCases}`);
  console.log(misses.length ? `misses (${misses.length}):\n${misses.join("\n")}` : "misses: none");
}

function pct(a: number, b: number): string {
  return b === 0 ? "-" : `${((100 * a) / b).toFixed(1)}%`;
}

function fail(message: string): never {
  console.error(`eval:resolve: ${message}`);
  process.exit(1);
}

main();

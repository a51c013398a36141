// CLI: the summaries of 30 well-known games of different kinds next to their top tags and 2019 average playtime,
// to read as a player would. `bun run report:summaries [--db FILE] [--appids 1,2,3]`
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { joinPlaytime, readPlaytime } from "../src/catalog/build/readers/playtime";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config";
import { formatCoverage, summaryCoverage } from "../src/summaries";

/** The issue's well-known games, then others of different kinds (open-world RPG, sports, party, narrative...). */
const DEFAULT_APPIDS = [
  1145360, 367520, 413150, 374320, 427520, 739630, 1794680, 1426210, 620, 105600, 292030, 730, 289070, 504230, 227300,
  252490, 1086940, 646570, 255710, 570, 1245620, 489830, 252950, 391540, 892970, 1091500, 239030, 294100, 264710, 4000,
];

const { values } = parseArgs({ options: { db: { type: "string" }, appids: { type: "string" } } });
const store = openCatalog(values.db ?? loadConfig().catalogPath);
const appids = values.appids ? values.appids.split(",").map(Number) : DEFAULT_APPIDS;
// The catalog keeps only where a game's playtime came from (`sources.playtime`); the hours are read again here.
const playtimeDir = join(loadConfig().steamDataDir, "playtime-2019");
const playtime = existsSync(playtimeDir)
  ? joinPlaytime((await readPlaytime(playtimeDir, "playtime@2019")).rows, store.allGames(), "playtime@2019").byApp
  : new Map();

for (const appid of appids) {
  const g = store.getGame(appid);
  if (!g) {
    console.log(`## ${appid}: not in the catalog\n`);
    continue;
  }
  const { summary: s } = store.describe(appid);
  const texts = store.reviewTexts(appid, 100_000).length;
  console.log(`## ${g.name} (${appid}): ${g.reviews?.total.toLocaleString("en-US") ?? "no"} reviews, ${texts} English review texts`);
  console.log(`top tags:     ${g.tags.slice(0, 8).join(", ")}`);
  const p = playtime.get(appid);
  console.log(`playtime:     ${p ? `${(p.avgMinutes / 60).toFixed(1)} h average in 2019 (${p.ratings.toLocaleString("en-US")} ratings)` : "-"}`);
  console.log(`description:  ${g.description ? `${g.sources.description}` : "none"}`);
  if (!s) {
    console.log("summary:      none\n");
    continue;
  }
  console.log(`tagline:      ${s.tagline ?? "-"}`);
  console.log(`difficulty:   ${s.difficulty ?? "-"}   length: ${s.length ?? "-"}   sessions: ${s.sessionShape ?? "-"}   co-op: ${s.coOp ?? "-"}`);
  console.log(`hooks:        ${s.hooks.join("; ") || "-"}`);
  console.log(`dealbreakers: ${s.dealbreakers.join("; ") || "-"}\n`);
}
const games = store.allGames();
console.log("coverage (filled / games):");
for (const line of formatCoverage(summaryCoverage(games, (id) => store.describe(id)))) console.log(`  ${line}`);
store.close();

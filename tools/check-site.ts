// Link and validity check of the website on the full catalog: starts the service, crawls a few hundred pages from the
// home page and the sitemap, and reports broken internal links, 5xx answers and game pages whose OG/JSON-LD is wrong.
// Usage: bun tools/check-site.ts [--pages 400]   (exit code 1 when any problem is found)
import { loadConfig } from "../src/config";
import { startService } from "../src/service";
import { crawlSite } from "./site-check/crawl-site";

const pagesArg = process.argv.indexOf("--pages");
const maxPages = pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 400;
if (!Number.isInteger(maxPages) || maxPages < 1) throw new Error("check-site: --pages takes a positive whole number");

// Request logs would bury the report; LOG_LEVEL=info brings them back.
const service = startService(loadConfig({ LOG_LEVEL: "warn", ...process.env, PORT: "0", RATE_LIMITS: "off" }));
const base = `http://127.0.0.1:${service.port}`;
try {
  const fetchPath = (path: string) => fetch(base + path, { redirect: "manual" });
  const sitemap = await (await fetchPath("/sitemaps/games-1.xml")).text();
  const sampled = [...sitemap.matchAll(/<loc>[^<]*?(\/game\/\d+)<\/loc>/g)].map((m) => m[1]!);
  // The most reviewed games first, then a spread over the long tail.
  const step = Math.max(1, Math.floor(sampled.length / 100));
  const start = ["/", "/about", "/find", "/privacy", "/llms.txt", "/robots.txt", ...sampled.slice(0, 50), ...sampled.filter((_, i) => i % step === 0).slice(0, 100)];
  const t0 = performance.now();
  const report = await crawlSite({
    fetchPath,
    start: [...new Set(start)],
    maxPages,
    progress: (n) => n % 50 === 0 && console.error(`check-site: ${n} pages`),
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`pages crawled   ${report.pages} in ${seconds.toFixed(1)} s (${report.gamePages} game pages)`);
  console.log(`statuses        ${Object.entries(report.statuses).map(([s, n]) => `${s}: ${n}`).join(", ")}`);
  console.log(`sitemap games-1 ${sampled.length} URLs`);
  console.log(`problems        ${report.problems.length}`);
  for (const p of report.problems.slice(0, 30)) console.log(`  ${p.path} (linked from ${p.from}): ${p.problem}`);
  process.exitCode = report.problems.length ? 1 : 0;
} finally {
  await service.stop();
}

// CLI: politely refresh the public Steam data (SteamSpy, store appdetails and reviews); see --help.

import { parseCrawlArgs, runCrawl, USAGE } from "./crawl/index.ts";

async function main(): Promise<number> {
  const parsed = parseCrawlArgs(process.argv.slice(2), process.env);
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const controller = new AbortController();
  process.on("SIGINT", () => {
    // The first Ctrl-C lets the crawl save its checkpoint; a second one quits at once.
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write("crawl: stopping after saving the checkpoint (Ctrl-C again to quit now)\n");
    controller.abort();
  });
  const summary = await runCrawl(parsed.options, { signal: controller.signal });
  const counts = Object.entries(summary.counts)
    .filter(([endpoint]) => parsed.options.endpoints.includes(endpoint as never))
    .map(([endpoint, c]) => `${endpoint} done=${c.done} skipped=${c.skipped} failed=${c.failed}`);
  process.stderr.write(`crawl: ${summary.interrupted ? "interrupted" : "finished"}; ${[`steamspy pages fetched=${summary.steamspyPages}`, ...counts].join("; ")}\n`);
  if (summary.interrupted) return 130;
  return Object.values(summary.counts).some((c) => c.failed > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

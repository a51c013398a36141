// The crawler's public surface, re-exported for tools/crawl.ts and the tests.

export { parseCrawlArgs, USAGE } from "./cli-args.ts";
export { runCrawl } from "./run-crawl.ts";
export { createRequestPacer } from "./request-pacer.ts";
export { createHttpClient, CrawlHttpError, parseRetryAfter } from "./http-client.ts";
export { outputPaths } from "./output-paths.ts";
export { toPythonLiteral } from "./python-literal.ts";
export { steamspyCsv, STEAMSPY_CSV_COLUMNS } from "./steamspy-csv.ts";
export { parseAppidList } from "./appid-source.ts";
export type { CrawlDeps, CrawlOptions, CrawlSummary, Endpoint } from "./types.ts";

// A same-site crawler for the link check: follows internal links breadth-first and checks each page it reaches.

/** One problem the crawl found. */
export interface CrawlProblem {
  path: string;
  /** Where the link to it was found ("start" for a start path). */
  from: string;
  problem: string;
}

/** What a crawl saw. */
export interface CrawlReport {
  pages: number;
  gamePages: number;
  /** Pages per status code. */
  statuses: Record<number, number>;
  problems: CrawlProblem[];
}

export interface CrawlOptions {
  /** Answers one same-site GET (an in-process handler or a real `fetch` to the server). */
  fetchPath: (path: string) => Promise<Response>;
  /** Paths to start from (e.g. "/" and game pages from the sitemap). */
  start: string[];
  /** Stop after this many pages. */
  maxPages: number;
  /** Links not to follow (e.g. searches for example games a small catalog lacks). */
  skip?: (path: string) => boolean;
  /** Called after each page with the count so far. */
  progress?: (done: number) => void;
}

/** Pages that should be 200; a link to a 404 or a 5xx is broken (a search may redirect, 302). */
const OK = new Set([200, 302]);

/**
 * Crawls from `start`, following `href`s on the same site (not the API, not `/mcp`, not `/static`), and checks:
 * every status is 200/302 (a link to a 404 is broken, any 5xx is a failure), every HTML page has a `<title>`, and
 * every game page carries Open Graph tags and a JSON-LD block that parses with a VideoGame and an ItemList.
 *
 * @example
 * await crawlSite({ fetchPath: (p) => fetch(base + p), start: ["/"], maxPages: 300 }); // { pages: 300, problems: [] … }
 */
export async function crawlSite(o: CrawlOptions): Promise<CrawlReport> {
  const seen = new Set<string>(o.start);
  const queue: { path: string; from: string }[] = o.start.map((path) => ({ path, from: "start" }));
  const report: CrawlReport = { pages: 0, gamePages: 0, statuses: {}, problems: [] };
  while (queue.length && report.pages < o.maxPages) {
    const { path, from } = queue.shift()!;
    const res = await o.fetchPath(path);
    report.pages++;
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
    o.progress?.(report.pages);
    const problem = (text: string) => report.problems.push({ path, from, problem: text });
    if (!OK.has(res.status)) problem(`status ${res.status}`);
    if (res.status === 302) {
      const to = res.headers.get("location");
      if (to && !seen.has(to)) (seen.add(to), queue.push({ path: to, from: path }));
      continue;
    }
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) continue;
    const page = await res.text();
    if (!/<title>[^<]+<\/title>/.test(page)) problem("no <title>");
    if (/^\/game\/\d+$/.test(path.split("?")[0]!) && res.status === 200) {
      report.gamePages++;
      for (const p of checkGameHead(page)) problem(p);
    }
    for (const link of internalLinks(page)) {
      if (o.skip?.(link)) continue;
      if (!seen.has(link)) (seen.add(link), queue.push({ path: link, from: path }));
    }
  }
  return report;
}

/** Problems with a game page's link-preview tags and JSON-LD; none when all is well. */
export function checkGameHead(page: string): string[] {
  const out: string[] = [];
  for (const prop of ["og:title", "og:description", "og:image", "og:url"]) {
    if (!new RegExp(`<meta property="${prop}" content="[^"]+">`).test(page)) out.push(`no ${prop}`);
  }
  if (!/<meta name="twitter:card" content="summary">/.test(page)) out.push("no twitter:card");
  const title = page.match(/<title>([^<]*)<\/title>/)?.[1];
  const ogTitle = page.match(/<meta property="og:title" content="([^"]*)">/)?.[1];
  if (ogTitle !== undefined && ogTitle !== title) out.push(`og:title ${JSON.stringify(ogTitle)} is not the title ${JSON.stringify(title)}`);
  const ld = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  if (!ld) return [...out, "no JSON-LD"];
  try {
    const types = (JSON.parse(ld)["@graph"] as { "@type": string }[]).map((n) => n["@type"]);
    if (!types.includes("VideoGame") || !types.includes("ItemList")) out.push(`JSON-LD types ${types.join(",")}`);
  } catch (e) {
    out.push(`JSON-LD does not parse: ${(e as Error).message}`);
  }
  return out;
}

// Same-site paths of the page's links, `&amp;` decoded; the API, MCP and static files are not pages to crawl.
function internalLinks(page: string): string[] {
  const out: string[] = [];
  for (const m of page.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
    const path = m[1]!.replace(/&amp;/g, "&").split("#")[0]!;
    if (path.startsWith("//") || /^\/(?:api\/|mcp|static\/|openapi\.json)/.test(path)) continue;
    out.push(path);
  }
  return out;
}

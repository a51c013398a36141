// Command-line parsing for `bun tools/crawl.ts`: flags and environment over named defaults, validated once.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parseAppidList } from "./appid-source.ts";
import { CHECKPOINT_FILE } from "./checkpoint.ts";
import { ENDPOINTS, type CrawlOptions, type Endpoint } from "./types.ts";

/** Output folder (git-ignored). */
export const DEFAULT_OUT = ".crawl";
/** Steam store base URL (env CRAWL_STORE_BASE). */
export const DEFAULT_STORE_BASE = "https://store.steampowered.com";
/** SteamSpy base URL (env CRAWL_STEAMSPY_BASE). */
export const DEFAULT_STEAMSPY_BASE = "https://steamspy.com";
/** Store spacing: 1 request / 1.5 s keeps well under the store's ~200 requests / 5 min. */
export const DEFAULT_STORE_INTERVAL_MS = 1500;
/** SteamSpy `all` spacing: SteamSpy asks for 1 request / 60 s. */
export const DEFAULT_STEAMSPY_ALL_INTERVAL_MS = 60_000;
/** SteamSpy appdetails spacing: SteamSpy asks for 1 request / s. */
export const DEFAULT_STEAMSPY_INTERVAL_MS = 1000;
/** Review pages (of 100) per game. */
export const DEFAULT_REVIEW_PAGES = 2;
/** Retries after the first attempt. */
export const DEFAULT_RETRIES = 4;
/** First backoff, doubled per retry. */
export const DEFAULT_BACKOFF_MS = 2000;
/** Longest single backoff. */
export const DEFAULT_MAX_BACKOFF_MS = 120_000;
/** Per-request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spacing of progress lines. */
export const DEFAULT_PROGRESS_EVERY_MS = 10_000;
/** Identifies the crawler to the sites it visits. */
export const DEFAULT_USER_AGENT = "game-like-lookup-crawler/1.0 (polite refresh of public Steam catalog data; 1 req/1.5 s)";

/** The `--help` text. */
export const USAGE = `Usage: bun tools/crawl.ts [options]

Politely refreshes the public Steam data (SteamSpy pages and appdetails, store appdetails and reviews) into
<out>/<kind>-<snapshot>/ in the formats of ../shared/steam-data. Resumable: rerun to continue; Ctrl-C saves.

Which apps (default: the apps of the SteamSpy 'all' pages, most reviewed first)
  --appids 10,20,30          explicit appids
  --appids-file FILE         appids separated by commas/whitespace, '#' comments
  --top N                    only the N most-reviewed apps of the SteamSpy pages

What and where
  --endpoints LIST           comma list of ${ENDPOINTS.join(", ")}
                             (default: all; without steamspy-all when appids are given)
  --out DIR                  output folder (default ${DEFAULT_OUT})
  --snapshot YYYY-MM-DD      snapshot label (default: the checkpoint's, else today UTC)
  --steamspy-max-pages N     stop SteamSpy 'all' after N pages (default: at the first empty page)
  --review-pages N           review pages of 100 per game (default ${DEFAULT_REVIEW_PAGES})

Politeness
  --store-interval-ms MS     store spacing (default ${DEFAULT_STORE_INTERVAL_MS})
  --steamspy-all-interval-ms MS  SteamSpy 'all' spacing (default ${DEFAULT_STEAMSPY_ALL_INTERVAL_MS})
  --steamspy-interval-ms MS  SteamSpy appdetails spacing (default ${DEFAULT_STEAMSPY_INTERVAL_MS})
  --retries N                retries on network errors, timeouts, 429, 5xx (default ${DEFAULT_RETRIES})
  --backoff-ms MS            first backoff, doubled per retry, with jitter (default ${DEFAULT_BACKOFF_MS})
  --max-backoff-ms MS        longest backoff (default ${DEFAULT_MAX_BACKOFF_MS})
  --timeout-ms MS            per-request timeout (default ${DEFAULT_TIMEOUT_MS})
  --user-agent TEXT          User-Agent header (default "${DEFAULT_USER_AGENT}")
  --contact TEXT             appended to the User-Agent, e.g. an e-mail (env CRAWL_CONTACT)

Endpoints
  --store-base URL           Steam store base (env CRAWL_STORE_BASE, default ${DEFAULT_STORE_BASE})
  --steamspy-base URL        SteamSpy base (env CRAWL_STEAMSPY_BASE, default ${DEFAULT_STEAMSPY_BASE})
  --progress-every-ms MS     spacing of progress lines on stderr (default ${DEFAULT_PROGRESS_EVERY_MS})
  -h, --help                 this text

Exit status: 0 all done, 1 some apps failed (rerun retries them) or a fatal error, 130 interrupted.
`;

/** Result of parsing: either the help request or the resolved options. */
export type ParsedArgs = { help: true } | { help: false; options: CrawlOptions };

const FLAGS = {
  help: { type: "boolean", short: "h" },
  appids: { type: "string" },
  "appids-file": { type: "string" },
  top: { type: "string" },
  endpoints: { type: "string" },
  out: { type: "string" },
  snapshot: { type: "string" },
  "steamspy-max-pages": { type: "string" },
  "review-pages": { type: "string" },
  "store-interval-ms": { type: "string" },
  "steamspy-all-interval-ms": { type: "string" },
  "steamspy-interval-ms": { type: "string" },
  retries: { type: "string" },
  "backoff-ms": { type: "string" },
  "max-backoff-ms": { type: "string" },
  "timeout-ms": { type: "string" },
  "user-agent": { type: "string" },
  contact: { type: "string" },
  "store-base": { type: "string" },
  "steamspy-base": { type: "string" },
  "progress-every-ms": { type: "string" },
} as const;

/**
 * Parses CLI flags (and the CRAWL_* environment) into crawl options. Throws an Error naming the bad value.
 *
 * @example parseCrawlArgs(["--appids", "10,20", "--review-pages", "1"], process.env)
 */
export function parseCrawlArgs(argv: string[], env: Record<string, string | undefined>, now = new Date()): ParsedArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new Error(`crawl: ${(error as Error).message}; see --help`);
  }
  if (values.help) return { help: true };
  const str = (name: string) => values[name] as string | undefined;
  const out = str("out") ?? DEFAULT_OUT;
  const appids = explicitAppids(str("appids"), str("appids-file"));
  const top = optionalInt(str("top"), "--top", 1);
  if (top !== null && appids !== null) throw new Error("crawl: --top ranks the SteamSpy pages' apps; drop it or drop --appids/--appids-file");
  const contact = str("contact") ?? env.CRAWL_CONTACT;
  const userAgent = str("user-agent") ?? DEFAULT_USER_AGENT;
  return {
    help: false,
    options: {
      out,
      snapshot: snapshotOf(str("snapshot"), out, now),
      endpoints: endpointsOf(str("endpoints"), appids !== null),
      appids,
      top,
      steamspyMaxPages: optionalInt(str("steamspy-max-pages"), "--steamspy-max-pages", 1),
      reviewPages: int(str("review-pages"), "--review-pages", DEFAULT_REVIEW_PAGES, 1),
      storeBase: baseUrl(str("store-base") ?? env.CRAWL_STORE_BASE ?? DEFAULT_STORE_BASE, "--store-base"),
      steamspyBase: baseUrl(str("steamspy-base") ?? env.CRAWL_STEAMSPY_BASE ?? DEFAULT_STEAMSPY_BASE, "--steamspy-base"),
      storeIntervalMs: int(str("store-interval-ms"), "--store-interval-ms", DEFAULT_STORE_INTERVAL_MS, 0),
      steamspyAllIntervalMs: int(str("steamspy-all-interval-ms"), "--steamspy-all-interval-ms", DEFAULT_STEAMSPY_ALL_INTERVAL_MS, 0),
      steamspyIntervalMs: int(str("steamspy-interval-ms"), "--steamspy-interval-ms", DEFAULT_STEAMSPY_INTERVAL_MS, 0),
      retries: int(str("retries"), "--retries", DEFAULT_RETRIES, 0),
      backoffMs: int(str("backoff-ms"), "--backoff-ms", DEFAULT_BACKOFF_MS, 0),
      maxBackoffMs: int(str("max-backoff-ms"), "--max-backoff-ms", DEFAULT_MAX_BACKOFF_MS, 0),
      timeoutMs: int(str("timeout-ms"), "--timeout-ms", DEFAULT_TIMEOUT_MS, 1),
      userAgent: contact ? `${userAgent} (contact: ${contact})` : userAgent,
      progressEveryMs: int(str("progress-every-ms"), "--progress-every-ms", DEFAULT_PROGRESS_EVERY_MS, 0),
    },
  };
}

function explicitAppids(list: string | undefined, file: string | undefined): number[] | null {
  if (list !== undefined && file !== undefined) throw new Error("crawl: pass --appids or --appids-file, not both");
  if (list !== undefined) return nonEmpty(parseAppidList(list, "--appids"), "--appids");
  if (file === undefined) return null;
  if (!existsSync(file)) throw new Error(`crawl: --appids-file ${file} does not exist`);
  return nonEmpty(parseAppidList(readFileSync(file, "utf8"), `--appids-file ${file}`), `--appids-file ${file}`);
}

function nonEmpty(ids: number[], source: string): number[] {
  if (ids.length === 0) throw new Error(`crawl: ${source} lists no appids`);
  return ids;
}

// Without --snapshot, a rerun continues the checkpoint's snapshot even on a later day.
function snapshotOf(value: string | undefined, out: string, now: Date): string {
  if (value !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error(`crawl: --snapshot "${value}" is not a YYYY-MM-DD date`);
    }
    return value;
  }
  const file = join(out, CHECKPOINT_FILE);
  if (existsSync(file)) {
    try {
      const snapshot = (JSON.parse(readFileSync(file, "utf8")) as { snapshot?: unknown }).snapshot;
      if (typeof snapshot === "string") return snapshot;
    } catch {
      // An unreadable checkpoint is reported by openCheckpoint with a better message.
    }
  }
  return now.toISOString().slice(0, 10);
}

function endpointsOf(value: string | undefined, hasAppids: boolean): Endpoint[] {
  if (value === undefined) return ENDPOINTS.filter((endpoint) => !(hasAppids && endpoint === "steamspy-all"));
  const wanted = value.split(",").map((part) => part.trim()).filter(Boolean);
  for (const name of wanted) {
    if (!ENDPOINTS.includes(name as Endpoint)) {
      throw new Error(`crawl: --endpoints has "${name}"; valid endpoints are ${ENDPOINTS.join(", ")}`);
    }
  }
  if (wanted.length === 0) throw new Error(`crawl: --endpoints is empty; valid endpoints are ${ENDPOINTS.join(", ")}`);
  return ENDPOINTS.filter((endpoint) => wanted.includes(endpoint));
}

function int(value: string | undefined, flag: string, fallback: number, min: number): number {
  return optionalInt(value, flag, min) ?? fallback;
}

function optionalInt(value: string | undefined, flag: string, min: number): number | null {
  if (value === undefined) return null;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min) {
    throw new Error(`crawl: ${flag} "${value}" is not an integer >= ${min}`);
  }
  return Number(value);
}

function baseUrl(value: string, flag: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
  } catch {
    throw new Error(`crawl: ${flag} "${value}" is not an http(s) URL`);
  }
  return value.replace(/\/+$/, "");
}

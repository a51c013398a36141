// Shared types of the Steam crawler: endpoints, resolved options, checkpoint shape and injected dependencies.

import type { Checkpoint } from "./checkpoint.ts";
import type { HttpClient } from "./http-client.ts";
import type { OutputPaths } from "./output-paths.ts";
import type { RequestPacer } from "./request-pacer.ts";

/** The four public endpoints the crawler can fetch. */
export type Endpoint = "steamspy-all" | "steamspy-details" | "appdetails" | "reviews";

/** Every endpoint, in the order the crawler runs them. */
export const ENDPOINTS: readonly Endpoint[] = ["steamspy-all", "steamspy-details", "appdetails", "reviews"];

/** The per-app endpoints (everything but the SteamSpy `all` pages). */
export type AppEndpoint = Exclude<Endpoint, "steamspy-all">;

/** Fully resolved crawl options; `parseCrawlArgs` fills the defaults. */
export interface CrawlOptions {
  /** Output folder; dumps go to `<out>/<kind>-<snapshot>/`, the checkpoint to `<out>/crawl-checkpoint.json`. */
  out: string;
  /** Snapshot date `YYYY-MM-DD`; names the output folders and the SteamSpy page files. */
  snapshot: string;
  /** Endpoints to crawl, in run order. */
  endpoints: Endpoint[];
  /** Explicit appids (`--appids` / `--appids-file`), or null to take them from the SteamSpy `all` pages. */
  appids: number[] | null;
  /** Keep only the N apps with the most SteamSpy reviews (positive + negative); null keeps all. */
  top: number | null;
  /** Stop the SteamSpy `all` crawl after this many pages (0-based pages 0..N-1); null runs to the first empty page. */
  steamspyMaxPages: number | null;
  /** Review pages (of 100) fetched per game. */
  reviewPages: number;
  /** Steam store base URL, without a trailing slash. */
  storeBase: string;
  /** SteamSpy base URL, without a trailing slash. */
  steamspyBase: string;
  /** Minimum spacing between store requests (appdetails and appreviews share it). */
  storeIntervalMs: number;
  /** Minimum spacing between SteamSpy `all` page requests. */
  steamspyAllIntervalMs: number;
  /** Minimum spacing between SteamSpy `appdetails` requests. */
  steamspyIntervalMs: number;
  /** Retries after the first attempt on network errors, timeouts, 429 and 5xx. */
  retries: number;
  /** First backoff delay; doubled on each retry, with jitter. */
  backoffMs: number;
  /** Upper bound of one backoff or Retry-After wait. */
  maxBackoffMs: number;
  /** Per-request timeout. */
  timeoutMs: number;
  /** User-Agent header sent with every request. */
  userAgent: string;
  /** Minimum spacing between progress lines on stderr. */
  progressEveryMs: number;
}

/** What happened to one app at one endpoint. */
export type AppState = "done" | "skipped" | "failed";

/** One checkpoint entry: the state, and why for skipped/failed ones. */
export interface AppRecord {
  state: AppState;
  reason?: string;
  at: string;
}

/** The resumable crawl state stored in `<out>/crawl-checkpoint.json`. */
export interface CheckpointData {
  version: 1;
  snapshot: string;
  steamspyAll: {
    /** Pages written to disk. */
    pagesDone: number[];
    /** The first empty page, once seen: the SteamSpy list ends before it. */
    endPage: number | null;
  };
  /** Per endpoint, appid -> record. */
  apps: Record<AppEndpoint, Record<string, AppRecord>>;
}

/** Dependencies injected into the crawler (tests swap them). */
export interface CrawlDeps {
  /** The fetch implementation; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Writes one progress/log line (to stderr in the CLI). */
  log?: (line: string) => void;
  /** Aborting it stops the crawl after saving a consistent checkpoint (Ctrl-C in the CLI). */
  signal?: AbortSignal;
  /** Random number in [0, 1) for backoff jitter. */
  random?: () => number;
}

/** The outcome of `runCrawl`. */
export interface CrawlSummary {
  interrupted: boolean;
  steamspyPages: number;
  counts: Record<AppEndpoint, Record<AppState, number>>;
}

/** What every crawl phase receives: options, the shared HTTP client and pacers, the checkpoint and the paths. */
export interface CrawlContext {
  options: CrawlOptions;
  http: HttpClient;
  pacers: { store: RequestPacer; steamspyAll: RequestPacer; steamspy: RequestPacer };
  checkpoint: Checkpoint;
  paths: OutputPaths;
  log: (line: string) => void;
  signal?: AbortSignal;
}

/** The outcome of fetching one app at one endpoint (failures are thrown instead). */
export interface AppOutcome {
  state: "done" | "skipped";
  reason?: string;
}

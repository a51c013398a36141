// Polite JSON GET: rate-limited, with a timeout and retries (exponential backoff + jitter) on transient failures.

import type { RequestPacer } from "./request-pacer.ts";
import { isAbortError, sleep } from "./sleep.ts";

/** A failed request; `status` is null for network errors and timeouts. */
export class CrawlHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "CrawlHttpError";
  }
}

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  /** User-Agent header on every request. */
  userAgent: string;
  /** Per-attempt timeout, body included. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff; doubled on each retry. */
  backoffMs: number;
  /** Upper bound of one backoff wait. */
  maxBackoffMs: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Random in [0, 1) for jitter; defaults to `Math.random`. */
  random?: () => number;
  /** Receives one line per retry. */
  log?: (line: string) => void;
}

/** Fetches JSON documents through a rate pacer. */
export interface HttpClient {
  /**
   * GETs `url` once `pacer` allows and returns the parsed JSON body. Retries network errors, timeouts, 429
   * (waiting for Retry-After, which also holds back the pacer) and 5xx; throws `CrawlHttpError` at once on other
   * statuses and on a body that is not JSON. Rejects with an AbortError when `signal` aborts.
   */
  getJson(url: string, pacer: RequestPacer, signal?: AbortSignal): Promise<unknown>;
}

/** Longest Retry-After we agree to wait: a larger value is treated as this. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Creates the crawler's HTTP client.
 *
 * @example
 * const http = createHttpClient({ userAgent: "my-crawler/1.0", timeoutMs: 30_000, retries: 4, backoffMs: 1000, maxBackoffMs: 60_000 })
 * const body = await http.getJson("https://steamspy.com/api.php?request=all&page=0", pacer)
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => undefined);
  const headers = { "User-Agent": options.userAgent, Accept: "application/json" };

  const backoff = (attempt: number) =>
    Math.min(options.maxBackoffMs, options.backoffMs * 2 ** attempt) * (0.5 + 0.5 * random());

  const attemptOnce = async (url: string, signal?: AbortSignal): Promise<{ body: unknown } | { error: CrawlHttpError; waitMs: number | null }> => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { headers, signal: combined, redirect: "follow" });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      const why = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : `network error: ${messageOf(error)}`;
      return { error: new CrawlHttpError(`crawl: GET ${url} ${why}`, null, true), waitMs: null };
    }
    if (response.ok) {
      try {
        return { body: JSON.parse(text) };
      } catch {
        throw new CrawlHttpError(`crawl: GET ${url} returned a body that is not JSON: ${text.slice(0, 80)}`, response.status, false);
      }
    }
    const status = response.status;
    const error = new CrawlHttpError(`crawl: GET ${url} returned HTTP ${status}`, status, status === 429 || status >= 500);
    if (!error.retryable) throw error;
    return { error, waitMs: status === 429 ? parseRetryAfter(response.headers.get("retry-after"), Date.now()) : null };
  };

  const getJson = async (url: string, pacer: RequestPacer, signal?: AbortSignal): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      await pacer.acquire(signal);
      const result = await attemptOnce(url, signal);
      if ("body" in result) return result.body;
      if (attempt >= options.retries) throw result.error;
      const waitMs = result.waitMs === null ? backoff(attempt) : Math.min(result.waitMs, MAX_RETRY_AFTER_MS);
      // A 429 is about the host, not this URL: hold every request to it back, not just our retry.
      if (result.error.status === 429) pacer.pushBack(waitMs);
      log(`${result.error.message}; retry ${attempt + 1}/${options.retries} in ${(waitMs / 1000).toFixed(1)} s`);
      await sleep(waitMs, signal);
    }
  };

  return { getJson };
}

/**
 * Parses a Retry-After header (delay in seconds, fractions allowed, or an HTTP date) into milliseconds from
 * `nowMs`; null when absent or unparseable.
 *
 * @example parseRetryAfter("2", Date.now()) // 2000
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === "") return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

function messageOf(error: unknown): string {
  if (isAbortError(error)) return "aborted";
  return error instanceof Error ? error.message : String(error);
}

// Progress lines for one crawl phase: done/total, outcome counts, rate and elapsed time, throttled.

import type { AppState } from "./types.ts";

/** Options of `createProgress`. */
export interface ProgressOptions {
  /** Phase name printed at the start of each line, e.g. "appdetails". */
  label: string;
  /** Items this run will process (already-settled ones excluded). */
  total: number;
  /** Receives each line. */
  write: (line: string) => void;
  /** Minimum milliseconds between two lines; the final line always prints. */
  everyMs: number;
}

/** Counts outcomes of one phase and prints them now and then. */
export interface Progress {
  /** Records one processed item. */
  tick(state: AppState): void;
  /** Prints the final line. */
  finish(note?: string): void;
  /** Outcome counts so far. */
  readonly counts: Record<AppState, number>;
}

/**
 * Creates a progress reporter.
 *
 * @example
 * const progress = createProgress({ label: "reviews", total: 3, write: console.error, everyMs: 2000 })
 * progress.tick("done") // "crawl reviews: 1/3 done=1 skipped=0 failed=0 0.9/s elapsed 0:01"
 */
export function createProgress(options: ProgressOptions): Progress {
  const started = performance.now();
  const counts: Record<AppState, number> = { done: 0, skipped: 0, failed: 0 };
  let lastLine = started;

  const line = (note = "") => {
    const seconds = (performance.now() - started) / 1000;
    const processed = counts.done + counts.skipped + counts.failed;
    // Over at least one second, so the first quick item does not print a thousand per second.
    const rate = (processed / Math.max(seconds, 1)).toFixed(2);
    options.write(
      `crawl ${options.label}: ${processed}/${options.total} done=${counts.done} skipped=${counts.skipped} ` +
        `failed=${counts.failed} ${rate}/s elapsed ${formatDuration(seconds)}${note ? ` ${note}` : ""}`,
    );
  };

  return {
    counts,
    tick(state) {
      counts[state]++;
      if (performance.now() - lastLine >= options.everyMs) {
        lastLine = performance.now();
        line();
      }
    },
    finish: (note) => line(note),
  };
}

/** Formats seconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds: number): string {
  const s = Math.floor(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

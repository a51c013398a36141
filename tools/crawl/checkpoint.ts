// The resumable crawl state: which SteamSpy pages and which (endpoint, appid) pairs are done, skipped or failed.

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { writeFileAtomic } from "./atomic-write.ts";
import type { AppEndpoint, AppRecord, AppState, CheckpointData } from "./types.ts";

/** The checkpoint's file name inside the output folder. */
export const CHECKPOINT_FILE = "crawl-checkpoint.json";

/** In-memory checkpoint with atomic, serialized saves. */
export interface Checkpoint {
  readonly data: CheckpointData;
  /** The record of `appid` at `endpoint`, if any. */
  get(endpoint: AppEndpoint, appid: number): AppRecord | undefined;
  /** True when a rerun should not fetch `appid` at `endpoint` again (done or skipped; failed ones are retried). */
  isSettled(endpoint: AppEndpoint, appid: number): boolean;
  /** Records the outcome of one app; call after its output file is written. */
  mark(endpoint: AppEndpoint, appid: number, state: AppState, reason?: string): void;
  /** Records that SteamSpy page `page` is on disk. */
  markPage(page: number): void;
  /** Records the first empty SteamSpy page (the end of the list). */
  markEndPage(page: number): void;
  /** Saves now if `everyMs` passed since the last save (always when `everyMs` is 0). */
  save(everyMs?: number): Promise<void>;
}

/**
 * Loads `<file>` or starts a fresh checkpoint for `snapshot`. Throws when the file belongs to another snapshot,
 * since mixing two snapshots' state would skip work that the new snapshot never did.
 *
 * @example const checkpoint = await openCheckpoint(".crawl/crawl-checkpoint.json", "2025-06-01")
 */
export async function openCheckpoint(file: string, snapshot: string): Promise<Checkpoint> {
  const data = existsSync(file) ? parseCheckpoint(await readFile(file, "utf8"), file) : emptyCheckpoint(snapshot);
  if (data.snapshot !== snapshot) {
    throw new Error(
      `crawl: ${file} belongs to snapshot ${data.snapshot}, not ${snapshot}; pass --snapshot ${data.snapshot} to resume it or use another --out`,
    );
  }
  let lastSave = 0;
  // Saves run one after another so that two renames never race over the same file.
  let saving: Promise<void> = Promise.resolve();

  const save = (everyMs = 0): Promise<void> => {
    if (everyMs > 0 && Date.now() - lastSave < everyMs) return saving;
    lastSave = Date.now();
    saving = saving.then(() => writeFileAtomic(file, `${JSON.stringify(data, null, 1)}\n`));
    return saving;
  };

  return {
    data,
    get: (endpoint, appid) => data.apps[endpoint][String(appid)],
    isSettled(endpoint, appid) {
      const state = data.apps[endpoint][String(appid)]?.state;
      return state === "done" || state === "skipped";
    },
    mark(endpoint, appid, state, reason) {
      data.apps[endpoint][String(appid)] = { state, ...(reason ? { reason } : {}), at: new Date().toISOString() };
    },
    markPage(page) {
      if (!data.steamspyAll.pagesDone.includes(page)) data.steamspyAll.pagesDone.push(page);
      data.steamspyAll.pagesDone.sort((a, b) => a - b);
    },
    markEndPage(page) {
      data.steamspyAll.endPage = page;
    },
    save,
  };
}

/** A checkpoint with nothing done yet. */
export function emptyCheckpoint(snapshot: string): CheckpointData {
  return {
    version: 1,
    snapshot,
    steamspyAll: { pagesDone: [], endPage: null },
    apps: { "steamspy-details": {}, appdetails: {}, reviews: {} },
  };
}

function parseCheckpoint(text: string, file: string): CheckpointData {
  let parsed: Partial<CheckpointData>;
  try {
    parsed = JSON.parse(text) as Partial<CheckpointData>;
  } catch (error) {
    throw new Error(`crawl: ${file} is not valid JSON (${(error as Error).message}); move it away to start over`);
  }
  if (parsed.version !== 1 || typeof parsed.snapshot !== "string") {
    throw new Error(`crawl: ${file} is not a version 1 crawl checkpoint`);
  }
  const fresh = emptyCheckpoint(parsed.snapshot);
  return {
    ...fresh,
    steamspyAll: { ...fresh.steamspyAll, ...parsed.steamspyAll },
    apps: { ...fresh.apps, ...parsed.apps },
  };
}

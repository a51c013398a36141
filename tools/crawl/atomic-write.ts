// Crash-safe file writes: write a temp file next to the target, then rename it over the target.

import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Writes `data` to `path` atomically: readers (and a rerun after Ctrl-C or a crash) see the old file or the new
 * one, never half of it. Creates the parent folder when missing.
 *
 * @example await writeFileAtomic(".crawl/crawl-checkpoint.json", JSON.stringify(state))
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

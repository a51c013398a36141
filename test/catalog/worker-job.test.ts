// workerJob: one message to a worker thread, its one reply back, and a worker that throws rejects naming the job.
// startWorkerJob: more messages posted while it runs (the catalog build's text side takes the hooks that way), and a
// job ended from outside. evenStretches: where the build splits a job's items between threads.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { evenStretches, startWorkerJob, workerJob } from "../../src/catalog/worker-job";
import { buildTextSide, type TextSideInput } from "../../src/recommender/text-side";

const dir = mkdtempSync(join(tmpdir(), "worker-job-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function workerFile(name: string, body: string): URL {
  const path = join(dir, name);
  writeFileSync(path, `declare const self: Worker;\nself.onmessage = (e: MessageEvent<number[]>) => {\n${body}\n};\n`);
  return pathToFileURL(path);
}

describe("workerJob", () => {
  test("resolves with the worker's reply to the message", async () => {
    const url = workerFile("sum.ts", "self.postMessage(e.data.reduce((a, b) => a + b, 0));");
    expect(await workerJob<number>(url, [1, 2, 39], "test: the sum failed")).toBe(42);
  });

  test("a worker that throws rejects with the job's failure line and the error", async () => {
    const url = workerFile("throws.ts", "throw new Error(`no sum of ${e.data.length}`);");
    await expect(workerJob<number>(url, [1, 2], "test: the sum failed")).rejects.toThrow(/^test: the sum failed: [\s\S]*no sum of 2/);
  });
});

describe("startWorkerJob", () => {
  test("a second message posted at once reaches the worker, which replies after it", async () => {
    const path = join(dir, "two.ts");
    writeFileSync(path, "declare const self: Worker;\nlet first: number[] | null = null;\nself.onmessage = (e: MessageEvent<number[]>) => {\n  if (!first) first = e.data;\n  else self.postMessage([...first, ...e.data]);\n};\n");
    const job = startWorkerJob<number[]>(pathToFileURL(path), [1, 2], "test: the join failed");
    job.post([3]);
    expect(await job.result).toEqual([1, 2, 3]);
  });

  test("a job ended from outside rejects with the reason (the worker waited for a message that never came)", async () => {
    const job = startWorkerJob<number>(workerFile("waits.ts", "if (e.data.length > 1) return;"), [1, 2], "test: never");
    job.end(new Error("the summaries failed"));
    await expect(job.result).rejects.toThrow("the summaries failed");
  });

  test("the catalog build's text-side worker, given the games then their hooks, gives buildTextSide's text side", async () => {
    const inputs: TextSideInput[] = Array.from({ length: 40 }, (_, k) => ({
      appid: 100 + k,
      description: k % 4 === 3 ? null : `A ${["farming", "space", "horror", "racing"][k % 4]} game about ${["crops", "ships", "ghosts", "cars"][k % 4]} and friends, number ${k % 5}.`,
      hooks: k % 3 === 0 ? ["relaxing pace", "tight combat"].slice(0, 1 + (k % 2)) : [],
      tags: [["Farming Sim", "Relaxing"], ["Space", "Sci-fi"], ["Horror", "Atmospheric"], ["Racing", "Driving"]][k % 4]!,
    }));
    const job = startWorkerJob(new URL("../../src/catalog/build/text-side-worker.ts", import.meta.url), inputs.map(({ hooks: _, ...g }) => g), "test: the text side failed");
    job.post(inputs.map((g) => g.hooks));
    expect(await job.result).toEqual(buildTextSide(inputs));
  });
});

describe("evenStretches", () => {
  test("items are split where each thread's share of the cost ends, not at half the count", () => {
    // As the stored lists weigh their seeds: a seed storing every combination costs four.
    expect(evenStretches([4, 4, 1, 1, 1, 1, 1, 1, 1, 1], 2)).toEqual([0, 2, 10]);
    expect(evenStretches([1, 1, 1, 1, 1, 1], 3)).toEqual([0, 2, 4, 6]);
    // Too few items for the parts: the last stretches are empty, never past the end.
    expect(evenStretches([9, 1], 3)).toEqual([0, 1, 2, 2]);
    expect(evenStretches([], 2)).toEqual([0, 0, 0]);
  });
});

// workerJob: one message to a worker thread, its one reply back, and a worker that throws rejects naming the job.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { workerJob } from "../../src/catalog/worker-job";

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

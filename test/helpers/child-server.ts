// Starts `src/main.ts` as a child process (the real entry point: config, signals, logs) on a spare port over a small
// fixture catalog file, and reads its JSON log lines.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GAMES } from "./fake-tool-deps";
import { writeFixtureCatalogFile } from "./fixture-catalog";

export interface ChildServer {
  port: number;
  base: string;
  proc: Bun.Subprocess<"ignore", "pipe", "pipe">;
  /** Every stdout line so far, parsed (non-JSON lines are kept as `{ raw }`). */
  lines: Record<string, unknown>[];
  /** Resolves with the first log line matching `msg` (waits for it). */
  waitFor(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  kill(): Promise<void>;
}

/** A fresh temporary folder holding the fixture catalog; `cleanup` removes it. */
export function fixtureCatalogDir(): { path: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "similarplay-ops-"));
  const path = join(dir, "catalog.db");
  writeFixtureCatalogFile(path, GAMES);
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on right now. */
export function sparePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Spawns the server (`command`, default `bun src/main.ts`) with `env` (PORT is chosen here); waits for "ready". */
export async function spawnServer(env: Record<string, string>, command = [process.execPath, "src/main.ts"]): Promise<ChildServer> {
  const port = sparePort();
  const proc = Bun.spawn(command, {
    env: { ...process.env, LOG_LEVEL: "info", WORKERS: "1", ...env, PORT: String(port) },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { msg: string; resolve: (l: Record<string, unknown>) => void }[] = [];
  void (async () => {
    let buffer = "";
    const decoder = new TextDecoder();
    for await (const chunk of proc.stdout) {
      buffer += decoder.decode(chunk);
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const text = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text);
        } catch {
          line = { raw: text };
        }
        lines.push(line);
        for (const w of waiters.filter((w) => w.msg === line.msg)) w.resolve(line);
      }
    }
  })();
  const waitFor = (msg: string, timeoutMs = 60_000) => {
    const seen = lines.find((l) => l.msg === msg);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child server: no "${msg}" log line in ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ msg, resolve: (l) => (clearTimeout(timer), resolve(l)) });
    });
  };
  const exited = proc.exited.then(async (code) => {
    throw new Error(`child server exited with ${code} before it was ready: ${await new Response(proc.stderr).text()}`);
  });
  await Promise.race([waitFor("ready"), exited]);
  exited.catch(() => {});
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    proc,
    lines,
    waitFor,
    async kill() {
      if (proc.exitCode === null) proc.kill("SIGKILL");
      await proc.exited;
    },
  };
}

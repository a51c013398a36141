// `bun run bench:startup [--runs 5] [--port 8190] [--workers N] [--binary dist/similarplay]`: cold starts of the real
// entry point (`bun src/main.ts`, as `npm start` runs it, or the compiled binary; no engine memory hint): time to the port listening and to /readyz 200, and the
// resident memory of the process tree during start-up (whole RSS and its private, anonymous part, from /proc). Prints
// each run and the medians.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../src/config";

const MB = 1024;

export interface Memory {
  /** Whole resident set, kB, summed over the process tree. */
  rssKb: number;
  /** Private anonymous resident memory (RssAnon), kB, summed over the process tree. */
  anonKb: number;
}

/** The pid and every descendant, from /proc (children of children included). */
function tree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    for (const task of safeList(`/proc/${out[i]}/task`)) {
      const kids = safeRead(`/proc/${out[i]}/task/${task}/children`).trim();
      if (kids) out.push(...kids.split(/\s+/).map(Number));
    }
  }
  return out;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** Resident memory of `pid` and its descendants now. */
export function memoryOf(pid: number): Memory {
  let rssKb = 0;
  let anonKb = 0;
  for (const p of tree(pid)) {
    const status = safeRead(`/proc/${p}/status`);
    rssKb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    anonKb += Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return { rssKb, anonKb };
}

/** Samples memoryOf(pid) every `everyMs` and keeps the peaks until stop() is called. */
export function peakSampler(pid: number, everyMs = 50): { peak: Memory; stop(): Memory } {
  const peak: Memory = { rssKb: 0, anonKb: 0 };
  const tick = () => {
    const m = memoryOf(pid);
    peak.rssKb = Math.max(peak.rssKb, m.rssKb);
    peak.anonKb = Math.max(peak.anonKb, m.anonKb);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return { peak, stop: () => (clearInterval(timer), tick(), peak) };
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).status;
  } catch {
    return 0;
  }
}

export interface StartedServer {
  proc: Bun.Subprocess;
  base: string;
  listeningMs: number;
  readyMs: number;
  sampler: ReturnType<typeof peakSampler>;
}

/** Starts `bun src/main.ts` on `port` and waits for /readyz 200 (at most `timeoutMs`); `quiet` drops its stdout. */
export async function startServer(port: number, env: Record<string, string> = {}, timeoutMs = 120_000, quiet = false): Promise<StartedServer> {
  const base = `http://127.0.0.1:${port}`;
  // An engine hint inherited from the shell is dropped; one the bench passes on purpose (`env`) is kept.
  const environment: Record<string, string | undefined> = { ...process.env, PORT: String(port), LOG_LEVEL: "warn" };
  delete environment.BUN_JSC_forceRAMSize;
  Object.assign(environment, env);
  const t0 = performance.now();
  const binary = process.argv.indexOf("--binary");
  const command = binary >= 0 ? [process.argv[binary + 1]!] : [process.execPath, join(import.meta.dir, "../src/main.ts")];
  const proc = Bun.spawn(command, { env: environment, stdout: quiet ? "ignore" : "inherit", stderr: "inherit" });
  const sampler = peakSampler(proc.pid);
  let listeningMs = 0;
  while (performance.now() - t0 < timeoutMs) {
    if (proc.exitCode !== null) throw new Error(`bench: the server exited with ${proc.exitCode} before it was ready`);
    // /healthz until it answers (listening), then /readyz (a 503 there is logged by the server as an error line).
    const s = await status(`${base}${listeningMs ? "/readyz" : "/healthz"}`);
    if (s !== 0 && !listeningMs) listeningMs = performance.now() - t0;
    if (s === 200 && listeningMs && (await status(`${base}/readyz`)) === 200) return { proc, base, listeningMs, readyMs: performance.now() - t0, sampler };
    await Bun.sleep(20);
  }
  proc.kill();
  throw new Error(`bench: not ready after ${timeoutMs} ms`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) {
    console.error(`bench:startup: no catalog at ${catalogPath}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const runs = arg("runs", 5);
  const port = arg("port", 8190);
  const workers: Record<string, string> = process.argv.includes("--workers") ? { WORKERS: String(arg("workers", 1)) } : {};
  console.log(`bench:startup: ${runs} cold starts of ${process.argv.includes("--binary") ? "the binary" : "src/main.ts"} on ${catalogPath}, ${navigator.hardwareConcurrency} cores, no engine hint`);
  const rows: { listening: number; ready: number; peakRss: number; peakAnon: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await startServer(port, workers);
    const peak = s.sampler.stop();
    s.proc.kill("SIGTERM");
    await s.proc.exited;
    rows.push({ listening: s.listeningMs, ready: s.readyMs, peakRss: peak.rssKb / MB, peakAnon: peak.anonKb / MB });
    console.log(
      `run ${i + 1}: listening ${(s.listeningMs / 1000).toFixed(2)} s, /readyz 200 ${(s.readyMs / 1000).toFixed(2)} s, ` +
        `peak RSS ${(peak.rssKb / MB).toFixed(0)} MB (private ${(peak.anonKb / MB).toFixed(0)} MB)`,
    );
  }
  console.log(
    `median: listening ${(median(rows.map((r) => r.listening)) / 1000).toFixed(2)} s, /readyz 200 ${(median(rows.map((r) => r.ready)) / 1000).toFixed(2)} s, ` +
      `peak RSS ${median(rows.map((r) => r.peakRss)).toFixed(0)} MB (private ${median(rows.map((r) => r.peakAnon)).toFixed(0)} MB)`,
  );
}

if (import.meta.main) await main();

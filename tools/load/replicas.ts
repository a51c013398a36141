// Shared by the load scripts: real service processes on spare loopback ports, an own redis-server, and latency stats.
import type { Subprocess } from "bun";

/** A port nothing listens on right now (the OS picks it). */
export function sparePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

/** A service process (`bun src/main.ts`) on its own port; `env` adds to the environment. */
export interface Replica {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `bun src/main.ts` of the checkout at `cwd` (another checkout measures another version) and waits until it
 * serves /about and its finder index is built (up to two minutes: 120k games load on a busy machine).
 */
export async function startReplica(name: string, env: Record<string, string>, cwd = process.cwd()): Promise<Replica> {
  const port = sparePort();
  const proc = Bun.spawn(["bun", "src/main.ts"], {
    cwd,
    env: { ...process.env, PORT: String(port), TRUSTED_PROXIES: "127.0.0.1", ...env },
    stdout: "ignore",
    stderr: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 120_000; Date.now() < end; ) {
    if (proc.exitCode !== null) throw new Error(`${name}: exited with ${proc.exitCode} while starting`);
    const ok = await fetch(`${base}/about`).then((r) => r.ok, () => false);
    if (ok) {
      // The finder's index builds right after listening and holds the event loop meanwhile; a find page waits for it.
      const warm = await fetch(`${base}/find?description=warming+up+the+finder+index`, { headers: { "x-forwarded-for": "192.0.2.254" } });
      await warm.arrayBuffer();
      return { base, stop: () => stopProcess(proc) };
    }
    await Bun.sleep(250);
  }
  await stopProcess(proc);
  throw new Error(`${name}: not serving after two minutes`);
}

async function stopProcess(proc: Subprocess): Promise<void> {
  proc.kill("SIGTERM");
  await Promise.race([proc.exited, Bun.sleep(5000)]);
  if (proc.exitCode === null) proc.kill("SIGKILL");
}

/** A private Redis: its URL, and start/kill/pause/resume to play outages. */
export interface OwnRedis {
  url: string;
  /** Starts (or restarts) the server and waits until it answers PING. */
  start(): Promise<void>;
  /** SIGKILL, and waits until it has exited. */
  kill(): Promise<void>;
  /** SIGSTOP: connected but never answering. */
  pause(): void;
  resume(): void;
}

/** A private redis-server without persistence on a spare loopback port. Never the shared 6379. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = sparePort();
  let proc: Subprocess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = Bun.spawn(["redis-server", "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdout: "ignore",
        stderr: "ignore",
      });
      for (let i = 0; i < 100; i++) {
        if (Bun.spawnSync(["redis-cli", "-p", String(port), "PING"]).stdout.toString().trim() === "PONG") return;
        await Bun.sleep(50);
      }
      throw new Error(`redis-server on ${port} did not start`);
    },
    async kill() {
      proc?.kill("SIGKILL");
      await proc?.exited;
    },
    pause: () => void proc?.kill("SIGSTOP"),
    resume: () => void proc?.kill("SIGCONT"),
  };
  await own.start();
  return own;
}

/** The q-th quantile (0..1) of `values`, in their unit; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** `12.3` with one decimal, or `-` for NaN. */
export function ms(value: number): string {
  return Number.isNaN(value) ? "-" : value.toFixed(1);
}

// WORKERS > 1: this process serves nothing itself. It starts worker processes (this same entry point) that share the
// port with SO_REUSEPORT, so every core serves; replaces a worker that dies; and passes SIGTERM/SIGINT on, exiting
// when they have drained. The precomputed indexes are mapped from one file, so the workers share those pages.
import type { Config } from "./config";
import type { Logger } from "./ops";

/** Set in a worker's environment: run the service in this process. */
export const WORKER_ENV = "SIMILARPLAY_WORKER";
/** A worker that dies within this long of its start is replaced only after this long (no crash loop at full speed). */
const RESTART_BACKOFF_MS = 1000;

/**
 * This entry point again: `bun [flags] src/main.ts` runs as [bun, flags, main.ts] (the flags, such as the request-head
 * limit, apply to workers too); the compiled binary as itself (its flags are compiled in).
 */
function selfCommand(): string[] {
  const script = process.argv[1];
  return script && !script.startsWith("/$bunfs/") && script !== process.execPath ? [process.execPath, ...process.execArgv, script] : [process.execPath];
}

/** A port nothing listens on now, for PORT=0 (every worker must bind the same one). */
function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "0.0.0.0", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * Runs `config.workers` workers until SIGTERM/SIGINT. The first worker starts alone: when it fails before listening
 * (a damaged catalog), its one line is the only output and this process exits with its code. Resolves with the exit
 * code.
 */
export async function supervise(config: Readonly<Config>, logger: Logger): Promise<number> {
  const port = config.port === 0 ? freePort() : config.port;
  const env = { ...process.env, [WORKER_ENV]: "1", PORT: String(port) };
  const workers = new Set<Bun.Subprocess>();
  let stopping = false;
  let resolveDone: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (resolveDone = r));

  const start = (slot: number): Promise<boolean> => new Promise((listening) => {
    const startedAt = Date.now();
    let up = false;
    const proc = Bun.spawn(selfCommand(), {
      env,
      stdio: ["ignore", "inherit", "inherit"],
      ipc(message) {
        if ((message as { listening?: number })?.listening !== undefined && !up) {
          up = true;
          listening(true);
        }
      },
      onExit(_p, code, signal) {
        workers.delete(proc);
        if (!up) listening(false);
        if (stopping) {
          if (workers.size === 0) resolveDone(0);
          return;
        }
        if (!up && slot === 0) return resolveDone(code ?? 1);
        logger.error("worker exited; replacing it", { slot, pid: proc.pid, code, signal });
        const wait = Date.now() - startedAt < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0;
        setTimeout(() => !stopping && void start(slot), wait);
      },
    });
    workers.add(proc);
    logger.info("worker started", { slot, pid: proc.pid });
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info("shutting down workers", { signal, workers: workers.size });
      if (workers.size === 0) resolveDone(0);
      for (const w of workers) w.kill(signal);
    });
  }
  if (!(await start(0))) return await done;
  if (!stopping) await Promise.all(Array.from({ length: config.workers - 1 }, (_, k) => start(k + 1)));
  return done;
}

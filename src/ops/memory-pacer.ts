// Full collections paced by the process's private memory. JSC sizes its heap by the machine's RAM and counts the
// mapped sections (246 MB) as heap, so on a large machine it lets garbage pile up between full collections: under
// sustained uncached lists the private memory climbed from 250 MB to 1 GB before the engine's first full
// collection brought it back. Young collections do not bring it down; a full one does.
import { fullGC } from "bun:jsc";
import { closeSync, openSync, readSync } from "node:fs";

/** How often the private memory is read (a read of /proc/self/status costs a few microseconds). */
const CHECK_MS = 100;

export interface MemoryPacerDeps {
  /** Growth of private memory since the last collection (or the lowest reading since) that triggers one; 0: off. */
  headroomBytes: number;
  /** Private (anonymous) resident bytes of this process; default: privateResidentBytes. */
  readPrivate?: () => number;
  /**
   * A full, synchronous collection; default JSC's own (`fullGC`). `Bun.gc(true)` also sweeps and trims the allocator
   * at once: its pauses made p99 59 ms against 12-15 ms.
   */
  collect?: () => void;
  /** Told of each collection: private bytes before and after, and its milliseconds. */
  onCollect?: (before: number, after: number, ms: number) => void;
  /** Milliseconds between readings. */
  checkMs?: number;
}

/** A running pacer: `check` takes one reading now (the timer calls it), `stop` ends the timer. */
export interface MemoryPacer {
  check(): void;
  stop(): void;
}

/**
 * Starts the pacer: every `checkMs`, when private memory has grown by `headroomBytes` over the lowest reading since
 * the last collection, it runs a full collection. Its timer never keeps the process alive.
 *
 * @example
 * const pacer = startMemoryPacer({ headroomBytes: 160 * 2 ** 20 });
 * pacer.stop();
 */
export function startMemoryPacer(deps: MemoryPacerDeps): MemoryPacer {
  const readPrivate = deps.readPrivate ?? privateResidentBytes;
  const collect = deps.collect ?? fullGC;
  let low = readPrivate();
  const check = () => {
    if (deps.headroomBytes <= 0) return;
    const now = readPrivate();
    if (now < low) low = now;
    if (now - low <= deps.headroomBytes) return;
    const started = performance.now();
    collect();
    low = readPrivate();
    deps.onCollect?.(now, low, performance.now() - started);
  };
  const timer = deps.headroomBytes > 0 ? setInterval(check, deps.checkMs ?? CHECK_MS) : null;
  timer?.unref();
  return {
    check,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}

const status = Buffer.alloc(4096);

/** This process's private resident bytes (RssAnon in /proc/self/status); 0 where there is no /proc. */
export function privateResidentBytes(): number {
  let fd: number;
  try {
    fd = openSync("/proc/self/status", "r");
  } catch {
    return 0;
  }
  try {
    const text = status.toString("latin1", 0, readSync(fd, status, 0, status.length, 0));
    return Number(/RssAnon:\s+(\d+) kB/.exec(text)?.[1] ?? 0) * 1024;
  } finally {
    closeSync(fd);
  }
}

// Test helper: a redis-server of the test's own on a spare loopback port, to kill, pause and restart (never 6379).
import type { Subprocess } from "bun";

/** A private Redis: its URL, and kill/pause/resume/start to play outages. */
export interface OwnRedis {
  url: string;
  port: number;
  /** Starts (or restarts) the server and waits until it answers PING. */
  start(): Promise<void>;
  /** SIGKILL, and waits until it has exited. */
  kill(): Promise<void>;
  pause(): void;
  resume(): void;
}

/** A port nothing listens on right now (the OS picks it). */
export function sparePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

/**
 * Starts a redis-server without persistence on a spare port.
 *
 * @example
 * const redis = await startOwnRedis(); await redis.kill(); await redis.start();
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = sparePort();
  let proc: Subprocess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      proc = Bun.spawn(["redis-server", "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdout: "ignore",
        stderr: "ignore",
      });
      for (let i = 0; i < 100; i++) {
        const ping = Bun.spawnSync(["redis-cli", "-p", String(port), "PING"]);
        if (ping.stdout.toString().trim() === "PONG") return;
        await Bun.sleep(50);
      }
      throw new Error(`test: redis-server on port ${port} did not start`);
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

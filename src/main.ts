// Entry point: `--help` prints the configuration; `--healthcheck` probes a running server's /healthz (the container's
// HEALTHCHECK: the image has no shell or curl); otherwise reads the configuration (a bad value stops here, naming the
// variable) and serves: itself with WORKERS=1, else through WORKERS worker processes sharing the port (supervisor.ts).
// A serving process opens and checks the catalog and its precomputed sections, listens, and drains on SIGTERM/SIGINT
// before exiting 0.
import { CatalogFileError } from "./catalog/check";
import { configHelp, loadConfig, type Config } from "./config";
import { dieWithParent } from "./ops/parent-death";
import { supervise, WORKER_ENV } from "./supervisor";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(configHelp());
  process.exit(0);
}
if (process.argv.includes("--healthcheck")) {
  let ok = false;
  try {
    const { port } = loadConfig();
    ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
  }
  process.exit(ok ? 0 : 1);
}

const started = performance.now();
let config: Readonly<Config>;
try {
  config = loadConfig();
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(2);
}
const isWorker = process.env[WORKER_ENV] === "1";
if (config.workers > 1 && !isWorker) {
  const { createLogger } = await import("./ops/log");
  process.exit(await supervise(config, createLogger(config.logLevel)));
}
if (isWorker) dieWithParent();

// The service's modules load only in a serving process (the supervisor stays small).
const { startService } = await import("./service");
const { PortInUseError } = await import("./server");
let service: ReturnType<typeof startService>;
try {
  service = startService(config);
} catch (e) {
  // A damaged or missing catalog, or a busy port, is one clear line, not a stack trace.
  if (!(e instanceof CatalogFileError || e instanceof PortInUseError)) throw e;
  console.error(e.message);
  process.exit(1);
}
service.logger.info("listening", {
  port: service.port,
  games: service.deps.store.meta().games,
  startupMs: Math.round(performance.now() - started),
  mcp: `${config.publicBaseUrl}${config.mcpPath}`,
});
process.send?.({ listening: service.port });
setTimeout(() => {
  service.warm();
  service.logger.info("ready", { readyMs: Math.round(performance.now() - started) });
}, 0);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    service.logger.info("shutting down", { signal });
    const finished = await service.shutdown();
    service.logger.info("stopped", { drained: finished });
    process.exit(0);
  });
}

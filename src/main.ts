// Entry point: reads the configuration, starts the service, warms the finder and stops cleanly on a signal.
import { loadConfig } from "./config";
import { startService } from "./service";

const started = performance.now();
const config = loadConfig();
const service = startService(config);
console.info(
  `${service.deps.store.meta().games} games; listening on :${service.port} in ${Math.round(performance.now() - started)} ms — ` +
    `${config.publicBaseUrl}/api/agent/games-like?q=hades, ${config.publicBaseUrl}${config.mcpPath}, ${config.publicBaseUrl}/openapi.json`,
);
setTimeout(() => service.deps.finder.warm(), 0);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await service.stop();
    process.exit(0);
  });
}

// Entry point: reads the configuration, starts the service, warms the finder and stops cleanly on a signal.
import { loadConfig } from "./config";
import { CatalogFileError } from "./catalog";
import { startService, type Service } from "./service";

const started = performance.now();
const config = loadConfig();
let service: Service;
try {
  service = startService(config);
} catch (e) {
  // A damaged or missing catalog is one clear line, not a stack trace.
  if (!(e instanceof CatalogFileError)) throw e;
  console.error(e.message);
  process.exit(1);
}
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

// Configuration domain: environment → frozen Config.
export { loadConfig, SERVICE_NAME, SERVICE_VERSION } from "./config";
export type { Config, RateLimitConfig } from "./config";

// Configuration domain: environment → frozen Config.
export { CONFIG_VARIABLES, configHelp, loadConfig, LOG_LEVELS, SERVICE_NAME, SERVICE_VERSION } from "./config";
export type { Config, LogLevel, RateLimitConfig } from "./config";

// Operations domain: health and readiness, Prometheus metrics, JSON logs with request ids, graceful shutdown.
export { createReadiness } from "./health";
export type { Readiness, ReadinessCheck } from "./health";
export { createMetrics } from "./metrics";
export type { BuildInfo, Door, Metrics, ToolCallEvent } from "./metrics";
export { createLogger } from "./log";
export type { LogFields, Logger, LogLevel } from "./log";
export { createRequestTracker, doorOf, healthResponse, metricsResponse, OPS_PATHS, readyResponse } from "./http";
export { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
export type { OpsDeps, RequestTracker } from "./http";
export { catalogCheck, redisCheck } from "./checks";
export { countingCache, countingFinder, countingLimiter, countingLookup } from "./counting";

// Operations domain: health and readiness, Prometheus metrics, JSON logs with request ids, graceful shutdown.
export { createReadiness } from "./health";
export { createMetrics } from "./metrics";
export { createLogger } from "./log";
export { createRequestTracker, doorOf, healthResponse, metricsResponse, OPS_PATHS, readyResponse } from "./http";
export { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
export { catalogCheck, redisCheck } from "./checks";
export { countingFinder, countingLookup } from "./counting";
export type { BuildInfo, Door, LogFields, Logger, LogLevel, Metrics, OpsDeps, Readiness, ReadinessCheck, RequestTracker, ToolCallEvent, TrackedRequest } from "./types";

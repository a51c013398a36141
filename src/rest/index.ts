// REST domain: the Elysia facade over the two data tools, its FastAPI-exact validation and its OpenAPI document.
export { createRestApp, REST_PATHS } from "./app";
export { noRoute } from "./responses";
export { createApiDocs, DOCS_CONTENT_SECURITY_POLICY, DOCS_PATH, DOCS_PATHS } from "./api-docs";
export { buildOpenApi } from "./openapi";
export { OPERATIONS, restQuery } from "./operations";
export type { Operation } from "./operations";
export { createQueryValidator } from "./validate-query";
export type { ValidationErrorItem, QueryCheck } from "./validate-query";
export { parseQueryString, rawQueryOf } from "./query-string";
export type { RestDeps, RestLogger } from "./types";

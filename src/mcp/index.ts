// MCP domain: the server factory and its stateless streamable HTTP handler.
export { createMcpServer } from "./server";
export { createMcpHttpHandler } from "./http";
export { createHostGuard } from "./host-guard";
export type { McpDeps, McpLogger, McpRequestContext, AnyToolModule } from "./types";

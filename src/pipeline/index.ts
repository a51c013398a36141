// The request pipeline: one guarded call for REST, MCP and the website.
export { createGuardedCall } from "./guarded-call";
export type { ArgumentCheck, CallScope, CallObservation, CallOutcome, CallRequest, Door, GuardedCall, GuardedTool, PipelineDeps } from "./guarded-call";

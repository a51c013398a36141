// Wire schemas (a leaf module): the spec's resources as TypeBox schemas, their static types and the wire's limits.
export * from "./wire";
export * from "./limits";
export * from "./refine";

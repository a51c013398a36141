// Catalog build domain: source readers, merge by precedence, and the build that writes the SQLite file.
export { buildCatalog, statsOf, formatStats } from "./build";
export type { BuildOptions, BuildSummary, CatalogStats } from "./build";
export { mergeSources, learnTagPrior, PRECEDENCE } from "./merge";
export { discoverSources } from "./discover";

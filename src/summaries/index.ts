// The summary miner: what a game is like, mined offline (catalog build) from reviews, tags, categories and text.
export { baselineOf, mineSummary, mineWith } from "./mine-summary";
export { summaryCoverage, formatCoverage, type Coverage } from "./coverage";
export type { MinerInput, ThemeBaseline } from "./types";

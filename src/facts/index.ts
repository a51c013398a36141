// Facts domain: catalog games → wire objects, the site's URL builders and the attribution line.
export { toAgentPrice, toAgentReviews, toAgentPick, toAgentGameFacts, toAgentSummary, picksJson, PICK_GENRES, FACTS_TAGS } from "./wire";
export type { PickFrame } from "./wire";
export { factsBriefing } from "./briefing";
export { siteUrls, AGENT_REF } from "./urls";
export type { SiteUrls, LikeUrlOptions } from "./urls";
export { attribution } from "./attribution";

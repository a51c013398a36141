// Covers how the merge reads tag votes: a vote list that spells a tag its own way still gives that tag its votes.
import { describe, expect, test } from "bun:test";
import { mergeSources } from "../../../src/catalog/build/merge";
import type { SourceData, SourceRecord } from "../../../src/catalog/build/types";

function source(key: string, records: [number, SourceRecord][]): SourceData {
  return { key, label: `${key}@test`, records: new Map(records), report: { source: key, rows: records.length, malformed: 0, ms: 0, notes: [] } };
}

const game: SourceRecord = { name: "Lantern Ferry Tactics", type: "game", year: 2021, genres: ["Strategy"] };

function tagsOf(voteTags: string[], votes: number[]) {
  const merged = mergeSources([
    source("insights-games", [[4242, game]]),
    source("insights-tags", [[4242, { tags: ["Co-op", "Puzzle Platformer", "eSports", "Strategy"] }]]),
    source("top1000", [[4242, { tags: voteTags, tagVotes: votes, tagsOrdered: true }]]),
  ], "2026-01-01");
  const g = merged.games.find((x) => x.appid === 4242)!;
  return { tags: g.tags, votes: g.tagVotes };
}

describe("tag votes", () => {
  test("a tag spelt with a hyphen in the vote list keeps its votes and its place", () => {
    const { tags, votes } = tagsOf(["Strategy", "Puzzle-Platformer", "e-sports", "Co-op"], [900, 800, 700, 100]);
    expect(tags).toEqual(["Strategy", "Puzzle Platformer", "eSports", "Co-op"]);
    expect(votes).toEqual([900, 800, 700, 100]);
  });

  test("a tag the vote list does not carry at all still has no votes and comes last", () => {
    const { tags, votes } = tagsOf(["Strategy", "Co-op"], [900, 100]);
    expect(tags.slice(0, 2)).toEqual(["Strategy", "Co-op"]);
    expect(votes).toEqual([900, 100, 0, 0]);
  });
});

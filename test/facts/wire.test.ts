// Covers the wire builders: AgentPrice, AgentReviews, AgentPick (genres ≤ 3, agent URL) and AgentGameFacts; and the
// attribution line in both languages. Each output is checked against its TypeBox schema too.
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { attribution } from "../../src/facts/attribution";
import { siteUrls } from "../../src/facts/urls";
import { FACTS_TAGS, toAgentGameFacts, toAgentPick, toAgentPrice, toAgentReviews, toAgentSummary } from "../../src/facts/wire";
import type { GameSummary } from "../../src/catalog/types";
import { AgentGameFacts, AgentPick, AgentPrice } from "../../src/schemas";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const urls = siteUrls("https://sp.example");
const hades = makeGame({
  appid: 1145360,
  name: "Hades",
  year: 2020,
  releaseDate: "2020-09-17",
  developers: ["Supergiant Games"],
  genres: ["Action", "Indie", "RPG", "Adventure"],
  tags: Array.from({ length: 15 }, (_, i) => `tag${i}`),
  price: { isFree: false, amount: 24.99, currency: "USD", text: "24.99 USD" },
  reviews: reviews(980, 20),
  deck: "verified",
  description: "Defy the god of the dead.",
});
const unknown = makeGame({ appid: 7, name: "Mystery" });

describe("toAgentPrice", () => {
  test("copies the US price", () => {
    expect(toAgentPrice(hades)).toEqual({ is_free: false, amount: 24.99, currency: "USD", text: "24.99 USD" });
  });
  test("unknown price is nulls, and valid", () => {
    const p = toAgentPrice(unknown);
    expect(p).toEqual({ is_free: false, amount: null, currency: null, text: null });
    expect(Value.Check(AgentPrice, p)).toBe(true);
  });
});

describe("toAgentReviews", () => {
  test("total and positive share", () => {
    expect(toAgentReviews(hades)).toEqual({ total: 1000, positive_pct: 98 });
  });
  test("null when no reviews are known", () => {
    expect(toAgentReviews(unknown)).toBeNull();
  });
});

describe("toAgentPick", () => {
  const pick = toAgentPick(hades, 2, "Same fast combat.", urls);
  test("every field of AgentPick", () => {
    expect(pick).toEqual({
      rank: 2,
      appid: 1145360,
      name: "Hades",
      url: "https://sp.example/game/1145360?ref=agent",
      store_url: "https://store.steampowered.com/app/1145360/",
      why: "Same fast combat.",
      year: 2020,
      price: { is_free: false, amount: 24.99, currency: "USD", text: "24.99 USD" },
      handheld_status: "verified",
      reviews: { total: 1000, positive_pct: 98 },
      genres: ["Action", "Indie", "RPG"],
    });
    expect(Value.Check(AgentPick, pick)).toBe(true);
  });
  test("a game the catalog knows little about is still a valid pick", () => {
    const thin = toAgentPick(unknown, 1, "x", urls);
    expect(thin.handheld_status).toBe("unknown");
    expect(thin.reviews).toBeNull();
    expect(Value.Check(AgentPick, thin)).toBe(true);
  });
});

describe("toAgentGameFacts", () => {
  test("every field of AgentGameFacts; top tags only; description and summary from the texts given", () => {
    const facts = toAgentGameFacts(hades, urls, { description: "Defy the god of the dead.", summary: null });
    expect(facts).toEqual({
      appid: 1145360,
      name: "Hades",
      url: "https://sp.example/game/1145360?ref=agent",
      similar_url: "https://sp.example/game/1145360/like",
      store_url: "https://store.steampowered.com/app/1145360/",
      year: 2020,
      release_date: "2020-09-17",
      coming_soon: false,
      developers: ["Supergiant Games"],
      genres: ["Action", "Indie", "RPG", "Adventure"],
      tags: hades.tags.slice(0, FACTS_TAGS),
      price: { is_free: false, amount: 24.99, currency: "USD", text: "24.99 USD" },
      handheld_status: "verified",
      reviews: { total: 1000, positive_pct: 98 },
      description: "Defy the god of the dead.",
      description_lang: "en",
      summary: null,
    });
    expect(Value.Check(AgentGameFacts, facts)).toBe(true);
    expect(Value.Check(AgentGameFacts, toAgentGameFacts(unknown, urls, { description: null, summary: null }))).toBe(true);
  });

  test("the summary goes out in the spec's snake_case fields, in English", () => {
    const summary: GameSummary = {
      tagline: "Underworld escape", difficulty: "challenging", length: null, sessionShape: "short_bursts", coOp: "solo_only",
      hooks: ["great soundtrack", "tight, responsive controls"], dealbreakers: [],
    };
    const facts = toAgentGameFacts(hades, urls, { description: null, summary });
    expect(facts.summary).toEqual({
      tagline: "Underworld escape",
      difficulty: "challenging",
      length: null,
      session_shape: "short_bursts",
      co_op: "solo_only",
      hooks: ["great soundtrack", "tight, responsive controls"],
      dealbreakers: [],
      language: "en",
    });
    expect(toAgentSummary(summary)).toEqual(facts.summary!);
    expect(Value.Check(AgentGameFacts, facts)).toBe(true);
  });
});

describe("attribution", () => {
  test.each(["en", "ru"] as const)("%s line names the service, the site and the url to link", (lang) => {
    const line = attribution(lang, "https://sp.example");
    expect(line).toContain("SimilarPlay");
    expect(line).toContain("https://sp.example");
    expect(line).toContain("url");
  });
  test("the Russian line is in Russian", () => {
    expect(attribution("ru", "https://sp.example")).toMatch(/[а-я]/);
    expect(attribution("en", "https://sp.example")).not.toMatch(/[а-я]/);
  });
});

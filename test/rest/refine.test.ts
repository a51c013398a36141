// Covers the refinements over REST (GET /api/agent/games-like): default answers byte for byte as before refinements
// existed, FastAPI's 422 for bad values, the refined answer's echo and list_url, the cache key, and /openapi.json.
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { GamesLikeResponse, RefineOptions } from "../../src/schemas";
import { restHarness } from "../helpers/rest-harness";
import defaults from "../fixtures/refine/default-answers-23be765.json";

const LIKE = "/api/agent/games-like";

describe("games-like without refinements", () => {
  // Bodies captured with this same harness at commit 23be765, before refinements existed (fake recommender, fixed clock).
  test.each(Object.keys(defaults))("?%s answers exactly what it did before refinements", async (query) => {
    const res = await restHarness().get(`${LIKE}?${query}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe((defaults as Record<string, string>)[query]!);
  });
});

describe("games-like with refinements", () => {
  test("passes the parsed sets to the recommender and echoes them with the left-out count and list_url", async () => {
    const h = restHarness();
    const res = await h.get(`${LIKE}?q=Hades&n=3&length=medium,short&co_op=local&lang=ru`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Value.Check(GamesLikeResponse, body)).toBe(true);
    expect(body.refinements).toEqual({ length: ["short", "medium"], co_op: ["local"], left_out_unknown: 1 });
    expect(body.list_url).toBe("https://sp.example/game/1145360/like?length=short,medium&co_op=local&lang=ru");
    expect(body.filters).toEqual({ free: false, coop: false, deck: null });
    expect(body.results.every((r: { why: string }) => r.why.endsWith("; refined."))).toBe(true);
    expect(h.tools.recommender.calls.at(-1) as unknown).toEqual({
      n: 3, lang: "ru", filters: { free: false, coop: false, deck: null }, refine: { length: ["short", "medium"], co_op: ["local"] },
    });
  });

  test("refinements are part of the cache key: a refined call after a default one is computed, a repeat is cached", async () => {
    const h = restHarness();
    const plain = await h.get(`${LIKE}?q=Hades`);
    const refined = await h.get(`${LIKE}?q=Hades&difficulty=relaxed`);
    const again = await h.get(`${LIKE}?q=Hades&difficulty=relaxed`);
    expect(refined.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    expect(again.headers.get("etag")).toBe(refined.headers.get("etag"));
    expect((await refined.json()).refinements).toEqual({ difficulty: ["relaxed"], left_out_unknown: 1 });
    expect(h.tools.recommender.calls).toHaveLength(2);
  });

  test.each([
    ["length", "tiny"], ["length", "short,"], ["difficulty", "Relaxed"], ["session_shape", "short_bursts long_sessions"], ["co_op", "couch"], ["co_op", ""],
  ])("%s=%s is FastAPI's string_pattern_mismatch", async (name, value) => {
    const res = await restHarness().get(`${LIKE}?q=Hades&${name}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(422);
    const pattern = RefineOptions[name as keyof typeof RefineOptions].pattern;
    expect(await res.text()).toBe(JSON.stringify({
      detail: [{ type: "string_pattern_mismatch", loc: ["query", name], msg: `String should match pattern '${pattern}'`, input: value, ctx: { pattern } }],
    }));
  });

  test("every bad parameter is reported, in declaration order, and costs no quota", async () => {
    const h = restHarness();
    const res = await h.get(`${LIKE}?co_op=both&n=0&length=forever`);
    expect((await res.json()).detail.map((e: { loc: string[] }) => e.loc[1])).toEqual(["q", "n", "length", "co_op"]);
    expect(h.tools.recommender.calls).toHaveLength(0);
  });
});

describe("/openapi.json", () => {
  test("lists the four refinements as optional query parameters with their pattern, and the optional refinements field", async () => {
    const doc = await (await restHarness().get("/openapi.json")).json();
    const params = doc.paths[LIKE].get.parameters as { name: string; required: boolean; description: string; schema: { pattern: string } }[];
    for (const name of ["length", "difficulty", "session_shape", "co_op"]) {
      const p = params.find((x) => x.name === name)!;
      expect(p.required).toBe(false);
      expect(p.schema.pattern).toBe(RefineOptions[name as keyof typeof RefineOptions].pattern!);
      expect(p.description).toContain("separated by commas");
    }
    const response = doc.components.schemas.GamesLikeResponse;
    expect(response.properties.refinements.properties.left_out_unknown.type).toBe("integer");
    expect(response.required).not.toContain("refinements");
  });
});

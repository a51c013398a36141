// Covers buildOpenApi and /openapi.json: a valid OpenAPI 3.1 document (checked by @readme/openapi-parser) with the
// spec's names, every response code, GPT-action limits; and every live response validating against its schemas.
import { describe, expect, test } from "bun:test";
import { validate, compileErrors } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import { restHarness } from "../helpers/rest-harness";

const COMPONENTS = [
  "GamesLikeResponse", "AgentSeed", "AgentMatch", "AgentFilters", "AgentPick", "AgentPrice", "AgentReviews",
  "GameFactsResponse", "AgentGameFacts", "AgentFactsSummary", "AgentError", "HTTPValidationError", "ValidationError",
];

async function documentOf() {
  const h = restHarness();
  const res = await h.get("/openapi.json");
  expect(res.status).toBe(200);
  return { h, doc: await res.json() };
}

/** Validates bodies against `#/components/schemas/<name>` of the served document itself. */
function schemaChecker(doc: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc, "openapi.json");
  return (name: string, body: unknown) => {
    const check = ajv.getSchema(`openapi.json#/components/schemas/${name}`)!;
    const ok = check(body);
    if (!ok) throw new Error(`${name}: ${ajv.errorsText(check.errors)}\n${JSON.stringify(body).slice(0, 400)}`);
    return ok;
  };
}

describe("buildOpenApi (served at /openapi.json)", () => {
  test("is a valid OpenAPI 3.1.0 document", async () => {
    const { doc } = await documentOf();
    const result = await validate(structuredClone(doc));
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
  });

  test("names servers from configuration and declares, explicitly, that no operation needs a key", async () => {
    const { doc } = await documentOf();
    expect(doc.servers).toEqual([{ url: "https://sp.example" }]);
    expect(doc.security).toEqual([]);
    expect(doc.components.securitySchemes).toBeUndefined();
    for (const path of Object.values(doc.paths) as { get: object }[]) expect(path.get).not.toHaveProperty("security");
  });

  test("states the terms of use as its licence, linking the about page", async () => {
    const { doc } = await documentOf();
    expect(doc.info.license).toEqual({
      name: "Free to use with attribution: name the service and link each game's url; data sources and their licences on /about",
      url: "https://sp.example/about",
    });
  });

  test("has exactly the spec's component schemas, referenced by $ref and free of $id", async () => {
    const { doc } = await documentOf();
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...COMPONENTS].sort());
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$id"');
    expect(doc.components.schemas.GamesLikeResponse.properties.seed).toEqual({ $ref: "#/components/schemas/AgentSeed" });
    expect(doc.components.schemas.AgentPick.properties.price).toEqual({ $ref: "#/components/schemas/AgentPrice" });
  });

  test("documents both operations with their parameters and every response code", async () => {
    const { doc } = await documentOf();
    const like = doc.paths["/api/agent/games-like"].get;
    const facts = doc.paths["/api/agent/game-facts"].get;
    expect(like.operationId).toBe("gamesLike");
    expect(facts.operationId).toBe("gameFacts");
    expect(like.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ["q", true], ["n", false], ["lang", false], ["free", false], ["coop", false], ["deck", false],
      ["length", false], ["difficulty", false], ["session_shape", false], ["co_op", false],
    ]);
    expect(like.parameters[1].schema).toMatchObject({ type: "integer", minimum: 1, maximum: 20, default: 10 });
    expect(like.parameters[0].schema).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(facts.parameters.map((p: { name: string }) => p.name)).toEqual(["q", "lang"]);
    for (const op of [like, facts]) {
      expect(Object.keys(op.responses).sort()).toEqual(["200", "304", "404", "422", "429", "503"]);
      expect(op.responses["429"].headers["Retry-After"].schema.type).toBe("integer");
      expect(op.responses["422"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/HTTPValidationError" });
      for (const code of ["404", "429", "503"])
        expect(op.responses[code].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/AgentError" });
      // GPT Actions cut descriptions at 300 characters.
      expect(op.description.length).toBeLessThanOrEqual(300);
    }
    expect(like.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/GamesLikeResponse" });
    expect(facts.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/GameFactsResponse" });
  });
});

describe("live responses", () => {
  test("every status validates against the document's own schemas", async () => {
    const { h, doc } = await documentOf();
    const check = schemaChecker(doc);
    const cases: [string, number, string][] = [
      ["/api/agent/games-like?q=Hades", 200, "GamesLikeResponse"],
      ["/api/agent/games-like?q=Hades&n=20&lang=ru&free=1&coop=1&deck=verified", 200, "GamesLikeResponse"],
      ["/api/agent/games-like?q=Dota%202&deck=playable", 200, "GamesLikeResponse"],
      ["/api/agent/game-facts?q=1145360", 200, "GameFactsResponse"],
      ["/api/agent/game-facts?q=Hades%20II&lang=ru", 200, "GameFactsResponse"],
      ["/api/agent/game-facts?q=570", 200, "GameFactsResponse"],
      ["/api/agent/games-like?q=zzzzqqqxx", 404, "AgentError"],
      ["/api/agent/games-like?n=0&lang=fr", 422, "HTTPValidationError"],
      ["/api/agent/game-facts?q=", 422, "HTTPValidationError"],
    ];
    for (const [url, status, schema] of cases) {
      const res = await h.get(url);
      expect(res.status).toBe(status);
      expect(check(schema, await res.json())).toBe(true);
    }
    h.state.enabled = false;
    const off = await h.get("/api/agent/game-facts?q=Hades");
    expect(off.status).toBe(503);
    expect(check("AgentError", await off.json())).toBe(true);
  });

  test("the 429 body validates too", async () => {
    const h = restHarness({ env: { RATE_LIMIT_PER_MINUTE: "1" } });
    const check = schemaChecker(await (await h.get("/openapi.json")).json());
    await h.get("/api/agent/game-facts?q=Hades");
    const res = await h.get("/api/agent/game-facts?q=Hades");
    expect(res.status).toBe(429);
    expect(check("AgentError", await res.json())).toBe(true);
  });
});

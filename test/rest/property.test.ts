// Property tests of the REST facade: random parameter strings (seeded, reproducible) never give a 500, and every
// answer is a 200, 404 or 422 whose body validates against the OpenAPI document's schemas.
import { describe, expect, test } from "bun:test";
import Ajv2020 from "ajv/dist/2020";
import { restHarness } from "../helpers/rest-harness";

/** Mulberry32: a small seeded PRNG, so a failure can be replayed from its seed. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["q", "n", "lang", "free", "coop", "deck", "Q", "x", "", "q[]", "%71", "n%00"];
const VALUES = [
  "", "0", "1", "20", "21", "-1", "+5", " 5 ", "5.0", "1e3", "1_0", "99999999999999999999", "true", "FALSE", "yes", "Off",
  "maybe", "en", "ru", "RU", "verified", "playable", "Hades", "hades", "1145360", "https://store.steampowered.com/app/1145360/",
  "zzzzqqqxx", "%", "%zz", "%E9", "%C3%A9", "%00", "+", "++", "%2B", "&", "=", "=%3D", "Стардью", "🎮", "\u200b", "a".repeat(199),
  "b".repeat(200), "c".repeat(201), "%F0%9F%8E%AE", "<script>", "'; DROP TABLE games; --", "null", "undefined", "[]", "{}",
];
const CHARS = "abcXYZ019 +%&=?#;/\\\"'<>~_.-!*()[]{}|^`@$,:аяё🎮\u0000\t";

function randomQuery(rand: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const parts: string[] = [];
  const count = Math.floor(rand() * 7);
  for (let i = 0; i < count; i++) {
    if (rand() < 0.15) {
      // Raw noise, URL-encoded the way a client library would, or not at all.
      let s = "";
      const len = Math.floor(rand() * 12);
      for (let j = 0; j < len; j++) s += pick([...CHARS]);
      parts.push(rand() < 0.5 ? encodeURIComponent(s) : s.replace(/[#\s\u0000]/g, ""));
    } else {
      const name = pick(NAMES);
      const value = pick(VALUES);
      parts.push(rand() < 0.2 ? name : `${name}=${rand() < 0.5 ? encodeURIComponent(value) : value.replace(/[#\s\u0000&]/g, "")}`);
    }
  }
  return parts.join("&");
}

describe("random parameter strings", () => {
  test("never give a 500 and always give a well-formed answer", async () => {
    const h = restHarness({ env: { RATE_LIMITS: "off" } });
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(await (await h.get("/openapi.json")).json(), "doc");
    const schema = (name: string) => ajv.getSchema(`doc#/components/schemas/${name}`)!;
    const seed = 20260301;
    const rand = prng(seed);
    const seen = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const path = rand() < 0.5 ? "/api/agent/games-like" : "/api/agent/game-facts";
      const query = randomQuery(rand);
      let url: string;
      try {
        url = new URL(`http://localhost${path}?${query}`).href;
      } catch {
        continue; // not a URL any client could send
      }
      const res = await h.app.handle(new Request(url));
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      const where = `seed ${seed}, #${i}: ${url}`;
      expect([200, 404, 422], where).toContain(res.status);
      const body = await res.json();
      const name = res.status === 200 ? (path.endsWith("games-like") ? "GamesLikeResponse" : "GameFactsResponse") : res.status === 404 ? "AgentError" : "HTTPValidationError";
      expect(schema(name)(body), `${where} ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
      if (res.status === 422) expect(body.detail.length).toBeGreaterThan(0);
    }
    expect(h.logs).toEqual([]);
    // The generator must reach all three outcomes, or the property proves little.
    expect([...seen.keys()].sort()).toEqual([200, 404, 422]);
  });
});

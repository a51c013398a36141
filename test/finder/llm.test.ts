// The language-model backend against a local fake OpenAI-compatible server speaking the real
// /v1/chat/completions wire format: good picks, invented appids dropped, and every failure (slow answer beyond the
// time-out, HTTP 500, content that is not JSON) falling back to the offline answer.
import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { createFinder, createLlmPicker, parsePicks } from "../../src/finder";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

type Reply = (body: { model: string; messages: { role: string; content: string }[] }) => Response | Promise<Response>;
let reply: Reply = () => new Response("unset", { status: 500 });
const requests: { path: string; auth: string | null; body: any }[] = [];

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(req) {
    const body = await req.json().catch(() => null);
    requests.push({ path: new URL(req.url).pathname, auth: req.headers.get("authorization"), body });
    return reply(body);
  },
});
afterAll(() => server.stop(true));

/** A chat.completion object as the OpenAI API returns it, with `content` as the assistant message. */
function completion(content: string): Response {
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

const games = [
  makeGame({
    appid: 100, name: "Neon Cat", year: 2022, tags: ["Cats", "Cyberpunk", "Adventure", "Third Person"], tagOrder: "votes", reviews: reviews(90000, 3000),
    description: "A stray cat and a drone friend roam the rain-soaked alleys of a robot city.",
  }),
  makeGame({ appid: 200, name: "Cyber Dog", year: 2021, tags: ["Dog", "Cyberpunk", "Adventure"], tagOrder: "votes", reviews: reviews(5000, 300) }),
  makeGame({ appid: 300, name: "Cat Cafe", year: 2020, tags: ["Cats", "Cute", "Management"], tagOrder: "votes", reviews: reviews(3000, 100) }),
];
const store = fixtureCatalog(games);
const openai = (timeoutMs = 1000) => ({ apiKey: "sk-test", baseUrl: `http://127.0.0.1:${server.port}/v1`, model: "fake-model", timeoutMs });
const DESCRIPTION = "you play a cat in a cyberpunk city with a little drone";

beforeEach(() => {
  requests.length = 0;
});

describe("createFinder with config.openai", () => {
  test("sends the description and candidates on the real wire format, and uses the model's picks and reasons", async () => {
    reply = () => completion(JSON.stringify({ picks: [{ appid: 300, why: "A cat game.", score: 0.5 }, { appid: 100, why: "Cat in a cyberpunk city.", score: 0.9 }] }));
    const answer = await createFinder({ store, config: { openai: openai() } }).find({ description: DESCRIPTION });
    expect(answer.backend).toBe("llm");
    expect(answer.results.map((r) => r.appid).slice(0, 2)).toEqual([300, 100]);
    expect(answer.results[0]!.why).toBe("A cat game.");
    expect(answer.confidence).toBe("medium");
    const [sent] = requests;
    expect(sent!.path).toBe("/v1/chat/completions");
    expect(sent!.auth).toBe("Bearer sk-test");
    expect(sent!.body.model).toBe("fake-model");
    const user = sent!.body.messages.find((m: { role: string }) => m.role === "user").content as string;
    expect(user).toContain(DESCRIPTION);
    // The store description, read from the catalog for the candidates (the finder's index keeps none).
    expect(user).toContain("appid 100 | Neon Cat | 2022 | Cats, Cyberpunk, Adventure, Third Person | A stray cat and a drone friend");
    expect(user).toMatch(/appid 200 \| Cyber Dog \| 2021 \| [^|\n]+\n/);
    expect(user).not.toContain("Also known");
  });

  test("passes the caller's year and platform hints to the model", async () => {
    reply = () => completion('{"picks":[{"appid":100,"why":"Fits.","score":0.8}]}');
    await createFinder({ store, config: { openai: openai() } }).find({ description: DESCRIPTION, yearMin: 2021, yearMax: 2023, platform: "deck" });
    const user = requests[0]!.body.messages.find((m: { role: string }) => m.role === "user").content as string;
    expect(user).toContain("Also known: release years 2021-2023; platform deck.");
  });

  test("drops an appid the model invents (not among the candidates)", async () => {
    reply = () => completion(JSON.stringify({ picks: [{ appid: 999999, why: "Made up.", score: 0.99 }, { appid: 100, why: "Fits.", score: 0.8 }] }));
    const answer = await createFinder({ store, config: { openai: openai() } }).find({ description: DESCRIPTION });
    expect(answer.results.map((r) => r.appid)).not.toContain(999999);
    expect(answer.results[0]!.appid).toBe(100);
    expect(answer.confidence).toBe("high");
  });

  const offline = createFinder({ store, config: { openai: null } }).findOffline({ description: DESCRIPTION });
  test.each([
    ["a slow answer beyond the time-out", (() => new Promise<Response>((r) => setTimeout(() => r(completion('{"picks":[]}')), 1500))) as Reply],
    ["an HTTP 500", (() => Response.json({ error: { message: "boom", type: "server_error" } }, { status: 500 })) as Reply],
    ["content that is not JSON", (() => completion("I think it is Neon Cat!")) as Reply],
    ["JSON without picks", (() => completion('{"answer": 100}')) as Reply],
    ["a body that is not a completion", (() => new Response("<html>proxy error</html>", { status: 200 })) as Reply],
  ])("falls back to the offline answer on %s", async (_, r) => {
    reply = r;
    const answer = await createFinder({ store, config: { openai: openai(300) } }).find({ description: DESCRIPTION });
    expect(answer.backend).toBe("offline");
    expect(answer.results).toEqual(offline.results);
    // One try only: no retry follows a failure (the slow answer resolves after 1.5 s, so only its time-out ends it).
    expect(requests).toHaveLength(1);
  });

  test("an empty pick list keeps the offline ranking with low confidence", async () => {
    reply = () => completion('{"picks": []}');
    const answer = await createFinder({ store, config: { openai: openai() } }).find({ description: DESCRIPTION });
    expect(answer.confidence).toBe("low");
    expect(answer.results.map((r) => r.appid)).toEqual(offline.results.map((r) => r.appid));
  });
});

describe("createLlmPicker", () => {
  test("is null without an API key", () => {
    expect(createLlmPicker(null)).toBeNull();
  });
});

describe("parsePicks", () => {
  const allowed = new Set([1, 2, 3]);
  test.each([
    ["a plain JSON object", '{"picks":[{"appid":1,"why":"a","score":0.7}]}', [{ appid: 1, why: "a", score: 0.7 }]],
    ["a fenced block, a string appid and a score over 1", '```json\n{"picks":[{"appid":"2","why":"b","score":2}]}\n```', [{ appid: 2, why: "b", score: 1 }]],
    ["repeats, unknown and fractional appids, null and strings (dropped)", '{"picks":[{"appid":1},{"appid":1},{"appid":9},{"appid":1.5},null,"x"]}', [{ appid: 1, why: "", score: 0.5 }]],
    ["an empty list", '{"picks":[]}', []],
  ])("reads %s", (_case, content, expected) => {
    expect(parsePicks(content, allowed)).toEqual(expected);
  });

  test.each([[""], ["null"], ["[1,2]"], ['{"picks": "1"}'], ["not json"]])("rejects %s", (content) => {
    expect(parsePicks(content, allowed)).toBeNull();
  });
});

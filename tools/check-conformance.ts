// `bun run check:conformance`: the protocols judged by outside tools against a started server. The MCP conformance
// suite (@modelcontextprotocol/conformance, every scenario, on Node 22 taken from npm as the `node@22` package) and
// Prism's validating proxy (@stoplight/prism-cli) over good and bad REST requests against the served /openapi.json.
// Exits 1 on any failed scenario that applies to this server, or any violation in an answer.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const ROOT = resolve(import.meta.dir, "..");
const CONFORMANCE = join(ROOT, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
const PRISM = join(ROOT, "node_modules/.bin/prism");
/** The suite needs Node 22 or later; the machine's own node may be older, so npx runs the `node` package's build. */
const NODE = ["npx", "--yes", "node@22"];

/**
 * What a scenario exercises beyond the base protocol, as conformance 0.1.16 writes it: a capability the server must
 * declare, or a fixture of the suite's reference server (`test_*` tools and prompts, `test://` resources). A scenario
 * applies when the server offers all it names; one not listed here applies always (a new scenario fails loudly until
 * it is classified).
 */
interface Need {
  capability?: "logging" | "completions" | "resources" | "prompts" | "resources.subscribe";
  tool?: string;
  prompt?: string;
  resource?: string;
  template?: string;
}
const NEEDS: Record<string, Need> = {
  "logging-set-level": { capability: "logging" },
  "completion-complete": { capability: "completions" },
  "tools-call-simple-text": { tool: "test_simple_text" },
  "tools-call-image": { tool: "test_image_content" },
  "tools-call-audio": { tool: "test_audio_content" },
  "tools-call-embedded-resource": { tool: "test_embedded_resource" },
  "tools-call-mixed-content": { tool: "test_multiple_content_types" },
  "tools-call-with-logging": { tool: "test_tool_with_logging" },
  "tools-call-error": { tool: "test_error_handling" },
  "tools-call-with-progress": { tool: "test_tool_with_progress" },
  "tools-call-sampling": { tool: "test_sampling" },
  "tools-call-elicitation": { tool: "test_elicitation" },
  "json-schema-2020-12": { tool: "json_schema_2020_12_tool" },
  "elicitation-sep1034-defaults": { tool: "test_elicitation_sep1034_defaults" },
  "elicitation-sep1330-enums": { tool: "test_elicitation_sep1330_enums" },
  "resources-list": { capability: "resources" },
  "resources-read-text": { resource: "test://static-text" },
  "resources-read-binary": { resource: "test://static-binary" },
  "resources-templates-read": { template: "test://template/{id}/data" },
  "resources-subscribe": { capability: "resources.subscribe" },
  "resources-unsubscribe": { capability: "resources.subscribe" },
  "prompts-list": { capability: "prompts" },
  "prompts-get-simple": { prompt: "test_simple_prompt" },
  "prompts-get-with-args": { prompt: "test_prompt_with_arguments" },
  "prompts-get-embedded-resource": { prompt: "test_prompt_with_embedded_resource" },
  "prompts-get-with-image": { prompt: "test_prompt_with_image" },
};

/** REST requests for Prism: good ones (refined ones too), and bad ones whose 422/404 answers must still match the document. */
const REST_REQUESTS = [
  "/api/agent/games-like?q=hades",
  "/api/agent/games-like?q=1145360&n=3&lang=ru",
  "/api/agent/games-like?q=hades&free=true&coop=true&deck=verified",
  "/api/agent/games-like?q=hades&length=short,medium&difficulty=relaxed,moderate",
  "/api/agent/games-like?q=1145360&session_shape=short_bursts&co_op=online&lang=ru",
  "/api/agent/games-like?q=https%3A%2F%2Fstore.steampowered.com%2Fapp%2F1145360%2F&n=20",
  "/api/agent/games-like?q=%D0%B2%D0%B5%D0%B4%D1%8C%D0%BC%D0%B0%D0%BA",
  "/api/agent/game-facts?q=hades",
  "/api/agent/game-facts?q=1145360&lang=ru",
  "/api/agent/game-facts?q=stardew%20valley",
  "/api/agent/games-like?q=qqqqzzzzxxxxjjjj",
  "/api/agent/game-facts?q=999999999",
  "/api/agent/games-like",
  "/api/agent/games-like?q=",
  "/api/agent/games-like?q=hades&n=0",
  "/api/agent/games-like?q=hades&n=21",
  "/api/agent/games-like?q=hades&n=abc",
  "/api/agent/games-like?q=hades&lang=fr",
  "/api/agent/games-like?q=hades&free=maybe",
  "/api/agent/games-like?q=hades&deck=yes",
  "/api/agent/games-like?q=hades&length=tiny",
  "/api/agent/games-like?q=hades&co_op=online,,local",
  `/api/agent/games-like?q=${"x".repeat(201)}`,
  "/api/agent/game-facts?lang=de",
  "/openapi.json",
];

/** A port nothing listens on right now. */
function sparePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

async function waitFor(url: string, what: string, ms = 120_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await Bun.sleep(250)) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
  }
  throw new Error(`check:conformance: ${what} did not come up at ${url}`);
}

/** What the server offers, as an MCP client sees it. */
async function offers(mcpUrl: string) {
  const client = new Client({ name: "check-conformance", version: "0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  try {
    const caps = client.getServerCapabilities() ?? {};
    const names = async (list: () => Promise<string[]>, offered: unknown) => new Set(offered ? await list() : []);
    return {
      capabilities: new Set(
        [caps.logging && "logging", caps.completions && "completions", caps.resources && "resources", caps.resources?.subscribe && "resources.subscribe", caps.prompts && "prompts"].filter(
          (c): c is string => typeof c === "string",
        ),
      ),
      tools: await names(async () => (await client.listTools()).tools.map((t) => t.name), caps.tools),
      prompts: await names(async () => (await client.listPrompts()).prompts.map((p) => p.name), caps.prompts),
      resources: await names(async () => (await client.listResources()).resources.map((r) => r.uri), caps.resources),
      templates: await names(async () => (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate), caps.resources),
    };
  } finally {
    await client.close();
  }
}

/** Null when the scenario applies, else why it does not. */
function notApplicable(scenario: string, offered: Awaited<ReturnType<typeof offers>>): string | null {
  const need = NEEDS[scenario];
  if (!need) return null;
  if (need.capability && !offered.capabilities.has(need.capability)) return `the server declares no ${need.capability} capability`;
  if (need.tool && !offered.tools.has(need.tool)) return `exercises the reference server's tool ${need.tool}`;
  if (need.prompt && !offered.prompts.has(need.prompt)) return `exercises the reference server's prompt ${need.prompt}`;
  if (need.resource && !offered.resources.has(need.resource)) return `exercises the reference server's resource ${need.resource}`;
  if (need.template && !offered.templates.has(need.template)) return `exercises the reference server's template ${need.template}`;
  return null;
}

async function run(cmd: string[], opts: { cwd?: string } = {}): Promise<{ code: number; out: string }> {
  const proc = Bun.spawn(cmd, { cwd: opts.cwd ?? ROOT, stdout: "pipe", stderr: "pipe", env: { ...process.env, NO_COLOR: "1" } });
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code: await proc.exited, out: out + err };
}

/** Runs every scenario of the suite; returns the failed applicable ones. */
async function conformance(mcpUrl: string): Promise<string[]> {
  const offered = await offers(mcpUrl);
  const dir = mkdtempSync(join(tmpdir(), "conformance-"));
  try {
    const { out } = await run([...NODE, CONFORMANCE, "server", "--url", mcpUrl, "--suite", "all", "-o", dir], { cwd: dir });
    const runs = readdirSync(dir).map((d) => ({ scenario: /^server-(.+)-\d{4}-\d{2}-\d{2}T/.exec(d)?.[1], dir: d })).filter((r) => r.scenario);
    if (runs.length === 0) throw new Error(`check:conformance: the suite wrote no results:\n${out}`);
    const failed: string[] = [];
    console.log(`MCP conformance (${runs.length} scenarios, @modelcontextprotocol/conformance on Node 22):`);
    for (const { scenario, dir: sub } of runs.sort((a, b) => a.scenario!.localeCompare(b.scenario!))) {
      const checks = JSON.parse(readFileSync(join(dir, sub, "checks.json"), "utf8")) as { name: string; status: string; errorMessage?: string }[];
      const failures = checks.filter((c) => c.status === "FAILURE");
      const passed = checks.filter((c) => c.status === "SUCCESS").length;
      const why = notApplicable(scenario!, offered);
      if (why) {
        console.log(`  -  ${scenario}: does not apply (${why})`);
      } else if (failures.length > 0) {
        failed.push(scenario!);
        console.log(`  ✗  ${scenario}: ${failures.map((f) => `${f.name}: ${f.errorMessage ?? "failed"}`).join("; ")}`);
      } else {
        console.log(`  ✓  ${scenario}: ${passed} passed${checks.length > passed ? `, ${checks.length - passed} warnings or notes` : ""}`);
      }
    }
    return failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends every REST request through Prism's proxy; returns the answers Prism found in violation of the document. */
async function prism(origin: string): Promise<string[]> {
  const port = sparePort();
  const proc = Bun.spawn([PRISM, "proxy", `${origin}/openapi.json`, origin, "--port", String(port), "--host", "127.0.0.1"], {
    cwd: ROOT,
    stdout: "ignore",
    stderr: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/openapi.json`, "Prism's proxy");
    const violations: string[] = [];
    let requestViolations = 0;
    // A conditional request too: the ETag of one answer, sent back (304).
    const conditional = "/api/agent/game-facts?q=hades";
    const etag = (await fetch(origin + conditional)).headers.get("etag") ?? "";
    const requests: [string, Record<string, string>][] = [...REST_REQUESTS.map((p): [string, Record<string, string>] => [p, {}]), [conditional, { "if-none-match": etag }]];
    console.log(`Prism proxy (${requests.length} REST requests):`);
    for (const [path, headers] of requests) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      await res.arrayBuffer();
      const found = JSON.parse(res.headers.get("sl-violations") ?? "[]") as { location: string[]; message: string }[];
      const answer = found.filter((v) => v.location[0] === "response");
      requestViolations += found.length - answer.length;
      const shown = path.length > 70 ? `${path.slice(0, 67)}...` : path;
      console.log(`  ${answer.length ? "✗" : "✓"}  ${res.status} ${shown}${answer.length ? `: ${answer.map((v) => v.message).join("; ")}` : ""}`);
      violations.push(...answer.map((v) => `${path}: ${v.location.join(".")} ${v.message}`));
    }
    console.log(`  ${violations.length} answer violations; ${requestViolations} request violations (the bad requests, as intended)`);
    return violations;
  } finally {
    proc.kill();
    await proc.exited;
  }
}

const port = sparePort();
const origin = `http://localhost:${port}`;
// The real entry point over the real catalog, with limits off: the suite and Prism send many requests from one address.
// Limits and cache in memory (no REDIS_URL): the check needs no Redis.
const { REDIS_URL: _redis, ...env } = process.env;
const server = Bun.spawn([process.execPath, "--max-http-header-size=65536", "src/main.ts"], {
  cwd: ROOT,
  env: { ...env, PORT: String(port), PUBLIC_BASE_URL: origin, RATE_LIMITS: "off", LOG_LEVEL: "error" },
  stdout: "ignore",
  stderr: "inherit",
});
let failed = false;
try {
  await waitFor(`${origin}/readyz`, "the server");
  const scenarios = await conformance(`${origin}/mcp`);
  const violations = await prism(origin);
  failed = scenarios.length > 0 || violations.length > 0;
  console.log(failed ? `FAILED: ${scenarios.length} applicable scenarios, ${violations.length} answer violations` : "OK: every applicable scenario passed, no answer violation");
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  failed = true;
} finally {
  server.kill();
  await server.exited;
}
process.exit(failed ? 1 : 0);

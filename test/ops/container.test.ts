// Docker does not run here (and hadolint cannot be installed), so this test reads the Dockerfile, docker-compose.yml
// and the proxy config and checks what the issue asks of them, plus the hadolint rules that apply to these files.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { loadConfig } from "../../src/config";

interface Instruction {
  op: string;
  args: string;
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Instruction[] {
  const joined = text.split("\n").filter((l) => !l.trimStart().startsWith("#")).join("\n").replace(/\\\n/g, " ");
  return joined.split("\n").filter((l) => l.trim()).map((l) => {
    const [, op, args] = /^\s*(\S+)\s+(.*)$/.exec(l)!;
    return { op: op!.toUpperCase(), args: args!.trim() };
  });
}

const instructions = parseDockerfile(readFileSync("Dockerfile", "utf8"));
const stages = instructions.reduce<Instruction[][]>((acc, i) => (i.op === "FROM" ? [...acc, [i]] : (acc.at(-1)!.push(i), acc)), []);
const final = stages.at(-1)!;
const finalOf = (op: string) => final.filter((i) => i.op === op);

describe("Dockerfile", () => {
  test("every base image is pinned to a tag that is not latest (hadolint DL3006, DL3007)", () => {
    for (const from of instructions.filter((i) => i.op === "FROM")) {
      const image = from.args.split(/\s+/)[0]!;
      expect(image).toMatch(/:[\w.-]+$/);
      expect(image).not.toMatch(/:latest$/);
    }
  });

  test("the runtime stage is distroless: only what the compiled binary needs, no shell", () => {
    expect(final[0]!.args).toMatch(/^gcr\.io\/distroless\/base-nossl-debian12:nonroot$/);
    expect(finalOf("RUN")).toEqual([]); // nothing could run there anyway
  });

  test("it runs as a non-root user", () => {
    const users = finalOf("USER");
    expect(users.length).toBe(1);
    expect(users[0]!.args.split(":")[0]).not.toMatch(/^(root|0)$/);
  });

  test("HEALTHCHECK runs the binary's own /healthz probe, and ENTRYPOINT is the compiled binary (JSON form, DL3025)", () => {
    const [health] = finalOf("HEALTHCHECK");
    expect(health!.args).toContain('CMD ["/app/similarplay", "--healthcheck"]');
    expect(finalOf("ENTRYPOINT").map((i) => JSON.parse(i.args))).toEqual([["/app/similarplay"]]);
    const build = stages[0]!.filter((i) => i.op === "RUN").map((i) => i.args).join(" ");
    // Bun's request-head limit is raised in the binary, so a long URL reaches the edge (414) instead of a bare 431.
    expect(build).toContain("bun build --compile --compile-exec-argv=--max-http-header-size=65536 --minify src/main.ts --outfile /app/similarplay");
    expect(finalOf("COPY").map((i) => i.args)).toContain("--from=build /app/similarplay /app/similarplay");
  });

  test("WORKDIR is absolute (DL3000) and no RUN uses cd (DL3003) or sudo (DL3004)", () => {
    for (const w of instructions.filter((i) => i.op === "WORKDIR")) expect(w.args.startsWith("/")).toBe(true);
    for (const r of instructions.filter((i) => i.op === "RUN")) expect(r.args).not.toMatch(/(^|&&|;)\s*(cd|sudo)\s/);
  });

  test("its environment is a valid configuration", () => {
    const env = Object.fromEntries(finalOf("ENV").flatMap((i) => i.args.split(/\s+/).map((kv) => kv.split("=") as [string, string])));
    expect(() => loadConfig(env)).not.toThrow();
    expect(loadConfig(env).port).toBe(8080);
  });
});

describe("docker-compose.yml", () => {
  const compose = Bun.YAML.parse(readFileSync("docker-compose.yml", "utf8")) as any;
  const { app, redis, proxy } = compose.services;

  test("two replicas of the app, reachable only through the proxy", () => {
    expect(app.deploy.replicas).toBe(2);
    expect(app.ports).toBeUndefined();
    expect(proxy.ports).toEqual(["8080:80"]);
  });

  test("the replicas share the compose Redis", () => {
    expect(new URL(app.environment.REDIS_URL).hostname).toBe("redis");
    expect(redis.image).toMatch(/^redis:[\d.]+-alpine$/);
    expect(app.depends_on.redis.condition).toBe("service_healthy");
  });

  test("TRUSTED_PROXIES is exactly the proxy's fixed address, inside the network's subnet", () => {
    const proxyIp = proxy.networks.backend.ipv4_address;
    expect(app.environment.TRUSTED_PROXIES).toBe(proxyIp);
    const subnet = compose.networks.backend.ipam.config[0].subnet as string;
    expect(proxyIp.startsWith(subnet.split(".").slice(0, 3).join("."))).toBe(true);
  });

  test("the app's environment is a valid configuration", () => {
    const env = Object.fromEntries(Object.entries(app.environment).map(([k, v]) => [k, String(v)]));
    expect(() => loadConfig(env)).not.toThrow();
  });

  test("the proxy config sends X-Forwarded-For (replaced, not appended) to the app's port", () => {
    const mount = proxy.volumes[0].split(":")[0].replace(/^\.\//, "");
    const conf = readFileSync(mount, "utf8");
    expect(conf).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(conf).not.toContain("$proxy_add_x_forwarded_for");
    expect(conf).toMatch(/server app:8080;/);
  });

  test("the proxy does not expose /metrics to the public", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });
});

// Lints /openapi.json with Redocly CLI's recommended rules (the `lint:openapi` script's linter): no error, no warning.
import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { restHarness } from "../helpers/rest-harness";

const REDOCLY = join(import.meta.dir, "../../node_modules/.bin/redocly");

describe("/openapi.json under redocly lint", () => {
  // GPT-action importers and API tools refuse or warn on what these rules catch (no security, no licence, bad refs).
  test("has no problem at all", async () => {
    const doc = await (await restHarness().get("/openapi.json")).text();
    const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      await Bun.write(file, doc);
      const run = Bun.spawn([REDOCLY, "lint", "--format=json", file], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        stdout: "pipe",
        stderr: "ignore",
      });
      const report = JSON.parse(await new Response(run.stdout).text()) as { totals: Record<string, number>; problems: unknown[] };
      expect(await run.exited).toBe(0);
      expect(report.problems).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

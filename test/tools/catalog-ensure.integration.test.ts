// Covers `tools/catalog-ensure.ts` (run by `npm start` and `npm test`): current sections are left alone; sections that
// are missing, or stamped by another version of the build step, are computed again from the catalog, so a checkout
// whose ranking changed starts on lists its own code gives. Real CLI, real files.
import { describe, expect, test } from "bun:test";
import { rmSync, statSync } from "node:fs";
import { openSectionsFile, sectionsPathOf, writeSectionsFile } from "../../src/catalog/sections";
import { stepVersion } from "../../src/precompute/version";
import { GAMES } from "../helpers/fake-tool-deps";
import { fixtureCatalogFiles } from "../helpers/fixture-catalog";

const catalog = fixtureCatalogFiles("catalog-ensure-", GAMES);

function ensure(path: string): { code: number | null; out: string } {
  const run = Bun.spawnSync([process.execPath, "tools/catalog-ensure.ts"], { env: { ...process.env, CATALOG_PATH: path }, timeout: 60_000 });
  return { code: run.exitCode, out: run.stdout.toString() + run.stderr.toString() };
}

describe("catalog-ensure", () => {
  test("current sections are left as they are", () => {
    const path = catalog();
    const before = statSync(sectionsPathOf(path)).mtimeMs;
    const run = ensure(path);
    expect(run.code).toBe(0);
    expect(run.out).not.toContain("precomputing");
    expect(statSync(sectionsPathOf(path)).mtimeMs).toBe(before);
  }, 60_000);

  test("sections of another build step version are computed again, stamped with this one", () => {
    const path = catalog();
    const file = openSectionsFile(sectionsPathOf(path));
    const sections = Object.fromEntries(file.names.map((name) => [name, file.section(name)]));
    writeSectionsFile(sectionsPathOf(path), { ...file.stamp, step: "0-0000000000000000" }, sections);
    const run = ensure(path);
    expect(run.code).toBe(0);
    expect(run.out).toContain("was computed by another version of the build step (0-0000000000000000); precomputing it");
    const again = openSectionsFile(sectionsPathOf(path));
    expect(again.stamp.step).toBe(stepVersion());
    expect(again.stamp.buildId).toBe(file.stamp.buildId);
  }, 60_000);

  test("missing sections are computed from the catalog", () => {
    const path = catalog();
    rmSync(sectionsPathOf(path));
    const run = ensure(path);
    expect(run.code).toBe(0);
    expect(run.out).toContain("is missing; precomputing it");
    expect(openSectionsFile(sectionsPathOf(path)).stamp.step).toBe(stepVersion());
  }, 60_000);
});

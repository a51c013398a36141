// The entry point and its configuration, as a child process: `--help` prints it and exits 0, and a bad value stops
// start-up with that message and exit code 2 before anything is opened.
import { describe, expect, test } from "bun:test";

describe("the entry point", () => {
  test("--help prints the configuration and exits 0", () => {
    const run = Bun.spawnSync([process.execPath, "src/main.ts", "--help"], { env: { ...process.env, LOG_LEVEL: "debug" } });
    expect(run.exitCode).toBe(0);
    expect(run.stdout.toString()).toContain("LOG_LEVEL");
  });

  test("a bad value stops it with exit code 2 and the variable's name on stderr", () => {
    const run = Bun.spawnSync([process.execPath, "src/main.ts"], { env: { ...process.env, RATE_LIMIT_PER_DAY: "lots" } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr.toString()).toContain('config: RATE_LIMIT_PER_DAY must be an integer from 1 to');
  });
});

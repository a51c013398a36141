// Covers createApiSwitch: AGENT_API without a file; with a switch file: start state, reload, file change events,
// atomic replacement, polling, SIGHUP (fake source and one real signal), bad content, missing file, close.
import { afterEach, describe, expect, test } from "bun:test";
import { EventEmitter } from "node:events";
import { mkdtempSync, renameSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiSwitch } from "../../src/limits/api-switch";
import type { ReloadableApiSwitch } from "../../src/limits/types";

const dirs: string[] = [];
const switches: ReloadableApiSwitch[] = [];
afterEach(() => {
  switches.splice(0).forEach((s) => s.close());
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function tempFile(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "api-switch-"));
  dirs.push(dir);
  const file = join(dir, "agent-api");
  if (content !== undefined) writeFileSync(file, content);
  return file;
}

type Options = Partial<Parameters<typeof createApiSwitch>[0]>;
function make(file: string | null, options: Options = {}, agentApiEnabled = true) {
  const changes: boolean[] = [];
  const warnings: string[] = [];
  const apiSwitch = createApiSwitch({
    config: { agentApiEnabled, agentApiSwitchFile: file },
    onChange: (on) => void changes.push(on),
    signals: new EventEmitter(),
    pollMs: 60_000,
    logger: { warn: (m) => void warnings.push(m) },
    ...options,
  });
  switches.push(apiSwitch);
  return { apiSwitch, changes, warnings };
}

/** Waits (up to 3 s) for the switch to reach `expected`. */
async function until(apiSwitch: ReloadableApiSwitch, expected: boolean): Promise<void> {
  for (let i = 0; i < 300 && apiSwitch.enabled() !== expected; i++) await Bun.sleep(10);
  expect(apiSwitch.enabled()).toBe(expected);
}

describe("createApiSwitch", () => {
  describe("without a switch file", () => {
    test.each([true, false])("keeps AGENT_API's state (%p)", (on) => {
      const { apiSwitch } = make(null, {}, on);
      expect(apiSwitch.enabled()).toBe(on);
      expect(apiSwitch.reload()).toBe(on);
    });
  });

  describe("with a switch file", () => {
    test.each([
      ["off", false],
      [" OFF\n", false],
      ["on", true],
      ["no", false],
      ["1", true],
    ])("starts from the file's content %p", (content, expected) => {
      expect(make(tempFile(content)).apiSwitch.enabled()).toBe(expected);
    });

    test("a missing file means AGENT_API's state", () => {
      expect(make(tempFile()).apiSwitch.enabled()).toBe(true);
      expect(make(tempFile(), {}, false).apiSwitch.enabled()).toBe(false);
    });

    test("reload() re-reads the file and onChange hears each flip once", () => {
      const file = tempFile("on");
      const { apiSwitch, changes } = make(file, { watch: false });
      writeFileSync(file, "off");
      expect(apiSwitch.reload()).toBe(false);
      expect(apiSwitch.reload()).toBe(false);
      writeFileSync(file, "on");
      expect(apiSwitch.reload()).toBe(true);
      expect(changes).toEqual([false, true]);
    });

    test("flips on a file write, without reload or restart", async () => {
      const file = tempFile("on");
      const { apiSwitch } = make(file);
      writeFileSync(file, "off");
      await until(apiSwitch, false);
      writeFileSync(file, "on");
      await until(apiSwitch, true);
    });

    test("flips when the file is replaced by rename (how editors and deploy tools write)", async () => {
      const file = tempFile("on");
      const { apiSwitch } = make(file);
      writeFileSync(`${file}.tmp`, "off");
      renameSync(`${file}.tmp`, file);
      await until(apiSwitch, false);
    });

    test("flips by polling when change events cannot be had (directory created later)", async () => {
      const dir = join(tempFile(), "..", "later");
      const file = join(dir, "agent-api");
      const { apiSwitch } = make(file, { pollMs: 20 });
      expect(apiSwitch.enabled()).toBe(true);
      mkdirSync(dir);
      writeFileSync(file, "off");
      await until(apiSwitch, false);
    });

    test("flips on SIGHUP from its signal source", () => {
      const file = tempFile("on");
      const signals = new EventEmitter();
      const { apiSwitch } = make(file, { signals, watch: false });
      writeFileSync(file, "off");
      expect(apiSwitch.enabled()).toBe(true);
      signals.emit("SIGHUP");
      expect(apiSwitch.enabled()).toBe(false);
    });

    test("listens to the process's real SIGHUP by default", async () => {
      const file = tempFile("on");
      const { apiSwitch } = make(file, { signals: undefined, watch: false });
      // Only send the signal while our listener is installed: without one, SIGHUP would end the test process.
      expect(process.listenerCount("SIGHUP")).toBeGreaterThan(0);
      writeFileSync(file, "off");
      process.kill(process.pid, "SIGHUP");
      await until(apiSwitch, false);
    });

    // Why: editors truncate before writing; a half-written or mistyped file must not flip a kill switch.
    test("unrecognized content keeps the current state and warns once", () => {
      const file = tempFile("off");
      const { apiSwitch, warnings } = make(file, { watch: false });
      writeFileSync(file, "");
      apiSwitch.reload();
      apiSwitch.reload();
      writeFileSync(file, "maybe");
      apiSwitch.reload();
      expect(apiSwitch.enabled()).toBe(false);
      expect(warnings).toEqual([
        `limits: switch file ${file} says "", expected on or off; keeping off`,
        `limits: switch file ${file} says "maybe", expected on or off; keeping off`,
      ]);
    });

    test("close() stops listening to SIGHUP and the file", async () => {
      const file = tempFile("on");
      const signals = new EventEmitter();
      const { apiSwitch } = make(file, { signals, pollMs: 20 });
      apiSwitch.close();
      expect(signals.listenerCount("SIGHUP")).toBe(0);
      writeFileSync(file, "off");
      await Bun.sleep(100);
      expect(apiSwitch.enabled()).toBe(true);
    });
  });
});

// The agent-API kill switch: AGENT_API at start, then a switch file re-read on SIGHUP and on change, no restart.
import { readFileSync, watch, type FSWatcher } from "node:fs";
import { basename, dirname } from "node:path";
import type { Config } from "../config/config";
import type { ReloadableApiSwitch } from "./types";

/** How often the switch file is polled as well, for file systems where change events do not arrive. */
const DEFAULT_POLL_MS = 2000;

const ON = new Set(["on", "true", "1", "yes"]);
const OFF = new Set(["off", "false", "0", "no"]);

/** Where SIGHUP comes from; `process` by default, a fake emitter in tests. */
export interface SignalSource {
  on(signal: "SIGHUP", listener: () => void): unknown;
  off(signal: "SIGHUP", listener: () => void): unknown;
}

/**
 * Creates the switch that turns the agent API (both REST endpoints and the MCP tools) off and on.
 *
 * Without `config.agentApiSwitchFile` the state is `config.agentApiEnabled` for the life of the process. With it,
 * the file decides: `off` (or false/0/no) disables, `on` (or true/1/yes) enables, any case, surrounding whitespace
 * ignored. It is read at creation, on SIGHUP, on file-system change events for its directory (so editors that replace
 * the file are seen), and every `pollMs` (default 2,000) in case events do not arrive. A missing file means
 * `config.agentApiEnabled` (on unless AGENT_API=off); unreadable or unrecognized content keeps the current state and
 * logs a warning, so a half-written file never flips the switch. `onChange(enabled)` runs on each flip.
 *
 * @example
 * const apiSwitch = createApiSwitch({ config, onChange: (on) => console.info(`agent API ${on ? "on" : "off"}`) });
 * if (!apiSwitch.enabled()) throw new AppError("disabled", "…");
 */
export function createApiSwitch(deps: {
  config: Pick<Readonly<Config>, "agentApiEnabled" | "agentApiSwitchFile">;
  onChange?: (enabled: boolean) => void;
  signals?: SignalSource;
  pollMs?: number;
  /** Listen for file-system change events (default true; polling and SIGHUP work without). */
  watch?: boolean;
  logger?: { warn(message: string): void };
}): ReloadableApiSwitch {
  const { agentApiEnabled, agentApiSwitchFile: file } = deps.config;
  let state = agentApiEnabled;
  if (!file) return { enabled: () => state, reload: () => state, close() {} };
  const logger = deps.logger ?? console;
  let lastWarning = "";

  const warnOnce = (message: string): void => {
    if (message !== lastWarning) logger.warn(message);
    lastWarning = message;
  };

  function reload(): boolean {
    let next: boolean;
    try {
      const content = readFileSync(file!, "utf8").trim().toLowerCase();
      if (ON.has(content)) next = true;
      else if (OFF.has(content)) next = false;
      else {
        warnOnce(`limits: switch file ${file} says "${content.slice(0, 40)}", expected on or off; keeping ${state ? "on" : "off"}`);
        return state;
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code !== "ENOENT") {
        warnOnce(`limits: cannot read switch file ${file} (${(e as Error)?.message}); keeping ${state ? "on" : "off"}`);
        return state;
      }
      next = agentApiEnabled;
    }
    lastWarning = "";
    if (next !== state) {
      state = next;
      deps.onChange?.(state);
    }
    return state;
  }

  reload();
  const signals = deps.signals ?? process;
  const onHup = (): void => void reload();
  signals.on("SIGHUP", onHup);
  const poll = setInterval(reload, deps.pollMs ?? DEFAULT_POLL_MS);
  poll.unref?.();
  const watcher = deps.watch === false ? null : watchFile(file, reload);

  return {
    enabled: () => state,
    reload,
    close() {
      clearInterval(poll);
      watcher?.close();
      signals.off("SIGHUP", onHup);
    },
  };
}

// The directory, not the file: editors and `mv` replace the file, which ends a watch on the file itself.
function watchFile(file: string, onChange: () => void): FSWatcher | null {
  const name = basename(file);
  try {
    const watcher = watch(dirname(file), { persistent: false }, (_event, changed) => {
      if (!changed || String(changed) === name) onChange();
    });
    watcher.on("error", () => watcher.close());
    return watcher;
  } catch {
    return null; // no such directory yet, or no watch support: polling covers it
  }
}

// Structured logs: one JSON object per line on stdout (stderr for warn/error), filtered by level.
import { LOG_LEVELS, type LogLevel } from "../config/config";
import type { LogFields, Logger } from "./types";

/**
 * Creates a logger writing lines at `level` and above; `write` replaces the output (tests collect lines).
 *
 * @example
 * createLogger("info").info("request", { id: "3f2a…", door: "rest", status: 200, ms: 4.1 });
 * // {"time":"2026-11-25T13:00:00.000Z","level":"info","msg":"request","id":"3f2a…","door":"rest","status":200,"ms":4.1}
 */
export function createLogger(level: LogLevel, write?: (line: string, level: LogLevel) => void): Logger {
  const min = LOG_LEVELS.indexOf(level);
  const out = write ?? ((line, l) => (l === "warn" || l === "error" ? process.stderr : process.stdout).write(`${line}\n`));
  const at = (l: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(l) < min) return;
    out(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }), l);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

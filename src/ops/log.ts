// Structured logs: one JSON object per line on stdout (stderr for warn/error), filtered by level. Lines are buffered
// and written in batches, once per turn of the event loop (a write per request line cost a busy server a fifth of
// its cached answers); warn and error lines, and the exit, flush at once.
import { writeSync } from "node:fs";
import { LOG_LEVELS, type LogLevel } from "../config/config";
import type { LogFields, Logger } from "./types";

/** A batch is written early when the next line would not fit in this many bytes. */
const MAX_BATCH_BYTES = 64 * 1024;

/**
 * Creates a logger writing lines at `level` and above; `write` replaces the output (tests collect lines, unbuffered).
 *
 * @example
 * createLogger("info").info("request", { id: "3f2a…", door: "rest", status: 200, ms: 4.1 });
 * // {"time":"2026-11-25T13:00:00.000Z","level":"info","msg":"request","id":"3f2a…","door":"rest","status":200,"ms":4.1}
 */
export function createLogger(level: LogLevel, write?: (line: string, level: LogLevel) => void): Logger {
  const min = LOG_LEVELS.indexOf(level);
  const out = write ?? bufferedOutput();
  const at = (l: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(l) < min) return;
    // JSON.stringify({ time, level, msg, ...fields }) without copying the fields into a new object: a request line is
    // written for every answer. A field named like a fixed key comes twice, and a JSON reader keeps its value, as the
    // copy would.
    const rest = JSON.stringify(fields);
    out(`{"time":"${isoNow()}","level":"${l}","msg":${JSON.stringify(msg)}${rest.length > 2 ? `,${rest.slice(1)}` : "}"}`, l);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

// A busy server logs many lines a millisecond: the time is formatted once per millisecond.
let isoMs = NaN;
let iso = "";

function isoNow(): string {
  const ms = Date.now();
  if (ms !== isoMs) [isoMs, iso] = [ms, new Date(ms).toISOString()];
  return iso;
}

// stdout lines wait in one batch of UTF-8 bytes, encoded as they come (no string is concatenated and encoded again
// per batch); a warn/error line first writes the batch, so the two streams keep their order.
const batch = Buffer.allocUnsafe(MAX_BATCH_BYTES);
let used = 0;
let scheduled = false;

function flush(): void {
  scheduled = false;
  if (used === 0) return;
  const bytes = batch.subarray(0, used);
  used = 0;
  writeAll(1, bytes);
}

/**
 * Adds one line to the batch; a line that might not fit in the room left writes the batch first (or, if huge, goes
 * alone). A UTF-16 unit is at most 3 UTF-8 bytes, so a line passing the test is written whole, in place.
 */
function append(line: string): void {
  if (line.length * 3 < batch.length - used) {
    used += batch.write(line, used);
    batch[used++] = NEWLINE;
    return;
  }
  flush();
  if (line.length * 3 < batch.length) append(line);
  else writeAll(1, Buffer.from(`${line}\n`));
}

const NEWLINE = 10;

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (e) {
      // A full pipe (EAGAIN) waits for the reader; anything else (closed stdout) drops the batch.
      if ((e as NodeJS.ErrnoException).code !== "EAGAIN") return;
      Bun.sleepSync(1);
    }
  }
}

let hooked = false;

function bufferedOutput(): (line: string, level: LogLevel) => void {
  if (!hooked) {
    hooked = true;
    process.on("exit", flush);
  }
  return (line, level) => {
    if (level === "warn" || level === "error") {
      flush();
      writeAll(2, Buffer.from(`${line}\n`));
      return;
    }
    append(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

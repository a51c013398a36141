// The file of precomputed sections written beside the catalog by the same build (`<catalog>.sections`): each section
// is one plain-data graph (codec.ts), stamped with the catalog's build id and the catalog file's content hash. The
// server maps it read-only (Bun.mmap, private copy-on-write mapping: the bytes are page-cache pages that processes
// share) and views its typed arrays in place.
import { closeSync, existsSync, openSync, readSync, readdirSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { CatalogFileError } from "./check";
import { BlobWriter, decodeValue, encodeValue } from "./codec";

const MAGIC = "SPSECT01";
const ALIGN = 8;

/** Where the sections of the catalog at `catalogPath` live. */
export function sectionsPathOf(catalogPath: string): string {
  return `${catalogPath}.sections`;
}

/** What a sections file is stamped with. */
export interface SectionsStamp {
  /** The catalog's `meta.build_id`. */
  buildId: string;
  /** contentHash() of the catalog file the sections were computed from. */
  catalogHash: string;
  /** The build step's version: its format and the defaults it computed with (src/precompute/version.ts). */
  step: string;
}

interface Header {
  stamp: SectionsStamp;
  /** Section name → [offset, length] of its JSON text, relative to the data start. */
  sections: Record<string, [number, number]>;
  /** contentHash() of the data (blobs and JSON texts). */
  dataHash: string;
  dataLength: number;
}

/**
 * Hash of a file's bytes, read in 4 MB pieces (one reused buffer: checking a 250 MB catalog costs no memory).
 *
 * @example
 * contentHash("data/catalog.db"); // "9f0c3e2a51d7b6a4"
 */
export function contentHash(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buf = new Uint8Array(4 << 20);
    let h = 0n;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n <= 0) break;
      h = BigInt(Bun.hash.wyhash(buf.subarray(0, n), h));
    }
    return h.toString(16).padStart(16, "0");
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `sections` (plain-data graphs) and the stamp to `path` through a temp file and a rename, so a reader never
 * sees half a file. Returns the file's size.
 */
export function writeSectionsFile(path: string, stamp: SectionsStamp, sections: Record<string, unknown>): number {
  const blobs = new BlobWriter();
  const texts = Object.entries(sections).map(([name, value]) => [name, new TextEncoder().encode(encodeValue(value, blobs))] as const);
  const parts: Uint8Array[] = [...blobs.chunks];
  let at = blobs.byteLength;
  const offsets: Record<string, [number, number]> = {};
  for (const [name, bytes] of texts) {
    offsets[name] = [at, bytes.length];
    parts.push(bytes);
    at += bytes.length;
  }
  const data = new Uint8Array(at);
  let p = 0;
  for (const part of parts) {
    data.set(part, p);
    p += part.length;
  }
  const header: Header = { stamp, sections: offsets, dataHash: hashBytes(data), dataLength: data.length };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const prefix = new Uint8Array(16);
  prefix.set(new TextEncoder().encode(MAGIC));
  new DataView(prefix.buffer).setUint32(8, headerBytes.length, true);
  const pad = new Uint8Array((ALIGN - ((16 + headerBytes.length) % ALIGN)) % ALIGN);
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = openSync(tmp, "w");
  try {
    for (const chunk of [prefix, headerBytes, pad, data]) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  return statSync(path).size;
}

function hashBytes(bytes: Uint8Array): string {
  return BigInt(Bun.hash.wyhash(bytes, 0n)).toString(16).padStart(16, "0");
}

/** An opened sections file: its stamp, its section names, and each section decoded on request. */
export interface SectionsFile {
  stamp: SectionsStamp;
  names: string[];
  /** Decodes one section (typed arrays view the mapped file). Throws when the file has no such section. */
  section<T>(name: string): T;
}

/**
 * Maps the sections file at `path` read-only and checks it: magic, header, and the hash of every byte of its data
 * (about 30 ms per 100 MB). Throws a one-line CatalogFileError when it is missing or damaged.
 */
export function openSectionsFile(path: string): SectionsFile {
  const fail = (what: string) => new CatalogFileError(`catalog: ${path} ${what}; rebuild it with bun run catalog:build`);
  if (!existsSync(path)) throw fail("is missing (the precomputed indexes are written by the catalog build)");
  let mapped: Uint8Array;
  try {
    mapped = Bun.mmap(path, { shared: false });
  } catch (e) {
    throw fail(`cannot be mapped (${(e as Error).message})`);
  }
  if (mapped.length < 16 || new TextDecoder().decode(mapped.subarray(0, 8)) !== MAGIC) throw fail("is not a sections file");
  const headerLength = new DataView(mapped.buffer, mapped.byteOffset, 16).getUint32(8, true);
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder().decode(mapped.subarray(16, 16 + headerLength)));
  } catch {
    throw fail("is damaged (unreadable header)");
  }
  const dataStart = 16 + headerLength + ((ALIGN - ((16 + headerLength) % ALIGN)) % ALIGN);
  const data = mapped.subarray(dataStart);
  if (data.length !== header.dataLength || hashBytes(data) !== header.dataHash) throw fail("is damaged (its bytes do not match their hash)");
  return {
    stamp: header.stamp,
    names: Object.keys(header.sections),
    section<T>(name: string): T {
      const at = header.sections[name];
      if (!at) throw fail(`has no section ${name}`);
      return decodeValue<T>(new TextDecoder().decode(data.subarray(at[0], at[0] + at[1])), data);
    },
  };
}

/**
 * Removes what killed builds left beside `out`: files named `<out>.tmp-<pid>…` or `<out>.sections.tmp-<pid>…` (temp
 * and staged catalogs, their SQLite journals, their sections) whose process is gone; `all` removes this process's own
 * too (a failed build). Returns the removed names.
 */
export function removeStaleTemps(out: string, options: { all?: boolean } = {}): string[] {
  const dir = dirname(out) || ".";
  const base = basename(out);
  const removed: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  const pattern = new RegExp(`^${escapeRegExp(base)}(?:\\.sections)?\\.tmp-(\\d+)(?:[-.].*)?$`);
  for (const name of names.sort()) {
    const m = pattern.exec(name);
    if (!m || (alive(Number(m[1])) && !(options.all && Number(m[1]) === process.pid))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Covers the shape-agnostic index codec and the sections file: any plain-data graph comes back equal (typed arrays
// viewing the file, shared arrays still shared, large Maps and Sets as read-only tables in entry order), functions
// and class instances are refused naming their path, and a damaged file is refused in one line.
import { afterAll, describe, expect, test } from "bun:test";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BlobWriter, decodeValue, encodeValue } from "../../src/catalog/codec";
import { openSectionsFile, removeStaleTemps, writeSectionsFile } from "../../src/catalog/sections";

const dir = mkdtempSync(join(tmpdir(), "codec-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function roundTrip<T>(value: T): T {
  const blobs = new BlobWriter();
  const json = encodeValue(value, blobs);
  const bytes = new Uint8Array(blobs.byteLength);
  let at = 0;
  for (const c of blobs.chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return decodeValue<T>(json, bytes);
}

describe("encodeValue / decodeValue", () => {
  test("plain values, awkward numbers and undefined come back as they were", () => {
    const value = { n: 1.5, big: 2 ** 53, neg: -0, nan: Number.NaN, inf: -Infinity, s: "héllo ☃", b: false, z: null, list: [1, undefined, "x"] };
    const back = roundTrip(value);
    expect(back).toEqual(value);
    expect(Object.is(back.neg, -0)).toBe(true);
    expect(back.list).toHaveLength(3);
  });

  test("typed arrays of every kind keep type and values; one array referenced twice stays one", () => {
    const shared = Int32Array.of(7, -8, 9);
    const value = {
      a: shared, b: shared, f32: Float32Array.of(0.25, -1), f64: Float64Array.of(Math.PI), u8: Uint8Array.of(255), u16: Uint16Array.of(65535),
      view: Float64Array.of(1, 2, 3, 4).subarray(1, 3), empty: new Uint32Array(0), bi: BigInt64Array.of(-5n),
    };
    const back = roundTrip(value);
    expect(back).toEqual(value);
    expect(back.a).toBeInstanceOf(Int32Array);
    expect(back.a).toBe(back.b);
    expect([...back.view]).toEqual([2, 3]);
  });

  test("a long list of per-item typed arrays keeps which items shared one array", () => {
    const one = Int32Array.of(1, 2);
    const list = Array.from({ length: 1000 }, (_, i) => (i % 2 ? one : Int32Array.of(i)));
    const back = roundTrip({ list });
    expect(back.list).toEqual(list);
    expect(back.list[1]).toBe(back.list[3]!);
  });

  test("small Maps and Sets come back as Maps and Sets with their entries in order", () => {
    const value = { m: new Map<unknown, unknown>([["b", 1], [3, { x: Int8Array.of(-1) }]]), s: new Set(["z", "a"]) };
    const back = roundTrip(value);
    expect([...back.m]).toEqual([...value.m]);
    expect([...back.s]).toEqual(["z", "a"]);
  });

  test("large string- and number-keyed Maps and Sets read as tables: get, has, size, iteration order, read-only", () => {
    const words = new Map<string, number>();
    for (let i = 0; i < 3000; i++) words.set(`w${(i * 7919) % 3001}ё`, i / 3);
    const byId = new Map<number, { name: string; ids: number[] }>();
    for (let i = 0; i < 1000; i++) byId.set(i * 13 - 400, { name: `game ${i}`, ids: [i, i + 1] });
    const set = new Set<string>();
    for (let i = 0; i < 700; i++) set.add(`k${i}`);
    const back = roundTrip({ words, byId, set });
    expect(back.words).toBeInstanceOf(Map);
    expect(back.words.size).toBe(3000);
    expect([...back.words]).toEqual([...words]);
    expect(back.words.get("w7ё")).toBe(words.get("w7ё")!);
    expect(back.words.get("w7")).toBeUndefined();
    expect(back.words.has("nope")).toBe(false);
    expect(back.byId.get(-400)).toEqual({ name: "game 0", ids: [0, 1] });
    expect(back.byId.get(-399)).toBeUndefined();
    expect([...back.byId.keys()]).toEqual([...byId.keys()]);
    expect(back.set).toBeInstanceOf(Set);
    expect(back.set.has("k699")).toBe(true);
    expect([...back.set]).toEqual([...set]);
    expect(() => back.words.set("x", 1)).toThrow("read-only");
  });

  test("a Map with mixed key kinds is stored entry by entry", () => {
    const m = new Map<unknown, number>();
    for (let i = 0; i < 600; i++) m.set(i % 2 ? i : `s${i}`, i);
    expect([...roundTrip({ m }).m]).toEqual([...m]);
  });

  test("functions and class instances are refused, naming where they sit", () => {
    class Speller {
      words = 1;
    }
    expect(() => encodeValue({ index: { speller: { correct: () => null } } }, new BlobWriter())).toThrow("$.index.speller.correct is a function");
    expect(() => encodeValue({ list: [new Speller()] }, new BlobWriter())).toThrow("$.list[0] is a Speller instance");
  });
});

describe("sections file", () => {
  const path = join(dir, "catalog.db.sections");
  const stamp = { buildId: "build-1", catalogHash: "00ff", step: "4-test" };

  test("writes sections and maps them back read-only; writes to a view never reach the file", () => {
    writeSectionsFile(path, stamp, { a: { ids: Int32Array.of(1, 2, 3) }, b: ["x"] });
    const before = readFileSync(path);
    const file = openSectionsFile(path);
    expect(file.stamp).toEqual(stamp);
    expect(file.names).toEqual(["a", "b"]);
    const a = file.section<{ ids: Int32Array }>("a");
    expect([...a.ids]).toEqual([1, 2, 3]);
    a.ids[0] = 99;
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(() => file.section("c")).toThrow(`catalog: ${path} has no section c; rebuild it with bun run catalog:build`);
  });

  test("a flipped byte anywhere in the data is one line naming the file", () => {
    writeSectionsFile(path, stamp, { a: { ids: new Float64Array(1000).fill(1) } });
    const fd = openSync(path, "r+");
    writeSync(fd, Uint8Array.of(7), 0, 1, statSync(path).size - 2000);
    closeSync(fd);
    expect(() => openSectionsFile(path)).toThrow(`catalog: ${path} is damaged (its bytes do not match their hash); rebuild it with bun run catalog:build`);
  });

  test("a missing file names the build command", () => {
    expect(() => openSectionsFile(join(dir, "none.sections"))).toThrow("is missing (the precomputed indexes are written by the catalog build); rebuild it with bun run catalog:build");
  });

  test("removeStaleTemps removes temp files and journals of builds that are gone, and nothing else", async () => {
    const gone = Bun.spawn(["true"]);
    await gone.exited;
    const out = join(dir, "x.db");
    const names = [
      `x.db.tmp-${gone.pid}`, `x.db.tmp-${gone.pid}-journal`, `x.db.sections.tmp-${gone.pid}`, `x.db.tmp-${gone.pid}.staged`,
      `x.db.tmp-${gone.pid}.staged.sections`, `x.db.tmp-${process.pid}`, "x.db", "x.db.tmp-notes",
    ];
    for (const n of names) Bun.write(join(dir, n), "x");
    await Bun.sleep(10);
    expect(removeStaleTemps(out)).toEqual(names.slice(0, 5).sort());
    expect(statSync(join(dir, `x.db.tmp-${process.pid}`)).isFile()).toBe(true);
    expect(statSync(join(dir, "x.db.tmp-notes")).isFile()).toBe(true);
  });
});

// A shape-agnostic codec for built indexes: any plain-data object graph (objects, arrays, numbers, strings, typed
// arrays, Maps, Sets) becomes JSON text plus aligned raw bytes, and comes back as the same graph with its typed arrays
// viewing the bytes in place (no copy: over a mapped file they are shared pages, not private memory). Large Maps and
// Sets come back as read-only tables over the bytes (hash lookups, values decoded on read), not as per-entry JS objects.
// Functions and class instances are refused at build time with the path where they sit: an index must be plain data.

/** The key that marks an encoded value in the JSON (no plain object of an index uses it). */
const TAG = "\u0000";
/** Maps and Sets from this many entries up become tables over the bytes instead of JS entries. */
const TABLE_FROM = 512;
const ALIGN = 8;

const TYPED = {
  Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array,
  BigInt64Array, BigUint64Array,
} as const;
type TypedName = keyof typeof TYPED;
type Typed = InstanceType<(typeof TYPED)[TypedName]>;

/** One encoded graph: JSON text whose typed-array references point into `bytes` (offsets relative to its start). */
export interface Encoded {
  json: string;
  /** Raw bytes, each piece at an 8-byte-aligned offset. */
  chunks: Uint8Array[];
  byteLength: number;
}

/** Collects raw pieces at aligned offsets, shared by every value of one file. */
export class BlobWriter {
  readonly chunks: Uint8Array[] = [];
  byteLength = 0;
  private readonly seen = new Map<ArrayBufferView, number>();

  /** Appends the bytes of `view` (once per view object) and returns their offset. */
  add(view: ArrayBufferView): number {
    const known = this.seen.get(view);
    if (known !== undefined) return known;
    const pad = (ALIGN - (this.byteLength % ALIGN)) % ALIGN;
    if (pad) this.push(new Uint8Array(pad));
    const at = this.byteLength;
    this.push(new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice());
    this.seen.set(view, at);
    return at;
  }

  private push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.byteLength += bytes.byteLength;
  }
}

/**
 * Encodes `value` into JSON text, its typed arrays into `blobs`. Throws naming the path of a function or class instance.
 *
 * @example
 * const blobs = new BlobWriter();
 * const json = encodeValue({ ids: Int32Array.of(3, 5), names: new Map([["a", 1]]) }, blobs);
 */
export function encodeValue(value: unknown, blobs: BlobWriter): string {
  return JSON.stringify(toJson(value, blobs, "$"));
}

function toJson(v: unknown, blobs: BlobWriter, path: string): unknown {
  if (v === null || typeof v === "boolean" || typeof v === "string") return v;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0) ? v : { [TAG]: "num", v: String(Object.is(v, -0) ? "-0" : v) };
  if (v === undefined) return { [TAG]: "undef" };
  if (typeof v !== "object") throw new Error(`codec: ${path} is a ${typeof v}; a stored index holds plain data only`);
  if (ArrayBuffer.isView(v)) {
    const name = v.constructor.name as TypedName;
    if (!(name in TYPED)) throw new Error(`codec: ${path} is a ${name}; a stored index holds typed arrays, not DataViews`);
    return { [TAG]: "ta", t: name, o: blobs.add(v), n: (v as Typed).length };
  }
  if (Array.isArray(v)) return (v.length >= TABLE_FROM && typedArrays(v, blobs)) || v.map((x, i) => toJson(x, blobs, `${path}[${i}]`));
  if (v instanceof Map) {
    if (v.size >= TABLE_FROM) {
      const table = tableOf([...v.keys()], [...v.values()], blobs, path);
      if (table) return table;
    }
    return { [TAG]: "map", e: [...v].map(([k, x], i) => [toJson(k, blobs, `${path}.key${i}`), toJson(x, blobs, `${path}.get(${String(k)})`)]) };
  }
  if (v instanceof Set) {
    if (v.size >= TABLE_FROM) {
      const table = tableOf([...v], null, blobs, path);
      if (table) return table;
    }
    return { [TAG]: "set", v: [...v].map((x, i) => toJson(x, blobs, `${path}.item${i}`)) };
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) {
    throw new Error(`codec: ${path} is a ${proto?.constructor?.name ?? "class"} instance; a stored index holds plain data only`);
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === TAG) throw new Error(`codec: ${path} has a key the codec reserves`);
    out[k] = toJson(x, blobs, `${path}.${k}`);
  }
  return out;
}

/**
 * A long array of typed arrays of one kind (per-game id lists): their values back to back, and which distinct array
 * (by identity: lists the index shared stay shared) each element is. Null when the array holds anything else.
 */
function typedArrays(list: unknown[], blobs: BlobWriter): unknown {
  const first = list[0];
  if (!ArrayBuffer.isView(first) || !(first.constructor.name in TYPED)) return null;
  const Ctor = first.constructor as new (n: number) => Typed;
  if (!list.every((x) => x instanceof Ctor)) return null;
  const ids = new Map<Typed, number>();
  const of = new Int32Array(list.length);
  list.forEach((x, i) => {
    let id = ids.get(x as Typed);
    if (id === undefined) ids.set(x as Typed, (id = ids.size));
    of[i] = id;
  });
  const distinct = [...ids.keys()];
  const starts = new Uint32Array(distinct.length + 1);
  distinct.forEach((x, i) => (starts[i + 1] = starts[i]! + x.length));
  const values = new Ctor(starts[distinct.length]!);
  distinct.forEach((x, i) => (values as unknown as { set(a: ArrayLike<number>, at: number): void }).set(x as ArrayLike<number>, starts[i]!));
  return { [TAG]: "tas", values: blobRef(values, blobs), starts: blobRef(starts, blobs), of: blobRef(of, blobs) };
}

/**
 * A Map or Set whose keys are all strings or all numbers, as a hashed table in the bytes: keys (UTF-16 code units or
 * float64), an open-addressing slot array, and values as float64 (all numbers) or one JSON text each, read on demand.
 * Entry order is kept. Null when the keys are mixed (the caller encodes entries instead).
 */
function tableOf(keys: unknown[], values: unknown[] | null, blobs: BlobWriter, path: string): unknown {
  const strings = keys.every((k) => typeof k === "string");
  if (!strings && !keys.every((k) => typeof k === "number")) return null;
  const n = keys.length;
  const slots = new Int32Array(slotCount(n));
  const mask = slots.length - 1;
  let keyRef: unknown;
  if (strings) {
    const starts = new Uint32Array(n + 1);
    for (let i = 0; i < n; i++) starts[i + 1] = starts[i]! + (keys[i] as string).length;
    const units = new Uint16Array(starts[n]!);
    for (let i = 0; i < n; i++) {
      const k = keys[i] as string;
      for (let c = 0; c < k.length; c++) units[starts[i]! + c] = k.charCodeAt(c);
      place(slots, mask, hashString(k), i);
    }
    keyRef = { starts: blobRef(starts, blobs), units: blobRef(units, blobs) };
  } else {
    const nums = Float64Array.from(keys as number[]);
    for (let i = 0; i < n; i++) place(slots, mask, hashNumber(nums[i]!), i);
    keyRef = blobRef(nums, blobs);
  }
  let valueRef: unknown = null;
  if (values) {
    if (values.every((x) => typeof x === "number")) valueRef = { num: blobRef(Float64Array.from(values as number[]), blobs) };
    else {
      const enc = new TextEncoder();
      const parts = values.map((x, i) => enc.encode(JSON.stringify(toJson(x, blobs, `${path}.get(${String(keys[i])})`))));
      const starts = new Uint32Array(n + 1);
      for (let i = 0; i < n; i++) starts[i + 1] = starts[i]! + parts[i]!.length;
      const bytes = new Uint8Array(starts[n]!);
      for (let i = 0; i < n; i++) bytes.set(parts[i]!, starts[i]!);
      valueRef = { json: { starts: blobRef(starts, blobs), bytes: blobRef(bytes, blobs) } };
    }
  }
  return { [TAG]: "table", set: values === null, strings, n, keys: keyRef, slots: blobRef(slots, blobs), values: valueRef };
}

function blobRef(view: Typed, blobs: BlobWriter): unknown {
  return { [TAG]: "ta", t: view.constructor.name, o: blobs.add(view), n: view.length };
}

function slotCount(n: number): number {
  let s = 16;
  while (s < n * 2) s *= 2;
  return s;
}

function place(slots: Int32Array, mask: number, hash: number, entry: number): void {
  let at = hash & mask;
  while (slots[at] !== 0) at = (at + 1) & mask;
  slots[at] = entry + 1;
}

// FNV-1a over UTF-16 code units.
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const numBits = new Float64Array(1);
const numWords = new Uint32Array(numBits.buffer);
function hashNumber(x: number): number {
  numBits[0] = x;
  return (Math.imul(numWords[0]! ^ Math.imul(numWords[1]!, 0x9e3779b1), 0x85ebca6b) ^ (numWords[0]! >>> 15)) >>> 0;
}

/**
 * Decodes JSON text made by `encodeValue`; typed arrays view `bytes` in place (its byteOffset must be 8-aligned).
 *
 * @example
 * const graph = decodeValue<{ ids: Int32Array }>(json, bytes);
 */
export function decodeValue<T>(json: string, bytes: Uint8Array): T {
  return revive(JSON.parse(json), bytes) as T;
}

function revive(v: unknown, bytes: Uint8Array): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (x !== null && typeof x === "object") v[i] = revive(x, bytes);
    }
    return v;
  }
  const o = v as Record<string, unknown>;
  const tag = o[TAG];
  if (tag === undefined) {
    for (const k in o) {
      const x = o[k];
      if (x !== null && typeof x === "object") o[k] = revive(x, bytes);
    }
    return o;
  }
  switch (tag) {
    case "num":
      return o.v === "-0" ? -0 : Number(o.v);
    case "undef":
      return undefined;
    case "ta":
      return typedView(o, bytes);
    case "tas": {
      const values = typedView(o.values as Record<string, unknown>, bytes);
      const starts = typedView(o.starts as Record<string, unknown>, bytes) as Uint32Array;
      const of = typedView(o.of as Record<string, unknown>, bytes) as Int32Array;
      const distinct = Array.from({ length: starts.length - 1 }, (_, i) => values.subarray(starts[i]!, starts[i + 1]!));
      return Array.from(of, (i) => distinct[i]!);
    }
    case "map":
      return new Map((o.e as [unknown, unknown][]).map(([k, x]) => [revive(k, bytes), revive(x, bytes)]));
    case "set":
      return new Set((o.v as unknown[]).map((x) => revive(x, bytes)));
    case "table": {
      const core = new TableCore(o as unknown as TableRef, bytes);
      return (o as unknown as TableRef).set ? new StoredSet(core) : new StoredMap(core);
    }
    default:
      throw new Error(`codec: unknown tag ${String(tag)}`);
  }
}

// One view object per stored array and bytes: arrays the index shared (one list for many games) stay shared.
// (Keyed by offset: each stored array has its own, except empty ones, which are not shared.)
const views = new WeakMap<Uint8Array, Map<number, Typed>>();

function typedView(o: Record<string, unknown>, bytes: Uint8Array): Typed {
  if (o.n === 0) return newView(o, bytes);
  let known = views.get(bytes);
  if (!known) views.set(bytes, (known = new Map()));
  const seen = known.get(o.o as number);
  if (seen) return seen;
  const view = newView(o, bytes);
  known.set(o.o as number, view);
  return view;
}

function newView(o: Record<string, unknown>, bytes: Uint8Array): Typed {
  const Ctor = TYPED[o.t as TypedName];
  if (!Ctor) throw new Error(`codec: unknown typed array ${String(o.t)}`);
  const at = bytes.byteOffset + (o.o as number);
  const n = o.n as number;
  if (at % Ctor.BYTES_PER_ELEMENT !== 0 || (o.o as number) + n * Ctor.BYTES_PER_ELEMENT > bytes.byteLength) {
    throw new Error(`codec: a ${o.t} reference lies outside the stored bytes`);
  }
  return new Ctor(bytes.buffer as ArrayBuffer, at, n);
}

interface TableRef {
  set: boolean;
  strings: boolean;
  n: number;
  keys: { starts: unknown; units: unknown } | unknown;
  slots: unknown;
  values: { num: unknown } | { json: { starts: unknown; bytes: unknown } } | null;
}

const utf8 = new TextDecoder();

/** The read side of a stored table: hash lookups over the bytes, keys and values decoded on read. */
class TableCore<K, V> {
  readonly n: number;
  private readonly isSet: boolean;
  private readonly strings: boolean;
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly keyStarts: Uint32Array | null;
  private readonly keyUnits: Uint16Array | null;
  private readonly keyNums: Float64Array | null;
  private readonly nums: Float64Array | null;
  private readonly jsonStarts: Uint32Array | null;
  private readonly jsonBytes: Uint8Array | null;
  private readonly bytes: Uint8Array;

  constructor(ref: TableRef, bytes: Uint8Array) {
    this.bytes = bytes;
    this.n = ref.n;
    this.isSet = ref.set;
    this.strings = ref.strings;
    this.slots = typedView(ref.slots as Record<string, unknown>, bytes) as Int32Array;
    this.mask = this.slots.length - 1;
    const keys = ref.keys as { starts: Record<string, unknown>; units: Record<string, unknown> };
    this.keyStarts = ref.strings ? (typedView(keys.starts, bytes) as Uint32Array) : null;
    this.keyUnits = ref.strings ? (typedView(keys.units, bytes) as Uint16Array) : null;
    this.keyNums = ref.strings ? null : (typedView(ref.keys as Record<string, unknown>, bytes) as Float64Array);
    const values = ref.values as { num?: Record<string, unknown>; json?: { starts: Record<string, unknown>; bytes: Record<string, unknown> } } | null;
    this.nums = values?.num ? (typedView(values.num, bytes) as Float64Array) : null;
    this.jsonStarts = values?.json ? (typedView(values.json.starts, bytes) as Uint32Array) : null;
    this.jsonBytes = values?.json ? (typedView(values.json.bytes, bytes) as Uint8Array) : null;
  }

  /** The entry number of `key`, or -1. */
  find(key: unknown): number {
    if (this.strings) {
      if (typeof key !== "string") return -1;
      const starts = this.keyStarts!;
      const units = this.keyUnits!;
      for (let at = hashString(key) & this.mask; ; at = (at + 1) & this.mask) {
        const e = this.slots[at]! - 1;
        if (e < 0) return -1;
        const from = starts[e]!;
        if (starts[e + 1]! - from !== key.length) continue;
        let same = true;
        for (let c = 0; c < key.length; c++) {
          if (units[from + c] !== key.charCodeAt(c)) {
            same = false;
            break;
          }
        }
        if (same) return e;
      }
    }
    if (typeof key !== "number") return -1;
    for (let at = hashNumber(key) & this.mask; ; at = (at + 1) & this.mask) {
      const e = this.slots[at]! - 1;
      if (e < 0) return -1;
      if (this.keyNums![e] === key) return e;
    }
  }

  keyAt(e: number): K {
    if (!this.strings) return this.keyNums![e] as K;
    const units = this.keyUnits!.subarray(this.keyStarts![e]!, this.keyStarts![e + 1]!);
    let s = "";
    for (let c = 0; c < units.length; c += 4096) s += String.fromCharCode(...units.subarray(c, c + 4096));
    return s as K;
  }

  valueAt(e: number): V {
    if (this.isSet) return this.keyAt(e) as unknown as V;
    if (this.nums) return this.nums[e] as V;
    const text = utf8.decode(this.jsonBytes!.subarray(this.jsonStarts![e]!, this.jsonStarts![e + 1]!));
    return revive(JSON.parse(text), this.bytes) as V;
  }
}

function readOnly(): never {
  throw new Error("codec: a stored table is read-only");
}

/** A stored Map read in place (see TableCore). Read-only: writing throws. */
class StoredMap<K, V> extends Map<K, V> {
  private readonly t: TableCore<K, V>;

  constructor(t: TableCore<K, V>) {
    super();
    this.t = t;
  }

  override get size(): number {
    return this.t.n;
  }

  override has(key: K): boolean {
    return this.t.find(key) >= 0;
  }

  override get(key: K): V | undefined {
    const e = this.t.find(key);
    return e < 0 ? undefined : this.t.valueAt(e);
  }

  override *keys(): MapIterator<K> {
    for (let e = 0; e < this.t.n; e++) yield this.t.keyAt(e);
  }

  override *values(): MapIterator<V> {
    for (let e = 0; e < this.t.n; e++) yield this.t.valueAt(e);
  }

  override *entries(): MapIterator<[K, V]> {
    for (let e = 0; e < this.t.n; e++) yield [this.t.keyAt(e), this.t.valueAt(e)];
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (let e = 0; e < this.t.n; e++) fn.call(thisArg, this.t.valueAt(e), this.t.keyAt(e), this);
  }

  override set(): this {
    return readOnly();
  }

  override delete(): boolean {
    return readOnly();
  }

  override clear(): void {
    readOnly();
  }
}

/** A stored Set read in place (see TableCore). Read-only: writing throws. */
class StoredSet<T> extends Set<T> {
  private readonly t: TableCore<T, T>;

  constructor(t: TableCore<T, T>) {
    super();
    this.t = t;
  }

  override get size(): number {
    return this.t.n;
  }

  override has(value: T): boolean {
    return this.t.find(value) >= 0;
  }

  override *values(): SetIterator<T> {
    for (let e = 0; e < this.t.n; e++) yield this.t.keyAt(e);
  }

  override keys(): SetIterator<T> {
    return this.values();
  }

  override *entries(): SetIterator<[T, T]> {
    for (let e = 0; e < this.t.n; e++) {
      const k = this.t.keyAt(e);
      yield [k, k];
    }
  }

  override [Symbol.iterator](): SetIterator<T> {
    return this.values();
  }

  override forEach(fn: (value: T, key: T, set: Set<T>) => void, thisArg?: unknown): void {
    for (let e = 0; e < this.t.n; e++) {
      const k = this.t.keyAt(e);
      fn.call(thisArg, k, k, this);
    }
  }

  override add(): this {
    return readOnly();
  }

  override delete(): boolean {
    return readOnly();
  }

  override clear(): void {
    readOnly();
  }
}

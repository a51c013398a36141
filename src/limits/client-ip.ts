// The client address that quotas are counted against: the socket peer, or X-Forwarded-For behind trusted proxies.

/** What `clientIp` returns when the socket address is unknown (e.g. a Unix socket or an in-process request). */
export const UNKNOWN_IP = "unknown";

/** A parsed address: 4 bytes (IPv4, also for IPv4-mapped IPv6) or 16 bytes (IPv6). */
interface Ip {
  bytes: number[];
}

/** Tells whether an address belongs to a trusted proxy; built once by `trustedProxyMatcher`. */
export type ProxyMatcher = (ip: Ip) => boolean;

const compiled = new WeakMap<readonly string[], ProxyMatcher>();

/**
 * Compiles `TRUSTED_PROXIES` entries (addresses or CIDR ranges, IPv4 or IPv6) into a matcher; throws on a bad entry,
 * so calling it at startup validates the configuration.
 *
 * @example
 * trustedProxyMatcher(["10.0.0.0/8", "::1"]); // a ProxyMatcher
 */
export function trustedProxyMatcher(entries: readonly string[]): ProxyMatcher {
  const cached = compiled.get(entries);
  if (cached) return cached;
  const ranges = entries.map(parseRange);
  const matcher: ProxyMatcher = (ip) => ranges.some((r) => inRange(ip, r));
  compiled.set(entries, matcher);
  return matcher;
}

/**
 * The address whose quota a request draws from.
 *
 * The socket peer is the client unless it is a trusted proxy; only then is `X-Forwarded-For` read, from the right,
 * skipping trusted proxies, and the first untrusted address is the client. Entries left of it were written by the
 * client and are never believed, so a forged header cannot buy a fresh quota. A malformed entry stops the walk at the
 * proxy that passed it on. IPv4-mapped IPv6 becomes IPv4, and IPv6 is written in its RFC 5952 form, so one address
 * has one spelling (and one quota).
 *
 * @example
 * clientIp({ socketIp: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.9", trustedProxies: ["10.0.0.0/8"] });
 * // "203.0.113.9"
 */
export function clientIp(options: {
  socketIp: string | null | undefined;
  forwardedFor?: string | null;
  trustedProxies: readonly string[] | ProxyMatcher;
}): string {
  const socket = options.socketIp ? parseIp(options.socketIp) : null;
  if (!socket) return UNKNOWN_IP;
  const trusted =
    typeof options.trustedProxies === "function" ? options.trustedProxies : trustedProxyMatcher(options.trustedProxies);
  let current = socket;
  if (!trusted(current)) return formatIp(current);
  const hops = (options.forwardedFor ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parseHost(hops[i]!);
    if (!hop) break;
    current = hop;
    if (!trusted(current)) break;
  }
  return formatIp(current);
}

/**
 * The quota key of a client address: IPv4 as is, IPv6 by its /64 network, because one subscriber usually holds a
 * whole /64 and could otherwise rotate addresses for fresh quotas.
 *
 * @example
 * quotaKey("2001:db8:1:2:aaaa::1"); // "2001:db8:1:2::/64"
 */
export function quotaKey(ip: string): string {
  if (!ip.includes(":")) return ip; // IPv4 (or "unknown"), already normalized by clientIp: the hot path
  const parsed = parseIp(ip);
  if (!parsed) return ip;
  if (parsed.bytes.length === 4) return formatIp(parsed);
  return `${formatIp({ bytes: [...parsed.bytes.slice(0, 8), ...new Array<number>(8).fill(0)] })}/64`;
}

/**
 * Normalizes an address to the form `clientIp` returns, or null when it is not an address.
 *
 * @example
 * normalizeIp("::FFFF:192.0.2.1"); // "192.0.2.1"
 */
export function normalizeIp(text: string): string | null {
  const ip = parseIp(text);
  return ip ? formatIp(ip) : null;
}

// An X-Forwarded-For entry may carry a port: "1.2.3.4:80", "[2001:db8::1]:80".
function parseHost(text: string): Ip | null {
  if (text.startsWith("[")) {
    const end = text.indexOf("]");
    if (end < 0 || !/^(:\d{1,5})?$/.test(text.slice(end + 1))) return null;
    return parseIp(text.slice(1, end));
  }
  const v4port = /^([\d.]+):\d{1,5}$/.exec(text);
  return parseIp(v4port ? v4port[1]! : text);
}

function parseIp(text: string): Ip | null {
  const s = text.trim();
  if (s.includes(":")) {
    const bytes = parseV6(s.replace(/%.*$/, ""));
    if (!bytes) return null;
    const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
    return { bytes: mapped ? bytes.slice(12) : bytes };
  }
  const bytes = parseV4(s);
  return bytes ? { bytes } : null;
}

function parseV4(s: string): number[] | null {
  const parts = s.split(".");
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const p of parts) {
    // Leading zeros are refused: some parsers read them as octal, so "010.0.0.1" is ambiguous.
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null;
    bytes.push(Number(p));
  }
  return bytes;
}

function parseV6(s: string): number[] | null {
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (h: string): number[] | null => {
    if (h === "") return [];
    const out: number[] = [];
    const parts = h.split(":");
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if (i === parts.length - 1 && p.includes(".")) {
        const v4 = parseV4(p);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(p)) {
        out.push(parseInt(p, 16));
      } else return null;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

// RFC 5952: lowercase, no leading zeros, the longest run (first on a tie) of two or more zero groups as "::".
function formatIp(ip: Ip): string {
  const b = ip.bytes;
  if (b.length === 4) return b.join(".");
  const g = Array.from({ length: 8 }, (_, i) => (b[2 * i]! << 8) | b[2 * i + 1]!);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLen).join(":")}`;
}

interface Range {
  bytes: number[];
  prefix: number;
}

function parseRange(entry: string): Range {
  const [addr = "", bits, ...rest] = entry.trim().split("/");
  const ip = parseIp(addr);
  const fromMapped = ip !== null && ip.bytes.length === 4 && addr.includes(":");
  const width = ip ? ip.bytes.length * 8 : 0;
  let prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (fromMapped && bits !== undefined) prefix -= 96; // "::ffff:10.0.0.0/104" is 10.0.0.0/8
  if (!ip || rest.length > 0 || !(prefix >= 0 && prefix <= width)) {
    throw new Error(`limits: trusted proxy "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.1, 10.0.0.0/8, ::1)`);
  }
  return { bytes: ip.bytes, prefix };
}

function inRange(ip: Ip, range: Range): boolean {
  if (ip.bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = range.prefix - bit >= 8 ? 0xff : (0xff << (8 - (range.prefix - bit))) & 0xff;
    if ((ip.bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

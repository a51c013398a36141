// The client address that quotas are counted against: the socket peer, or X-Forwarded-For behind trusted proxies.
import ipaddr from "ipaddr.js";

/** What `clientIp` returns when the socket address is unknown (e.g. a Unix socket or an in-process request). */
export const UNKNOWN_IP = "unknown";

/** A parsed address (ipaddr.js): IPv4, also for IPv4-mapped IPv6, or IPv6 without a zone. */
type Ip = ipaddr.IPv4 | ipaddr.IPv6;

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
  const matcher: ProxyMatcher = (ip) => ranges.some((r) => r[0].kind() === ip.kind() && ip.match(r));
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
  if (parsed.kind() === "ipv4") return formatIp(parsed);
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${formatIp(parsed)}/64`).toRFC5952String()}/64`;
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

// Strict forms only: ipaddr.js also reads "127.1" or "0x7f.0.0.1" as IPv4, and a leading zero may mean octal
// elsewhere ("010.0.0.1"), so IPv4 must be four plain decimal parts. Zones ("fe80::1%eth0") are dropped.
function parseIp(text: string): Ip | null {
  const s = text.trim();
  if (s.includes(":")) {
    const v6 = s.replace(/%.*$/, "");
    if (!ipaddr.IPv6.isValid(v6)) return null;
    const ip = ipaddr.IPv6.parse(v6);
    return ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
  }
  return ipaddr.IPv4.isValidFourPartDecimal(s) ? ipaddr.IPv4.parse(s) : null;
}

/** IPv4 dotted, IPv6 in RFC 5952 form (lowercase, shortest, `::` for the longest zero run). */
function formatIp(ip: Ip): string {
  return ip.kind() === "ipv4" ? ip.toString() : (ip as ipaddr.IPv6).toRFC5952String();
}

type Range = [Ip, number];

function parseRange(entry: string): Range {
  const [addr = "", bits, ...rest] = entry.trim().split("/");
  const ip = addr.includes(":") && ipaddr.IPv6.isValid(addr.replace(/%.*$/, "")) ? ipaddr.IPv6.parse(addr) : parseIp(addr);
  const width = ip ? (ip.kind() === "ipv4" ? 32 : 128) : 0;
  const prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!ip || rest.length > 0 || !(prefix >= 0 && prefix <= width)) {
    throw new Error(`limits: trusted proxy "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.1, 10.0.0.0/8, ::1)`);
  }
  // "::ffff:10.0.0.0/104" is 10.0.0.0/8: clients are matched in their IPv4 form.
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    return [(ip as ipaddr.IPv6).toIPv4Address(), prefix - 96];
  }
  return [ip, prefix];
}

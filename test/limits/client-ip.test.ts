// Covers clientIp (socket address, X-Forwarded-For only behind trusted proxies, spoofing), normalizeIp, quotaKey
// and trustedProxyMatcher. Each trust case has its own test and says why it matters.
import { describe, expect, test } from "bun:test";
import { clientIp, normalizeIp, quotaKey, trustedProxyMatcher, UNKNOWN_IP } from "../../src/limits/client-ip";

const PROXIES = ["10.0.0.0/8", "2001:db8:ffff::1"];

describe("clientIp", () => {
  test("without trusted proxies the socket address is the client", () => {
    expect(clientIp({ socketIp: "203.0.113.9", forwardedFor: null, trustedProxies: [] })).toBe("203.0.113.9");
  });

  // Why: a direct caller can write any X-Forwarded-For; believing it would give it a fresh quota per request.
  test("a client that is not a trusted proxy cannot choose its address with X-Forwarded-For", () => {
    expect(clientIp({ socketIp: "203.0.113.9", forwardedFor: "198.51.100.1", trustedProxies: PROXIES })).toBe("203.0.113.9");
  });

  // Why: behind our own proxy the socket is the proxy; every caller would share one quota without the header.
  test("behind a trusted proxy the address the proxy appended is the client", () => {
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor: "203.0.113.9", trustedProxies: PROXIES })).toBe("203.0.113.9");
  });

  // Why: the proxy appends to whatever the client sent; entries left of the proxy's are the client's own words.
  test("a forged entry the client put in front of the real one is ignored", () => {
    const forwardedFor = "1.1.1.1, 2.2.2.2, 203.0.113.9";
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor, trustedProxies: PROXIES })).toBe("203.0.113.9");
  });

  // Why: with a chain of our proxies, each appends its peer; we skip our own hops, never the first untrusted one.
  test("a chain of trusted proxies is walked from the right to the first untrusted address", () => {
    const forwardedFor = "6.6.6.6, 203.0.113.9, 10.0.0.7, 10.1.2.3";
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor, trustedProxies: PROXIES })).toBe("203.0.113.9");
  });

  // Why: a client can pretend to be behind our proxy by writing a proxy address; it is still only client text
  // unless it sits right of the real client address the proxy appended.
  test("a client writing a trusted proxy's address into the header is still counted by its own address", () => {
    const forwardedFor = "198.51.100.1, 10.0.0.5, 203.0.113.9";
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor, trustedProxies: PROXIES })).toBe("203.0.113.9");
  });

  // Why: garbage (or a second header line the proxy did not validate) must not let the walk continue to client text.
  test("a malformed entry stops the walk at the proxy that passed it on", () => {
    const forwardedFor = "203.0.113.9, not-an-ip, 10.0.0.7";
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor, trustedProxies: PROXIES })).toBe("10.0.0.7");
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor: "unknown", trustedProxies: PROXIES })).toBe("10.0.0.2");
  });

  test("a trusted proxy sending no header is itself the client", () => {
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor: "", trustedProxies: PROXIES })).toBe("10.0.0.2");
    expect(clientIp({ socketIp: "10.0.0.2", trustedProxies: PROXIES })).toBe("10.0.0.2");
  });

  // Why: one address must have one spelling, or the same client gets one quota per spelling.
  test("IPv4-mapped IPv6 (dual-stack sockets) becomes IPv4, and is matched against IPv4 proxy ranges", () => {
    expect(clientIp({ socketIp: "::ffff:203.0.113.9", trustedProxies: [] })).toBe("203.0.113.9");
    expect(clientIp({ socketIp: "::ffff:10.0.0.2", forwardedFor: "::FFFF:cb00:7109", trustedProxies: PROXIES })).toBe(
      "203.0.113.9",
    );
  });

  // Why: the same: differently written IPv6 addresses must count as one client.
  test("IPv6 is written in RFC 5952 form whatever the header's spelling", () => {
    const forwardedFor = "2001:DB8:0:0:0:0:0:0001";
    expect(clientIp({ socketIp: "2001:db8:ffff::1", forwardedFor, trustedProxies: PROXIES })).toBe("2001:db8::1");
  });

  test("ports and brackets in header entries are dropped", () => {
    const forwardedFor = "[2001:db8::5]:4711, 203.0.113.9:80";
    expect(clientIp({ socketIp: "10.0.0.2", forwardedFor, trustedProxies: ["10.0.0.0/8", "203.0.113.9"] })).toBe(
      "2001:db8::5",
    );
  });

  test("an unknown socket address (in-process request, Unix socket) is counted as one shared client", () => {
    expect(clientIp({ socketIp: null, forwardedFor: "203.0.113.9", trustedProxies: PROXIES })).toBe(UNKNOWN_IP);
  });
});

describe("normalizeIp", () => {
  test.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["2001:0db8:0000:0000:0001:0000:0000:0001", "2001:db8::1:0:0:1"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::", "::"],
    ["::1", "::1"],
    ["1::", "1::"],
    ["010.0.0.1", null],
    ["256.0.0.1", null],
    ["1.2.3", null],
    ["1:2:3:4:5:6:7:8:9", null],
    ["1::2::3", null],
    ["12345::", null],
    ["", null],
  ])("%p → %p", (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });
});

describe("quotaKey", () => {
  test("keeps IPv4 and groups IPv6 by /64", () => {
    expect(quotaKey("203.0.113.9")).toBe("203.0.113.9");
    expect(quotaKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(quotaKey(UNKNOWN_IP)).toBe(UNKNOWN_IP);
  });
});

describe("trustedProxyMatcher", () => {
  test("matches addresses and CIDR ranges of both families", () => {
    const trusted = ["192.168.1.1", "172.16.0.0/12", "fd00::/8", "::ffff:100.64.0.0/106"];
    const isTrusted = (ip: string) => clientIp({ socketIp: ip, forwardedFor: "203.0.113.9", trustedProxies: trusted }) !== ip;
    expect(["192.168.1.1", "172.31.255.255", "fd12::1", "100.127.0.1"].every(isTrusted)).toBe(true);
    expect(["192.168.1.2", "172.32.0.0", "fe00::1", "100.128.0.1"].some(isTrusted)).toBe(false);
  });

  test("refuses an entry that is not an address or range, naming it", () => {
    expect(() => trustedProxyMatcher(["10.0.0.0/33"])).toThrow(
      'limits: trusted proxy "10.0.0.0/33" is not an IP address or CIDR range (e.g. 10.0.0.1, 10.0.0.0/8, ::1)',
    );
    expect(() => trustedProxyMatcher(["proxy.local"])).toThrow('"proxy.local"');
  });
});

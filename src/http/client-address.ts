// The client address every door's limits are counted against, decided once at the edge.
import type { Server } from "bun";
import type { Config } from "../config/config";
import { clientIp, trustedProxyMatcher } from "../limits";

type ServerLike = Pick<Server<unknown>, "requestIP"> | null | undefined;

/**
 * The client address of a request: the socket peer, or `X-Forwarded-For` when the peer is a trusted proxy (limits'
 * `clientIp`). `socketIp` replaces the Bun server's `requestIP` (tests play several clients with it).
 *
 * @example
 * const addressOf = clientAddressResolver(config);
 * addressOf(request, server); // "203.0.113.9"
 */
export function clientAddressResolver(
  config: Pick<Readonly<Config>, "trustedProxies">,
  socketIp?: ((request: Request) => string | null) | null,
): (request: Request, server?: ServerLike) => string {
  const trusted = trustedProxyMatcher(config.trustedProxies);
  // The address is a pure function of the peer and the header; parsing them costs more than the rest of a cached
  // answer's limits, and a client's requests repeat them. Oldest out first.
  const known = new Map<string, string>();
  return (request, server) => {
    const peer = socketIp ? socketIp(request) : (server?.requestIP(request)?.address ?? null);
    const forwardedFor = request.headers.get("x-forwarded-for");
    const memo = `${peer ?? ""}|${forwardedFor ?? ""}`;
    let ip = known.get(memo);
    if (ip === undefined) {
      ip = clientIp({ socketIp: peer, forwardedFor, trustedProxies: trusted });
      if (memo.length <= REMEMBERED_CHARS) {
        if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
        known.set(memo, ip);
      }
    }
    return ip;
  };
}

/** Peer and header pairs whose address is remembered, and the longest pair remembered. */
const REMEMBERED = 4096;
const REMEMBERED_CHARS = 256;

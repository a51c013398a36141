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
  return (request, server) =>
    clientIp({
      socketIp: socketIp ? socketIp(request) : (server?.requestIP(request)?.address ?? null),
      forwardedFor: request.headers.get("x-forwarded-for"),
      trustedProxies: trusted,
    });
}

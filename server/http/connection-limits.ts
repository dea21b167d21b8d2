/**
 * How long an idle keep-alive connection stays open, for both listeners. Longer than the 60 s
 * idle timeout of common proxies and load balancers, so the client side closes first: a host that
 * closed first would race a request just sent on the same socket, which its sender sees as a
 * dropped connection (a 502 from a balancer, "socket hang up" from a Node client). Fastify's
 * own default, for the same reason.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

import http from 'node:http';
import https from 'node:https';

// The client address of a request, for the rate limits (lib/http/rate-limit.ts): the socket
// address of each request, and the right-most untrusted hop before it.
//
// Next 16's route handlers expose no socket address. `next start` only fills
// `x-forwarded-for` from the socket when the client sent none (base-server.js:
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a client that sends its own
// header replaces the address. installPeerHeader() (called once from instrumentation.ts, in the
// process that owns the HTTP server) writes the socket address into PEER_HEADER on every request,
// overwriting whatever a client sent under that name.

export const PEER_HEADER = 'x-site-peer-address';

const state = globalThis as typeof globalThis & { __sitePeerHeader?: boolean };

/** True once installPeerHeader ran in this process: PEER_HEADER is then trustworthy. */
function peerHeaderInstalled(): boolean {
  return state.__sitePeerHeader === true;
}

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

function wrap(proto: { emit: Emit }) {
  const original = proto.emit;
  proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const address = req.socket?.remoteAddress;
      if (address) req.headers[PEER_HEADER] = address;
      else delete req.headers[PEER_HEADER];
    }
    return original.call(this, event, ...args);
  };
}

export function installPeerHeader(): void {
  if (state.__sitePeerHeader) return;
  wrap(http.Server.prototype as unknown as { emit: Emit });
  wrap(https.Server.prototype as unknown as { emit: Emit });
  state.__sitePeerHeader = true;
}

const clean = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

/**
 * The client address to count: the right-most untrusted hop.
 *
 * The chain is the `x-forwarded-for` entries followed by the socket address (`peer`, from
 * PEER_HEADER when installPeerHeader ran). Each trusted proxy appends the address it was connected
 * from, so with `trustedProxies` = N the client is the (N+1)-th entry from the right; with N = 0
 * (the default) it is the socket address and `x-forwarded-for` is ignored. Entries to the left
 * of that are whatever the client wrote and are never used.
 *
 * Without a peer address (installPeerHeader did not run), Next's own `x-forwarded-for` is used:
 * it holds the socket address only when the client sent none, so that fallback is best effort.
 */
export function clientAddress(headers: Headers, trustedProxies = 0, peer?: string): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer === undefined ? forwarded : [...forwarded, peer];
  const index = chain.length - 1 - Math.max(0, Math.floor(trustedProxies));
  // Fewer hops than trusted proxies: the left-most one is the nearest to the client we know.
  return clean(chain[Math.max(index, 0)]) ?? 'unknown';
}

/** clientAddress of a request, with this process's PEER_HEADER when installPeerHeader ran. */
export function requestAddress(headers: Headers, trustedProxies: number): string {
  const peer = peerHeaderInstalled() ? (headers.get(PEER_HEADER) ?? '') : undefined;
  return clientAddress(headers, trustedProxies, peer);
}

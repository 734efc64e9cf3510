import http from 'node:http';
import https from 'node:https';

// The socket address of each request, for the contact rate limit.
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
export function peerHeaderInstalled(): boolean {
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

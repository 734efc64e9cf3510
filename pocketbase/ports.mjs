// Loopback ports for PocketBase: a free one for tests and --temp, and a check that an address is
// free before a server is started on it.
import { readFileSync } from 'node:fs';
import net from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where Linux picks the local port of an outgoing connection (net.ipv4.ip_local_port_range); the
 * lowest port of that range.
 */
function ephemeralStart() {
  try {
    const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const low = Number(range.trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 1024 ? low : 32768;
  } catch {
    return 32768; // not Linux: the range most systems start at or above
  }
}

/** The ports servers are started on: below the outgoing connections' range. */
const LISTEN_PORTS = { from: 20000, to: Math.max(20000 + 1000, ephemeralStart()) - 1 };

/** Whether a server can listen on 127.0.0.1:port right now. */
function bindable(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A TCP port that is free on 127.0.0.1 right now, for a server started next. Chosen at random
 * below the range outgoing connections take their local ports from: a port the OS hands out
 * (listen on 0) comes from that range, and a busy test run's own requests could take it in the
 * moment before the server binds it (EADDRINUSE).
 */
export async function freePort() {
  for (let tries = 0; tries < 50; tries += 1) {
    const { from, to } = LISTEN_PORTS;
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port on 127.0.0.1 from ${LISTEN_PORTS.from} to ${LISTEN_PORTS.to}`);
}

/**
 * Splits PocketBase's `--http` address: `host:port`, `[::1]:8090`, or a host alone (port 80). An
 * empty or unspecified host (`:8090`, `0.0.0.0`, `[::]`) is reached on this machine at 127.0.0.1.
 */
export function hostAndPort(http) {
  const m = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(http);
  if (!m) return null;
  const host = !m[1] || m[1] === '0.0.0.0' || m[1] === '::' ? '127.0.0.1' : m[1];
  return { host, port: Number(m[2] ?? 80) };
}

/**
 * Resolves once nothing listens on `http`, waiting up to `timeoutMs` (a PocketBase that was just
 * stopped may still hold the port for a moment). Otherwise throws, naming the address: a server
 * already there would answer the health check for the new one, which then exits unseen.
 */
export async function waitUntilFree(http, timeoutMs = 5000) {
  const address = hostAndPort(http);
  if (!address) return;
  // Listening on 127.0.0.1 fails when anything holds the port there, all-interfaces included.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const error = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', resolve);
      srv.listen(address.port, address.host, () => srv.close(() => resolve(null)));
    });
    if (!error || error.code !== 'EADDRINUSE') return;
    if (Date.now() > deadline)
      throw new Error(
        `PocketBase cannot start: ${http} is already in use (another PocketBase still running?). ` +
          'Stop it, or set POCKETBASE_HTTP to another address.',
      );
    await sleep(100);
  }
}

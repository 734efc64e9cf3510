// Loopback ports for PocketBase: a free one for tests and --temp, and a check that an address is
// free before a server is started on it.
import net from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
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

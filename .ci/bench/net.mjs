import net from 'node:net';

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms: ${err.message}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Stand-ins between a site and its PocketBase: plain HTTP servers on loopback, not imitations of
// PocketBase's API (the counting proxy forwards to a real one).

export type Stoppable = { url: string; stop: () => Promise<void> };

/** Listens on a free loopback port and returns it. */
async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes `server` with its open connections too: a keep-alive client would hold `close` open. */
function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A tiny HTTP server that answers 500 to every request. */
export async function startFailingUpstream(): Promise<Stoppable> {
  const server = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"status":500,"message":"boom","data":{}}');
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => closeServer(server),
  };
}

export type CountingProxy = Stoppable & {
  requests: string[];
  setDelay: (ms: number) => void;
  /** While on, every request is answered 500 (PocketBase down) instead of forwarded. */
  setFailing: (on: boolean) => void;
};

/**
 * A pass-through HTTP proxy in front of a PocketBase that counts the API requests it forwards,
 * to check that the site's reads come from the Next data cache. `setDelay` makes it answer
 * slowly (a slow network to PocketBase), to see the loading state.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const requests: string[] = [];
  let delayMs = 0;
  let failing = false;
  const server = http.createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"status":500,"message":"down","data":{}}');
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    setFailing: (on: boolean) => {
      failing = on;
    },
    stop: () => closeServer(server),
  };
}

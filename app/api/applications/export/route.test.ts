/** @jest-environment node */
import { createServer } from 'node:net';
import en from '@/messages/en.json';
import type * as RouteModule from './route';

jest.mock('server-only', () => ({}));

const VACANCY = 'abcdefghij12345';

/** A loopback port nothing listens on (taken, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The route with a fresh env() pointing at `pocketbase`. */
function loadRoute(pocketbase: string): typeof RouteModule {
  process.env.POCKETBASE_URL = pocketbase;
  let route: typeof RouteModule | undefined;
  jest.isolateModules(() => {
    route = jest.requireActual<typeof RouteModule>('./route');
  });
  return route!;
}

const get = (headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1/api/applications/export?vacancy=${VACANCY}`, { headers });

describe('GET /api/applications/export', () => {
  afterEach(() => {
    delete process.env.POCKETBASE_URL;
  });

  it('answers 401 with the sign-in hint when no token comes, without asking PocketBase', async () => {
    const { GET } = loadRoute(`http://127.0.0.1:${await closedPort()}`);
    const sent: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer ' },
      { authorization: 'x'.repeat(5000) },
    ];
    for (const headers of sent) {
      const res = await GET(get(headers));
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe(en.ApplicationExport.unauthorized);
    }
  });

  it('answers 503, never a file, when PocketBase cannot check the token', async () => {
    const { GET } = loadRoute(`http://127.0.0.1:${await closedPort()}`);
    const res = await GET(get({ authorization: 'some.token.here' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(en.ApplicationExport.unavailable);
  });
});

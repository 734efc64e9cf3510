/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installSingleLocation } from './single-location';

/** The raw header lines of one answer from a server whose handler sets, then appends, Location. */
async function locationLines(): Promise<string[]> {
  const server = http.createServer((_req, res) => {
    res.statusCode = 307;
    res.setHeader('location', '/blog?notice=invalid-post');
    res.appendHeader('location', '/blog?notice=invalid-post');
    res.appendHeader('x-other', 'a');
    res.appendHeader('x-other', 'b');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/' }, resolve).on('error', reject),
    );
    answer.resume();
    const raw = answer.rawHeaders;
    return raw.flatMap((name, i) =>
      i % 2 === 0 && /^(location|x-other)$/i.test(name) ? [`${name}: ${raw[i + 1]}`] : [],
    );
  } finally {
    server.close();
  }
}

test('an appended Location replaces the one set: one Location header; other headers still append', async () => {
  installSingleLocation();
  expect(await locationLines()).toEqual(['location: /blog?notice=invalid-post', 'x-other: a', 'x-other: b']);
});

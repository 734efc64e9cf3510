import http from 'node:http';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request to 127.0.0.1 exactly as given: the path untouched (nothing normalises or
 * encodes it), no header added (not even the Accept-Encoding `fetch` adds), the body written as
 * is or, `chunked`, streamed in pieces without a Content-Length. The answer's body comes as sent,
 * not decoded. Gives up after 30 s.
 */
export function rawHttp(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    chunked = false,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', reject);
    if (body !== undefined && chunked) {
      const bytes = Buffer.from(body);
      for (let at = 0; at < bytes.length; at += 16_384) req.write(bytes.subarray(at, at + 16_384));
    } else if (body !== undefined) req.write(body);
    req.end();
  });
}

/** @jest-environment node */
import { manualClock, settle } from '@/__tests__/support/manual-clock';
import { boundaryOf, readMultipart, textParts } from './multipart';

const PACE = { rate: { bytesPerSecond: 8 * 1024, windowMs: 30_000 } };

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----test123';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(''));
  const fileHead = file
    ? Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      )
    : Buffer.alloc(0);
  const body = Buffer.concat([
    head,
    fileHead,
    file ? file.bytes : Buffer.alloc(0),
    Buffer.from(`${file ? '\r\n' : ''}--${boundary}--\r\n`),
  ]);
  return new Request('http://localhost/api/apply', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

describe('readMultipart', () => {
  it('reads a form within the bound, files included', async () => {
    const read = await readMultipart(
      multipart({ full_name: 'Kasun', message: 'ආයුබෝවන්' }, { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4') }),
      10_000,
      PACE,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.get('message')).toBe('ආයුබෝවන්');
    const file = read.form.get('cv') as File;
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.4');
  });

  it('past the bound keeps only the text fields sent before the file', async () => {
    const read = await readMultipart(
      multipart({ full_name: 'Kasun', message: 'ආයුබෝවන්' }, { name: 'big.pdf', bytes: Buffer.alloc(5000, 1) }),
      1000,
      PACE,
    );
    expect(read).toEqual({
      ok: false,
      reason: 'tooLarge',
      fields: { full_name: 'Kasun', message: 'ආයුබෝවන්' },
    });
  });

  it('refuses a body that is not multipart', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await readMultipart(request, 1000, PACE)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('abandons a body that falls below the pace: a byte every 5 s ends at 30 s', async () => {
    const { clock, advance } = manualClock();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => void (controller = c),
      cancel: () => void (cancelled = true),
    });
    const request = new Request('http://localhost/api/apply', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
      duplex: 'half',
    } as RequestInit);
    let read: Awaited<ReturnType<typeof readMultipart>> | undefined;
    void readMultipart(request, 10_000, { ...PACE, clock }).then((result) => (read = result));
    for (let second = 0; second < 30; second += 5) {
      controller.enqueue(new TextEncoder().encode('-'));
      await settle();
      advance(5000);
      await settle();
    }
    expect(read).toEqual({ ok: false, reason: 'slow' });
    expect(cancelled).toBe(true);
  });
});

describe('boundaryOf and textParts', () => {
  it('reads quoted and bare boundaries', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=xyz')).toBe('xyz');
    expect(boundaryOf('text/plain')).toBeUndefined();
  });

  it('skips a part cut off in the middle', () => {
    const bytes = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="c"\r\n\r\nhal',
    );
    expect(textParts(bytes, 'b')).toEqual({ a: '1' });
  });
});

/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { recordImageSizes } from './image-size';

// The sizes of a post's body images (lib/html/sanitize.ts draws them with these): read with sharp from
// the file PocketBase serves, with the site account's file token, once per file.
jest.mock('server-only', () => ({}));
// Next's data cache exists only in a render: here every read runs.
jest.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
jest.mock('@/lib/pocketbase/file-token', () => ({
  fileTokens: { get: async () => 'site-file-token', refused: () => undefined },
}));

const ID = 'abcdefghij12345';
const SEED_PNG = readFileSync(path.join(__dirname, '../../pocketbase/seed-files/blog-1-2.png'));
const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const files = new Map<string, () => Response | Promise<Response>>();

beforeAll(() => {
  process.env.POCKETBASE_URL = 'http://127.0.0.1:8090';
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  files.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async (url: URL) => files.get(url.pathname)?.() ?? new Response('', { status: 404 }),
  );
});

const src = (file: string) => `/api/files/blogs_v3/${ID}/${file}`;

it("reads a record image's size from PocketBase once, with the file token", async () => {
  files.set(src('chart_0123456789.png'), () => new Response(SEED_PNG));
  const sizes = await recordImageSizes([src('chart_0123456789.png'), src('chart_0123456789.png')]);
  expect([...sizes]).toEqual([[src('chart_0123456789.png'), { width: 640, height: 360 }]]);
  const [url] = fetchMock.mock.calls[0]!;
  expect(url.toString()).toBe(`http://127.0.0.1:8090${src('chart_0123456789.png')}?token=site-file-token`);
  expect(await recordImageSizes([src('chart_0123456789.png')])).toEqual(sizes);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('turns the size as the EXIF orientation says', async () => {
  const portrait = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  files.set(src('phone_0123456789.jpg'), () => new Response(new Uint8Array(portrait)));
  expect((await recordImageSizes([src('phone_0123456789.jpg')])).get(src('phone_0123456789.jpg'))).toEqual({
    width: 30,
    height: 40,
  });
});

it('asks nothing for other images and leaves out a file it cannot read, asking again next time', async () => {
  const others = [
    'https://img.example/a.png',
    '/images/blog-default.svg',
    `/api/files/inquiries/${ID}/cv_0123456789.pdf`,
    `/api/files/blogs_v3/${ID}/..%2Fsecret`,
    `${src('a_0123456789.png')}?thumb=640x360`,
  ];
  expect((await recordImageSizes(others)).size).toBe(0);
  expect(fetchMock).not.toHaveBeenCalled();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  files.set(src('text_0123456789.png'), () => new Response('not an image'));
  expect((await recordImageSizes([src('text_0123456789.png'), src('gone_0123456789.png')])).size).toBe(0);
  expect(await recordImageSizes([src('text_0123456789.png')])).toEqual(new Map());
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(error).toHaveBeenCalledWith(`[image-size] blogs_v3/${ID}: no size read`);
  error.mockRestore();
});

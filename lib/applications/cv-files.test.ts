/** @jest-environment node */
import sharp from 'sharp';
import { cleanCv, judgeCv } from './cv-files';
import { CV_FILE_MAX_BYTES, PHOTO_LONG_SIDE, PHOTO_MAX_PIXELS } from './fields';

jest.mock('server-only', () => ({}));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const file = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Judged, then cleaned as the route does. */
async function stored(files: File[]) {
  const judged = await judgeCv(files);
  return judged.ok ? cleanCv(judged.files, '192.0.2.1') : judged;
}

describe('judgeCv and cleanCv', () => {
  it('keeps a PDF as it came', async () => {
    const judged = await stored([file(PDF, 'cv.jpg')]);
    expect(judged.ok && judged.files.map((f) => [f.name, f.type, f.bytes.equals(PDF)])).toEqual([
      ['cv.pdf', 'application/pdf', true],
    ]);
  });

  it('refuses a renamed executable or HTML, whatever the name says', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    expect(await judgeCv([file(elf, 'cv.pdf', 'application/pdf')])).toEqual({ ok: false, error: 'cvType' });
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    expect(await judgeCv([file(html, 'cv.png', 'image/png')])).toEqual({ ok: false, error: 'cvType' });
  });

  it('turns a photo upright and drops its metadata', async () => {
    const raw = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const judged = await stored([file(raw, 'photo.jpg', 'image/jpeg')]);
    if (!judged.ok) throw new Error(judged.error);
    const meta = await sharp(judged.files[0]!.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 40, undefined, undefined]);
  });

  it('counts: one PDF, or up to three photos, never both', async () => {
    const photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await judgeCv([file(PDF, 'a'), file(PDF, 'b')])).toEqual({ ok: false, error: 'cvTooMany' });
    expect(await judgeCv([file(PDF, 'a'), file(photo, 'b')])).toEqual({ ok: false, error: 'cvMixed' });
    expect(await judgeCv(Array.from({ length: 4 }, (_, i) => file(photo, String(i))))).toEqual({
      ok: false,
      error: 'cvTooMany',
    });
    expect(await judgeCv([])).toEqual({ ok: false, error: 'cvRequired' });
  });

  it(`refuses a photo over ${PHOTO_MAX_PIXELS} pixels by its header, before anything decodes it`, async () => {
    // 4001 × 4001 = 16,008,001 pixels, one colour: a small file with a large picture.
    const big = await sharp({ create: { width: 4001, height: 4001, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const started = Date.now();
    expect(await judgeCv([file(big, 'big.jpg', 'image/jpeg')])).toEqual({ ok: false, error: 'cvPixels' });
    expect(Date.now() - started).toBeLessThan(1000);
    const under = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await judgeCv([file(under, 'under.jpg', 'image/jpeg')])).ok).toBe(true);
  });

  it(`scales a photo to ${PHOTO_LONG_SIDE} px on its long side; a file over the limit is refused`, async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const judged = await stored([file(wide, 'wide.png', 'image/png')]);
    if (!judged.ok) throw new Error(judged.error);
    const meta = await sharp(judged.files[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', PHOTO_LONG_SIDE, PHOTO_LONG_SIDE / 2]);
    const tooLarge = file(Buffer.concat([PDF, Buffer.alloc(CV_FILE_MAX_BYTES)]), 'cv.pdf');
    expect(await judgeCv([tooLarge])).toEqual({ ok: false, error: 'cvTooLarge' });
  });
});

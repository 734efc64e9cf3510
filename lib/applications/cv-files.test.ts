/** @jest-environment node */
import sharp from 'sharp';
import { judgeCv } from './cv-files';

jest.mock('server-only', () => ({}));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const file = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('judgeCv', () => {
  it('keeps a PDF as it came', async () => {
    const judged = await judgeCv([file(PDF, 'cv.jpg')]);
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
    const judged = await judgeCv([file(raw, 'photo.jpg', 'image/jpeg')]);
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
});

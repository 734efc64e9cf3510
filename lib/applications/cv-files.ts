import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type ApplyErrorKey, CV_MAX_BYTES, CV_MAX_PHOTOS, CV_PDF } from './fields';

// The CV's files judged by their bytes, never by their names or the browser's word: file-type
// reads the type from the content; a PDF goes on as it came, a photo is turned upright and
// re-encoded by sharp, which drops its metadata (EXIF with the place it was taken included).

export type CvFile = { name: string; type: string; bytes: Buffer; sha256: string };
type Judged = { ok: true; files: CvFile[] } | { ok: false; error: ApplyErrorKey };

/** A photo larger than this many pixels is refused rather than decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sniff(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** Upright, re-encoded in its own format, without metadata. */
async function cleanPhoto(bytes: Buffer, type: string): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  return type === 'image/png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/** The form's uploads (empty file inputs left out) → the files to store, or the reason they are refused. */
export async function judgeCv(uploads: File[]): Promise<Judged> {
  const chosen = uploads.filter((file) => file.size > 0);
  if (chosen.length === 0) return { ok: false, error: 'cvRequired' };
  if (chosen.reduce((sum, file) => sum + file.size, 0) > CV_MAX_BYTES)
    return { ok: false, error: 'cvTooLarge' };
  const typed: { bytes: Buffer; type: string | undefined }[] = [];
  for (const file of chosen) {
    const bytes = Buffer.from(await file.arrayBuffer());
    typed.push({ bytes, type: await sniff(bytes) });
  }
  if (typed.some(({ type }) => type !== CV_PDF && type !== 'image/jpeg' && type !== 'image/png'))
    return { ok: false, error: 'cvType' };
  const pdfs = typed.filter(({ type }) => type === CV_PDF).length;
  if (pdfs > 0 && typed.length > 1)
    return { ok: false, error: pdfs === typed.length ? 'cvTooMany' : 'cvMixed' };
  if (typed.length > CV_MAX_PHOTOS) return { ok: false, error: 'cvTooMany' };
  const files: CvFile[] = [];
  for (const [index, { bytes, type }] of typed.entries()) {
    if (type === CV_PDF) {
      files.push({ name: 'cv.pdf', type, bytes, sha256: sha256(bytes) });
      continue;
    }
    let clean: Buffer;
    try {
      clean = await cleanPhoto(bytes, type!);
    } catch {
      return { ok: false, error: 'cvUnreadable' };
    }
    const extension = type === 'image/png' ? 'png' : 'jpg';
    files.push({ name: `cv-${index + 1}.${extension}`, type: type!, bytes: clean, sha256: sha256(clean) });
  }
  return { ok: true, files };
}

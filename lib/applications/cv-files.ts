import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  type ApplyErrorKey,
  CV_FILE_MAX_BYTES,
  CV_MAX_PHOTOS,
  CV_PDF,
  PHOTO_LONG_SIDE,
  PHOTO_MAX_PIXELS,
} from './fields';
import { type DecodeTurns, decodeTurns } from './decode-turns';

// The CV's files judged by their bytes, never by their names or the browser's word, in two steps.
// judgeCv is cheap and runs with the form's other checks: sizes, file-type reads the type from the
// content, the counts, and a photo's pixels read from its header (sharp's metadata() decodes
// nothing), so a decompression bomb is refused before anything decodes it. cleanCv runs last, once
// every limit passed (./post.ts): a PDF goes on as it came, a photo is turned upright, scaled to
// PHOTO_LONG_SIDE and re-encoded by sharp, which drops its metadata (EXIF with the place it was
// taken included); one photo at a time in the process, so photos never take both cores, the
// senders' addresses taking turns (./decode-turns.ts).

export type CvFile = { name: string; type: string; bytes: Buffer; sha256: string };
/** A file that passed the cheap checks: its bytes and the type read from them. */
type JudgedFile = { bytes: Buffer; type: string; pixels?: number };
type Judged = { ok: true; files: JudgedFile[] } | { ok: false; error: ApplyErrorKey };
type Cleaned = { ok: true; files: CvFile[] } | { ok: false; error: ApplyErrorKey };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sniff(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** A photo's pixels from its header, or undefined when the header cannot be read. */
async function headerPixels(bytes: Buffer): Promise<number | undefined> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? width * height : undefined;
  } catch {
    return undefined;
  }
}

/** The form's uploads (empty file inputs left out) → the files to clean, or the reason they are refused. */
export async function judgeCv(uploads: File[]): Promise<Judged> {
  const chosen = uploads.filter((file) => file.size > 0);
  if (chosen.length === 0) return { ok: false, error: 'cvRequired' };
  if (chosen.some((file) => file.size > CV_FILE_MAX_BYTES)) return { ok: false, error: 'cvTooLarge' };
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
  const judged: JudgedFile[] = [];
  for (const { bytes, type } of typed as JudgedFile[]) {
    if (type === CV_PDF) {
      judged.push({ bytes, type });
      continue;
    }
    const pixels = await headerPixels(bytes);
    if (pixels === undefined) return { ok: false, error: 'cvUnreadable' };
    if (pixels > PHOTO_MAX_PIXELS) return { ok: false, error: 'cvPixels' };
    judged.push({ bytes, type, pixels });
  }
  return { ok: true, files: judged };
}

/** Upright, no longer than PHOTO_LONG_SIDE, re-encoded in its own format, without metadata. */
async function cleanPhoto(bytes: Buffer, type: string): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true });
  // libjpeg's own encoder: mozjpeg's took ten times as long on a noisy camera photo.
  return type === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

// One decode at a time in the process, the senders' addresses taking turns (./decode-turns.ts);
// on globalThis, however Next bundles the route.
const shared = globalThis as typeof globalThis & { __cvDecodeTurns?: DecodeTurns };
const turns = (shared.__cvDecodeTurns ??= decodeTurns(PHOTO_MAX_PIXELS));

/**
 * The files as they are stored: a PDF as it came, each photo re-encoded. The photos wait in
 * `sender`'s line (the client's address) together, so they are decoded in one turn when they fit.
 */
export async function cleanCv(files: JudgedFile[], sender: string): Promise<Cleaned> {
  const settled = await Promise.allSettled(
    files.map(({ bytes, type, pixels }) =>
      type === CV_PDF ? bytes : turns.run(sender, pixels ?? PHOTO_MAX_PIXELS, () => cleanPhoto(bytes, type)),
    ),
  );
  const cleaned: CvFile[] = [];
  for (const [index, result] of settled.entries()) {
    if (result.status === 'rejected') return { ok: false, error: 'cvUnreadable' };
    const { type } = files[index]!;
    const name = type === CV_PDF ? 'cv.pdf' : `cv-${index + 1}.${type === 'image/png' ? 'png' : 'jpg'}`;
    cleaned.push({ name, type, bytes: result.value, sha256: sha256(result.value) });
  }
  return { ok: true, files: cleaned };
}

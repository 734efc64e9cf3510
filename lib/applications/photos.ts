import { CV_PDF, CV_PHOTO_TYPES, PHOTO_LONG_SIDE } from './fields';

// In the browser: photos of a paper CV are scaled down before they are sent (a phone's photo is
// often 3-6 MB; PHOTO_LONG_SIDE px on the long side is plenty to read a page). The server judges
// what arrives by its bytes anyway and scales a larger photo to the same size (./cv-files.ts): this
// only saves the applicant's data and time.

const QUALITY = 0.85;

const isPhoto = (file: File) => (CV_PHOTO_TYPES as readonly string[]).includes(file.type);

async function scaled(file: File, index: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const ratio = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * ratio);
  canvas.height = Math.round(bitmap.height * ratio);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  // Never send a larger file than the one chosen.
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], `cv-${index + 1}.jpg`, { type: 'image/jpeg' });
}

/** The chosen files, photos scaled down where the browser can; a file it cannot draw goes as it is. */
export async function prepareCvFiles(files: File[]): Promise<File[]> {
  return Promise.all(
    files.map((file, index) =>
      isPhoto(file) && file.type !== CV_PDF ? scaled(file, index).catch(() => file) : file,
    ),
  );
}

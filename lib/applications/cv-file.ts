import 'server-only';
import { env } from '@/lib/env';
import { createSuperuserPocketBase, isNotFound } from '@/lib/pocketbase/client';

// Reads an applicant's CV file from PocketBase for the signed link (app/api/cv). The files are
// protected and an application is hidden from the site account once delivered, so the read is
// the superuser's, with a file token; the link's signature was checked before this runs.

const FILE_TIMEOUT_MS = 30_000;

type CvRead =
  | { found: true; body: ReadableStream<Uint8Array>; type: string; length: string | null; reference: string }
  | { found: false; why: 'gone' | 'unavailable' };

const TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** The file `file` of application `id`; gone when the application (or that file) no longer exists. */
export async function readCvFile(id: string, file: string): Promise<CvRead> {
  let pb: Awaited<ReturnType<typeof createSuperuserPocketBase>>;
  let record: { cv?: unknown; reference?: unknown };
  try {
    pb = await createSuperuserPocketBase();
    record = await pb.collection('applications').getOne(id, { fields: 'id,cv,reference', requestKey: null });
  } catch (error) {
    return { found: false, why: isNotFound(error) ? 'gone' : 'unavailable' };
  }
  if (!Array.isArray(record.cv) || !record.cv.includes(file)) return { found: false, why: 'gone' };
  try {
    const token = await pb.files.getToken({ requestKey: null });
    const url = new URL(`/api/files/applications/${id}/${encodeURIComponent(file)}`, env().POCKETBASE_URL);
    url.searchParams.set('token', token);
    const response = await fetch(url, {
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
    });
    if (response.status === 404) return { found: false, why: 'gone' };
    if (!response.ok || !response.body) return { found: false, why: 'unavailable' };
    const extension = file.split('.').pop()?.toLowerCase() ?? '';
    return {
      found: true,
      body: response.body,
      type: TYPES[extension] ?? 'application/octet-stream',
      length: response.headers.get('content-length'),
      reference: typeof record.reference === 'string' ? record.reference : id,
    };
  } catch {
    return { found: false, why: 'unavailable' };
  }
}

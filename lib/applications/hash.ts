import { createHash, createHmac } from 'node:crypto';
import type { CvFile } from './cv-files';
import type { ApplicationInput } from './schema';

/**
 * SHA-256 of the normalized answers (the schema's output, keys sorted), the vacancy, the language
 * and the CV files' own SHA-256s in order: equal for a resend of the same application, different
 * once anything changed (pb_hooks/applications.pb.js tells a repeat from an update by it).
 */
export function answersHash(
  input: ApplicationInput,
  vacancy: string,
  locale: string,
  files: CvFile[],
): string {
  const answers = Object.fromEntries(
    Object.entries({ ...input, vacancy, locale }).sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash('sha256')
    .update(JSON.stringify({ answers, files: files.map((file) => file.sha256) }))
    .digest('hex');
}

/** What PocketBase keeps of a browser's secret (lib/forms/client-ids.ts): its SHA-256, in hex. */
export const secretSha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * What PocketBase keeps of the address of a form sent without scripts: an HMAC under the site's
 * own key (lib/http/site-key.ts), so the address cannot be found again by trying every one.
 */
export const senderHmac = (address: string, key: string | Buffer): string =>
  createHmac('sha256', key).update(address).digest('hex');

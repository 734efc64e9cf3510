/** A PocketBase record id: 15 characters of a–z and 0–9 (PocketBase's own format). The one definition. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 15;

/**
 * A new record id in that format, uniformly drawn with Web Crypto (rejection sampling), so the
 * server (lib/contact/inquiry.ts) and the browser (a form queued offline keeps the id made at its
 * first try: lib/offline/form-queue.ts) make them alike.
 */
export function newRecordId(): string {
  const limit = 256 - (256 % ID_ALPHABET.length);
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < limit && id.length < ID_LENGTH) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

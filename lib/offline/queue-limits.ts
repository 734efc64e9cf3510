import { APPLY_BODY_MAX_BYTES } from '@/lib/applications/fields';

// What a phone keeps of forms sent without a connection (lib/offline/form-queue.ts): a few, and
// in all no more than one application's upload (app/api/apply reads no more of one form).

export const QUEUE_MAX_ITEMS = 3;
export const QUEUE_MAX_BYTES = APPLY_BODY_MAX_BYTES;
/** QUEUE_MAX_BYTES as the page states it, in whole MB ("15 MB": three files at their limit). */
export const QUEUE_LIMIT_LABEL = `${Math.floor(QUEUE_MAX_BYTES / 1024 / 1024)} MB`;

/** Where the reference (or the server's reason) goes in a string the browser fills in (./queue-strings.ts). */
export const SLOT = { reference: '{reference}', reason: '{reason}' } as const;

/** Whether one more form of `bytes` fits beside those kept (their sizes). */
export const fitsQueue = (kept: number[], bytes: number): boolean =>
  kept.length < QUEUE_MAX_ITEMS && kept.reduce((sum, size) => sum + size, 0) + bytes <= QUEUE_MAX_BYTES;

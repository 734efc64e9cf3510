import { RECORD_ID } from '@/lib/record-id';
import { isReference } from './reference';

/**
 * The record id and reference a form's script made at its first try (a form queued offline sends
 * them again with every try: lib/offline/form-queue.ts), when both are well-formed; else null and
 * the route makes its own. With them a repeated send is recognised as the same form, and the
 * visitor keeps the reference they were shown while offline.
 */
export function clientIds(fields: Record<string, unknown>): { id: string; reference: string } | null {
  const { id, reference } = fields;
  return typeof id === 'string' && RECORD_ID.test(id) && isReference(reference) ? { id, reference } : null;
}

/** 32 random bytes, base64url without padding: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * A secret the application form's script makes with the id and reference, once per application,
 * and keeps with them (lib/applications/draft.ts, the offline queue): only the browser that holds
 * it can have a send taken as a repeat or a change of that application (the server stores its
 * SHA-256 only: pocketbase/pb_hooks/shared/applications.js). Plain Web Crypto.
 */
export function makeSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The sent `secret` when it is well-formed (makeSecret's form), else null. */
export function clientSecret(fields: Record<string, unknown>): string | null {
  const { secret } = fields;
  return typeof secret === 'string' && SECRET.test(secret) ? secret : null;
}

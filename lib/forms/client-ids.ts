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

import { clientIds, clientSecret, makeSecret } from '@/lib/forms/client-ids';
import { makeReference } from '@/lib/forms/reference';
import { newRecordId } from '@/lib/record-id';
import { APPLY_FIELDS } from './fields';
import { draftKey as key } from './draft-key';

// What an applicant typed survives a reload of the form (sessionStorage: this tab only, gone when
// it closes). Files are never kept: a browser cannot put a file back into a file input. Beside it,
// the application's id, reference and secret (lib/forms/client-ids.ts), made at its first send and
// sent with every send of this tab to this vacancy, kept when the draft is cleared: a resend after
// a lost answer is a repeat, a correction sent after the answer an update of the same application,
// and only this tab holds the secret that proves it.

/** What identifies one application of this tab to the server. */
type DraftIds = { id: string; reference: string; secret: string };

const idsKey = (vacancy: string) => `${key(vacancy)}:ids`;
/** The same while sessionStorage is full or off (a private window): until the page is left. */
const kept = new Map<string, DraftIds>();

function savedIds(vacancy: string): DraftIds | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(idsKey(vacancy)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const fields = saved as Record<string, unknown>;
    const ids = clientIds(fields);
    const secret = clientSecret(fields);
    return ids && secret ? { ...ids, secret } : null;
  } catch {
    return null;
  }
}

/** This tab's ids of its application to `vacancy`: the ones made before, or new ones kept now. */
export function draftIds(vacancy: string): DraftIds {
  const ids = savedIds(vacancy) ??
    kept.get(vacancy) ?? { id: newRecordId(), reference: makeReference(), secret: makeSecret() };
  kept.set(vacancy, ids);
  try {
    sessionStorage.setItem(idsKey(vacancy), JSON.stringify(ids));
  } catch {
    // as in saveDraft
  }
  return ids;
}

/** The typed fields of `form` (no files, no honeypot). */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of APPLY_FIELDS) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export function saveDraft(vacancy: string, form: HTMLFormElement): void {
  try {
    sessionStorage.setItem(key(vacancy), JSON.stringify(typedValues(form)));
  } catch {
    // Storage full or off (a private window): the form works without it.
  }
}

/** Forgets what was typed (the application's ids stay: ./draft.ts's top). */
export function clearDraft(vacancy: string): void {
  try {
    sessionStorage.removeItem(key(vacancy));
  } catch {
    // as above
  }
}

/** Puts a saved draft back into the form's controls; checkboxes are ticked by their saved state. */
export function restoreDraft(vacancy: string, form: HTMLFormElement): void {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(key(vacancy)) ?? 'null');
  } catch {
    return;
  }
  if (typeof saved !== 'object' || saved === null) return;
  const values = saved as Record<string, unknown>;
  for (const name of APPLY_FIELDS) {
    const control = form.elements.namedItem(name);
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ))
      continue;
    const value = values[name];
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === 'on';
    else if (typeof value === 'string') control.value = value;
  }
}

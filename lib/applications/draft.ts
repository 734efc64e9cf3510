import { APPLY_FIELDS } from './fields';
import { draftKey as key } from './draft-key';

// What an applicant typed survives a reload of the form (sessionStorage: this tab only, gone when
// it closes). Files are never kept: a browser cannot put a file back into a file input.

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

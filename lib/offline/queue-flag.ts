// What every page's script reads first (components/layout/offline.client.tsx): whether any
// form waits, without opening IndexedDB or loading the queue's module.
const FLAG = 'hl-forms-waiting';
/** Sent on `window` when a form is kept, so that the page's watcher starts. */
export const QUEUED_EVENT = 'hl-form-queued';

export function formsWaiting(): boolean {
  try {
    return localStorage.getItem(FLAG) !== null;
  } catch {
    return false;
  }
}

export function markFormsWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage off (a private window): the queue is read on the `online` event of this page only.
  }
}

// Where this tab keeps what was typed into the application form of a vacancy (./draft.ts). Apart
// from ./draft.ts so that the form's first-load script can ask whether there is a draft without it
// (components/applications/apply-form-island.client.tsx).

/** The sessionStorage key of the draft of the form of `vacancy`. */
export const draftKey = (vacancy: string) => `apply-draft:${vacancy}`;

/** Whether this tab keeps a draft of the form of `vacancy`. */
export function hasDraft(vacancy: string): boolean {
  try {
    return sessionStorage.getItem(draftKey(vacancy)) !== null;
  } catch {
    return false;
  }
}

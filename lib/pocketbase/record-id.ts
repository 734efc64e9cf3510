/** A PocketBase record id: 15 characters of a–z and 0–9 (PocketBase's own format). The one definition. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

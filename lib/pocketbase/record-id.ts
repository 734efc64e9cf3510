// The record-id rule is lib/record-id.ts (below both lib/i18n and lib/pocketbase). This path is
// kept for the pipelines (lib/contact, lib/applications) until their imports move there.
export { newRecordId, RECORD_ID } from '@/lib/record-id';

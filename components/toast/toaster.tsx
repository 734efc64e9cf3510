import { TOASTER_ID } from './toaster-slot';

// docs/spec-summary.md, Notifications: where they appear. No script of its own: the first
// notification mounts sonner here (./notify.ts, ./toaster-root.tsx), so no page carries the
// toaster in its first-load JS. The region and close-button labels are read by screen readers, so
// the server writes them in the page's language.
export function Toaster({ regionLabel, closeLabel }: { regionLabel: string; closeLabel: string }) {
  return <div id={TOASTER_ID} data-region-label={regionLabel} data-close-label={closeLabel} />;
}

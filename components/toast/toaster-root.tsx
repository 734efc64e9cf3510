import { type ReactNode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { TOASTER_ID } from './toaster-slot';

type Sonner = typeof import('sonner');

// Fetched with sonner by the first notification (./notify.ts): mounts sonner's <Toaster> in the
// layout's slot (./toaster.tsx), in a root of its own.

const TOAST_DURATION_MS = 5000;
const TOAST_MAX_VISIBLE = 1;

/** Runs `done` after its children's effects: sonner's <Toaster> listens by then. */
function Mounted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * docs/spec-summary.md, Notifications: notifications close after 5 s by default and at most one
 * shows at a time. Resolves to the toaster's element once it listens for toasts.
 */
export function mountToaster({ Toaster }: Sonner): Promise<Element> {
  const slot = document.getElementById(TOASTER_ID) ?? document.body;
  const { regionLabel, closeLabel } = slot.dataset;
  const container = slot.appendChild(document.createElement('div'));
  return new Promise((resolve) =>
    createRoot(container).render(
      <Mounted done={() => resolve(container)}>
        <Toaster
          visibleToasts={TOAST_MAX_VISIBLE}
          duration={TOAST_DURATION_MS}
          position="top-center"
          closeButton
          richColors
          containerAriaLabel={regionLabel}
          toastOptions={{ className: 'font-sans', closeButtonAriaLabel: closeLabel }}
        />
      </Mounted>,
    ),
  );
}

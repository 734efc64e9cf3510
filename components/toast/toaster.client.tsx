'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onToasterRequested, toasterMounted } from './notify';

const TOAST_DURATION_MS = 5000;
const TOAST_MAX_VISIBLE = 1;

// docs/spec-summary.md, Notifications: notifications close after 5 s by default and at most one
// shows at a time. sonner itself is loaded with the first notification (see ./notify). The region
// and close-button labels are read by screen readers, so the server passes them in the page's
// language.
export function Toaster({ regionLabel, closeLabel }: { regionLabel: string; closeLabel: string }) {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(
    () =>
      onToasterRequested(() => {
        void loadSonner().then((module) => setSonner(() => module.Toaster));
      }),
    [],
  );

  // Runs after sonner's own effects (children first), so it already listens for toasts.
  useEffect(() => {
    if (Sonner) toasterMounted();
  }, [Sonner]);

  if (!Sonner) return null;
  return (
    <Sonner
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      containerAriaLabel={regionLabel}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: closeLabel }}
    />
  );
}

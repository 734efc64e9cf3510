'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/constants';

// SPEC §4/§9: notifications close after 5 s by default and at most one shows at a time.
export function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

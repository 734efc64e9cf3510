'use client';

import { useTranslations } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/constants';

// SPEC §4/§9: notifications close after 5 s by default and at most one shows at a time.
// The region and close-button labels are read by screen readers, so they come in the page's language.
export function Toaster() {
  const t = useTranslations('Toast');
  return (
    <Sonner
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      containerAriaLabel={t('region')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('close') }}
    />
  );
}

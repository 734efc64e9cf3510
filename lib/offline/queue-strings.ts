import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { QUEUE_LIMIT_LABEL, QUEUE_MAX_ITEMS, SLOT } from './queue-limits';

/**
 * What the forms and every page say of forms kept offline (lib/offline/form-queue.ts), in one
 * language, ready to show (namespace `FormQueue`; the limits from ./queue-limits.ts).
 */
export type QueueStrings = {
  savedTitle: string;
  saved: string;
  limit: string;
  reference: string;
  full: string;
  sentTitle: string;
  /** With SLOT.reference. */
  sent: string;
  refusedTitle: string;
  /** With SLOT.reason. */
  refused: string;
};

export async function queueStrings(locale: Locale): Promise<QueueStrings> {
  const t = await getTranslations({ locale, namespace: 'FormQueue' });
  const limits = { count: QUEUE_MAX_ITEMS, limit: QUEUE_LIMIT_LABEL };
  return {
    savedTitle: t('savedTitle'),
    saved: t('saved'),
    limit: t('limit', limits),
    reference: t('reference'),
    full: t('full', limits),
    sentTitle: t('sentTitle'),
    sent: t('sent', { reference: SLOT.reference }),
    refusedTitle: t('refusedTitle'),
    refused: t('refused', { reason: SLOT.reason }),
  };
}

import 'server-only';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { listDueRecords } from '@/lib/outbox/records';
import { options, withSiteWriter } from '@/lib/outbox/site-writer';
import { INQUIRY_TYPES } from './fields';
import { INQUIRIES as COLLECTION, type Inquiry } from './inquiry';

// PocketBase side of the inquiries channel: the `inquiries` collection, written with the outbox's
// least-privilege account (lib/outbox/site-writer.ts; its API rules allow list/view/create/update
// of inquiries only). The delivery fields' calls are lib/outbox/records.ts.
type StoredState =
  | { deliveryState: 'pending'; attempts: number }
  | { deliveryState: 'delivered'; attempts: number; deliveredAt: string };

export async function createInquiry(
  inquiry: Inquiry,
  state: StoredState = { deliveryState: 'pending', attempts: 0 },
) {
  const { vacancy, vacancyTitle, ...fields } = inquiry;
  const about = vacancy ? { vacancyId: vacancy, vacancyTitle: vacancyTitle ?? '' } : {};
  await withSiteWriter((pb) =>
    pb
      .collection(COLLECTION)
      .create({ ...fields, ...about, ...state, nextAttemptAt: new Date().toISOString() }, options()),
  );
}

const dueRecord = z.object({
  id: z.string(),
  reference: z.string().catch(''),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES).catch('general'),
  message: z.string(),
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  attempts: z.number().catch(0),
  vacancyId: z.string().catch(''),
  vacancyTitle: z.string().catch(''),
});
export type DueInquiry = Inquiry & { attempts: number };

/** Inquiries not yet delivered whose next attempt is due, oldest first. */
export async function listDue(): Promise<DueInquiry[]> {
  return (await listDueRecords(COLLECTION)).flatMap((item) => {
    const parsed = dueRecord.safeParse(item);
    if (!parsed.success) return [];
    const { vacancyId, vacancyTitle, ...inquiry } = parsed.data;
    return [vacancyId ? { ...inquiry, vacancy: vacancyId, vacancyTitle } : inquiry];
  });
}

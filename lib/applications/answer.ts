import 'server-only';
import { z } from 'zod';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { APPLY_ERROR_KEYS, type ErrorField } from './fields';
import type { NoticeKey } from './reply';
import { applyTranslator, errorText } from './strings';

const NOTICES = [
  'invalidFields',
  'rateLimited',
  'busy',
  'failure',
  'forbidden',
  'badRequest',
  'closedDescription',
] as const satisfies readonly NoticeKey[];

const payload = z.object({
  reason: z.enum(NOTICES),
  errors: z.record(z.string(), z.enum(APPLY_ERROR_KEYS)).catch({}),
  values: z.record(z.string(), z.string()).catch({}),
});

type Answer = {
  notice: { text: string; whatsapp: boolean };
  errors: Partial<Record<ErrorField, string>>;
  values: Record<string, string>;
};

/** The refused form the request's cookies hold, translated into `locale`; null when there is none. */
export async function refusedApplication(
  cookie: (name: string) => string | undefined,
  locale: 'en' | 'si',
): Promise<Answer | null> {
  const parsed = payload.safeParse(answerCookie('apply').read(cookie));
  if (!parsed.success) return null;
  const t = await applyTranslator(locale);
  const { reason, errors, values } = parsed.data;
  return {
    notice: { text: t(reason), whatsapp: reason === 'failure' },
    errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, errorText(t, key)])),
    values,
  };
}

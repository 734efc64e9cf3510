import 'server-only';
import { z } from 'zod';
import { openAnswer } from '@/lib/forms/answer-cookie';
import { APPLY_ERROR_KEYS, type ErrorField } from './fields';
import { siteKey } from './keys';
import type { NoticeKey } from './reply';
import { applyTranslator, errorText } from './strings';

export { ANSWER_COOKIE } from './reply';

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
  notice: z.enum(NOTICES),
  vacancy: z.string(),
  errors: z.record(z.string(), z.enum(APPLY_ERROR_KEYS)).catch({}),
  values: z.record(z.string(), z.string()).catch({}),
});

export type Answer = {
  notice: { text: string; whatsapp: boolean };
  errors: Partial<Record<ErrorField, string>>;
  values: Record<string, string>;
};

/** The refused form a cookie holds, translated into `locale`; null when there is none for `vacancy`. */
export async function readAnswer(
  cookie: string | undefined,
  vacancy: string,
  locale: 'en' | 'si',
): Promise<Answer | null> {
  const parsed = payload.safeParse(openAnswer(cookie, siteKey('answer-cookie')));
  if (!parsed.success || parsed.data.vacancy !== vacancy) return null;
  const t = await applyTranslator(locale);
  const { notice, errors, values } = parsed.data;
  return {
    notice: { text: t(notice), whatsapp: notice === 'failure' },
    errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, errorText(t, key)])),
    values,
  };
}

import { getTranslations } from 'next-intl/server';
import { FORM_MAX_BYTES, FORM_TYPE, formReply } from '@/lib/contact/form-reply';
import { isCrossSite, mediaType, readBody } from '@/lib/contact/request';
import { isLocale, type Locale } from '@/lib/i18n/locales';

// POST /api/contact/limited: where nginx sends a contact form the browser posted itself (no
// scripts) once the shared contact budget is spent (docs/nginx/hikari.conf, limit_req). The
// visitor gets the site's refusal page in their language with what they typed filled in again,
// not nginx's JSON. It stores and sends nothing, so nothing needs limiting here.
export const dynamic = 'force-dynamic';

/** nginx's budget is 5 a minute per address: a minute is always enough. */
const RETRY_AFTER_SECONDS = 60;

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const tEn = await getTranslations({ locale: 'en', namespace: 'ContactForm' });
  try {
    if (mediaType(request.headers) !== FORM_TYPE) return refuse(415, tEn('unsupportedType'));
    if (isCrossSite(request.headers)) return refuse(403, tEn('forbidden'));
    const body = await readBody(request, FORM_MAX_BYTES);
    // A body that cannot be read still gets the page, with an empty form.
    const values: Record<string, string> = body.ok ? Object.fromEntries(new URLSearchParams(body.text)) : {};
    const locale: Locale = isLocale(values.locale) ? values.locale : 'en';
    const t = await getTranslations({ locale, namespace: 'ContactForm' });
    return await formReply(values).refuse(
      429,
      { error: t('rateLimited'), retryAfter: RETRY_AFTER_SECONDS },
      locale,
    );
  } catch (error) {
    console.error('[contact/limited] unexpected', error);
    return refuse(503, tEn('failure.description'));
  }
}

import { env } from '@/lib/env';
import { readBody } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/request';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

// A form the browser posts itself, with or without scripts (the status form, the job alert form
// and its links' buttons), read one way: its media type, the site's own origin, its body within a
// bound, its page's language. What is not such a form gets a plain-text answer, never a 5xx.

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A plain-text answer, never stored. */
export const plainText = (status: number, text: string, headers?: HeadersInit) =>
  new Response(text, {
    status,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8', ...headers },
  });

/**
 * The form's fields (its body read up to `maxBytes`) and its page's language, or the plain-text
 * answer to a request that is not the site's own form: 415, 403 (cross-site), 413 or 400.
 */
export async function readPlainForm(
  request: Request,
  maxBytes: number,
): Promise<{ fields: URLSearchParams; locale: Locale } | Response> {
  if (mediaType(request.headers) !== FORM_TYPE) return plainText(415, 'Send the form as it is on the page.');
  if (isCrossSite(request.headers, env().SITE_URL)) return plainText(403, 'Cross-site requests are refused.');
  const body = await readBody(request, maxBytes);
  if (!body.ok) return plainText(body.reason === 'tooLarge' ? 413 : 400, 'The form could not be read.');
  const fields = new URLSearchParams(body.text);
  const given = fields.get('locale');
  return { fields, locale: isLocale(given) ? given : DEFAULT_LOCALE };
}

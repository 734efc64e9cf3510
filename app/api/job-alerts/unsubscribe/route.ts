import { readBody } from '@/lib/http/body';
import { plainText } from '@/lib/forms/plain-form';
import { buttonPost, readForm } from '@/lib/job-alerts/links-post';
import { isTokenShape } from '@/lib/job-alerts/tokens';

// POST /api/job-alerts/unsubscribe
// - ?token=…, body `List-Unsubscribe=One-Click`: RFC 8058's one-click unsubscribe, the address of
//   every alert's List-Unsubscribe header. A mail provider sends it with no cookies and no Origin:
//   it is taken as it comes (the token is the proof; the forms' cross-site check is not asked),
//   answered 200 in plain text, never redirected, and deletes the subscription (200 as well when
//   it is gone already). PocketBase down: 503, so the provider tries again.
// - the unsubscribe page's button (lib/job-alerts/links-post.ts): token in the form, 303 to the
//   done page.
export const dynamic = 'force-dynamic';

/** RFC 8058's body, as a urlencoded form or a multipart/form-data part. */
const ONE_CLICK = [
  /(?:^|&)List-Unsubscribe=One-Click(?:&|$)/,
  /name="?List-Unsubscribe"?\r?\n\r?\nOne-Click\r?\n/,
];

export async function POST(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams.get('token');
  const { endSubscription } = await import('@/lib/job-alerts/store');
  if (query !== null) {
    const body = await readBody(request, 4096);
    const text = body.ok ? body.text.trim() : '';
    if (!isTokenShape(query) || !ONE_CLICK.some((pattern) => pattern.test(text)))
      return plainText(400, 'Not a one-click unsubscribe request.');
    try {
      await endSubscription(query);
      return plainText(200, 'Unsubscribed.');
    } catch (error) {
      console.error('[job-alerts] one-click unsubscribe failed', String((error as Error)?.message ?? error));
      return plainText(503, 'Try again later.', { 'retry-after': '60' });
    }
  }
  const form = await readForm(request);
  if (!form) return plainText(400, 'Send the form.');
  return buttonPost(request, form, endSubscription, { yes: 'unsubscribed', no: 'unsubscribed' });
}

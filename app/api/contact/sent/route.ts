import { sentPage } from '@/lib/contact/result-page';
import { resultFrame } from '@/lib/contact/strings';
import { isLocale, type Locale } from '@/lib/i18n/locales';

// GET /api/contact/sent?locale=si: the notice a contact form posted without scripts ends on
// (/api/contact answers such a form with 303 here, so a reload does not send it again).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const asked = new URL(request.url).searchParams.get('locale');
  const locale: Locale = isLocale(asked) ? asked : 'en';
  return new Response(sentPage(await resultFrame(locale)), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

import { plainText } from '@/lib/forms/plain-form';
import { buttonPost, readForm } from '@/lib/job-alerts/links-post';

// POST /api/job-alerts/confirm: the confirm page's button (lib/job-alerts/links-post.ts).
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const form = await readForm(request);
  if (!form) return plainText(400, 'Send the form.');
  const { confirmSubscription } = await import('@/lib/job-alerts/store');
  return buttonPost(request, form, confirmSubscription, { yes: 'confirmed', no: 'expired' });
}

import { statusPost } from '@/lib/application-status/post';

// POST /api/application-status/limited: where nginx sends a status lookup once the shared budget
// of its client address is spent (docs/nginx/hikari.conf, zone hikari_status): the answer page
// says so in the visitor's language, with what they typed. PocketBase is not asked from here.
export const dynamic = 'force-dynamic';

/** nginx's budget is counted per minute: a minute is always enough. */
const RETRY_AFTER_SECONDS = 60;

export const POST = statusPost(() => ({ ok: false, retryAfterSeconds: RETRY_AFTER_SECONDS }));

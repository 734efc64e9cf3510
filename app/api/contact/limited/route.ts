import { contactPost } from '@/lib/contact/post';

// POST /api/contact/limited: where nginx sends a contact form the browser posted itself (no
// scripts) once the shared contact budget is spent (docs/nginx/hikari.conf, limit_req). It is
// /api/contact with that budget spent: a valid message goes to the refused page
// (app/[locale]/contact/refused) with the rate limit's reason and what was typed (not nginx's
// JSON), an invalid one with its reasons, as on /api/contact. Nothing is stored or sent from here.
export const dynamic = 'force-dynamic';

/** nginx's budget is 5 a minute per address: a minute is always enough. */
const RETRY_AFTER_SECONDS = 60;

export const POST = contactPost(() => ({ ok: false, retryAfterSeconds: RETRY_AFTER_SECONDS }));

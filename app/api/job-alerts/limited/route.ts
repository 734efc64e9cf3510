import { jobAlertEmails } from '@/components/jobs/job-alert-email';
import { jobAlertPost } from '@/lib/job-alerts/post';

// POST /api/job-alerts/limited: where nginx sends a job alert sign-up once the shared budget of its
// client address is spent (docs/nginx/hikari.conf, limit_req): /api/job-alerts with that budget
// spent, so a valid form goes to the refused page with the rate limit's reason. Nothing is stored.
export const dynamic = 'force-dynamic';

export const POST = jobAlertPost(() => ({ ok: false, retryAfterSeconds: 60 }), jobAlertEmails());

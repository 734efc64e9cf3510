import { jobAlertEmails } from '@/components/jobs/job-alert-email';
import { env } from '@/lib/env';
import { requestAddress } from '@/lib/http/client-address';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { jobAlertPost } from '@/lib/job-alerts/post';

// POST /api/job-alerts (lib/job-alerts/post.ts), with this instance's rate limit per client address.
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter({ perKey: () => env().JOB_ALERTS_RATE_LIMIT_PER_MINUTE });

export const POST = jobAlertPost(
  (request) => limiter.take(requestAddress(request.headers, env().TRUSTED_PROXY_COUNT)),
  jobAlertEmails(),
);

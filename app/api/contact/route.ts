import { env } from '@/lib/env';
import { contactPost } from '@/lib/contact/post';
import { requestAddress } from '@/lib/http/client-address';
import { createRateLimiter } from '@/lib/http/rate-limit';

// POST /api/contact (lib/contact/post.ts), with this instance's rate limit per client address.
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter({ perKey: () => env().CONTACT_RATE_LIMIT_PER_MINUTE });

export const POST = contactPost((request) =>
  limiter.take(requestAddress(request.headers, env().TRUSTED_PROXY_COUNT)),
);

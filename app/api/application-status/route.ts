import { takeStatusAddress } from '@/lib/application-status/limits';
import { statusPost } from '@/lib/application-status/post';
import { env } from '@/lib/env';
import { requestAddress } from '@/lib/http/client-address';

// POST /api/application-status (lib/application-status/post.ts), with this instance's limit per
// client address (lib/application-status/limits.ts).
export const dynamic = 'force-dynamic';

export const POST = statusPost((request) =>
  takeStatusAddress(requestAddress(request.headers, env().TRUSTED_PROXY_COUNT)),
);

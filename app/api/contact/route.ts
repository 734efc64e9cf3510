import { env } from '@/lib/env';
import { PEER_HEADER, peerHeaderInstalled } from '@/lib/http/client-address';
import { contactPost } from '@/lib/contact/post';
import { clientAddress, createRateLimiter } from '@/lib/http/rate-limit';

// POST /api/contact (lib/contact/post.ts), with this instance's rate limit per client address.
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter(() => env().CONTACT_RATE_LIMIT_PER_MINUTE);

export const POST = contactPost((request) => {
  const peer = peerHeaderInstalled() ? (request.headers.get(PEER_HEADER) ?? '') : undefined;
  return limiter.take(clientAddress(request.headers, env().TRUSTED_PROXY_COUNT, peer));
});

// Next calls register() once per server process: refuse an unsafe production start (fail
// closed, lib/env.ts), record each request's socket address for the contact rate limit
// (lib/contact/peer.ts), then start the retry loops of the contact and application outboxes (Node runtime only; the
// modules are imported lazily so the edge bundle never sees them).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { unsafeStartReason } = await import('@/lib/env');
    const reason = unsafeStartReason();
    if (reason) {
      console.error(reason);
      process.exit(1);
    }
    const { installPeerHeader } = await import('@/lib/contact/peer');
    installPeerHeader();
    const { startRetryLoop } = await import('@/lib/contact/outbox');
    startRetryLoop();
    const { startApplicationLoop } = await import('@/lib/applications/outbox');
    startApplicationLoop();
  }
}

// Next calls register() once per server process: refuse an unsafe production start (fail
// closed, lib/env.ts; the sample agency's settings, lib/pocketbase/sample-settings.ts), hand the cache handler its Redis address (lib/cache/settings.mjs), record
// each request's socket address for the contact rate limit (lib/http/client-address.ts), send a
// redirect's Location once (lib/http/single-location.ts), then start the retry loops of the contact and application outboxes and the job alert emails'
// (Node runtime only; the
// modules are imported lazily so the edge bundle never sees them).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env, unsafeStartReason } = await import('@/lib/env');
    const reason = unsafeStartReason();
    if (reason) {
      console.error(reason);
      process.exit(1);
    }
    // The sample agency's numbers and licence are refused outside loopback as well.
    const { sampleSettingsReason } = await import('@/lib/pocketbase/sample-settings');
    const sample = await sampleSettingsReason();
    if (sample) {
      console.error(sample);
      process.exit(1);
    }
    const { shareCacheSettings } = await import('@/lib/cache/settings.mjs');
    shareCacheSettings({ redisUrl: env().REDIS_URL });
    const { installPeerHeader } = await import('@/lib/http/client-address');
    installPeerHeader();
    const { installSingleLocation } = await import('@/lib/http/single-location');
    installSingleLocation();
    const { startRetryLoop } = await import('@/lib/contact/outbox');
    startRetryLoop();
    const { startApplicationLoop } = await import('@/lib/applications/outbox');
    startApplicationLoop();
    const { startJobAlertLoop } = await import('@/lib/job-alerts/outbox');
    const { jobAlertEmails } = await import('@/components/jobs/job-alert-email');
    startJobAlertLoop(jobAlertEmails());
  }
}

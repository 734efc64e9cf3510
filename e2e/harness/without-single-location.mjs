// Preloaded (`node --import`) into a `next start` that is to run without
// lib/http/single-location.ts: the flag it sets once installed makes instrumentation.ts's call do
// nothing. For e2e/security-probes.spec.ts, which shows that Next still needs the patch.
globalThis.__siteSingleLocation = true;

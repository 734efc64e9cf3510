import 'server-only';
import { z } from 'zod';

// The one place that reads process.env (docs/contributing.md). Parsed lazily so `next build` works
// without the optional values.
// Development-only defaults, refused outside loopback (assertSafeStart; pocketbase/guard.mjs).
export const DEV_CREDENTIALS = {
  POCKETBASE_SUPERUSER_EMAIL: 'admin@example.com',
  POCKETBASE_SUPERUSER_PASSWORD: 'local-admin-password',
  POCKETBASE_SITE_EMAIL: 'site@example.com',
  POCKETBASE_SITE_PASSWORD: 'local-site-password',
} as const;

const schema = z.object({
  POCKETBASE_URL: z.url().default('http://127.0.0.1:8090'),
  POCKETBASE_SUPERUSER_EMAIL: z.string().default(DEV_CREDENTIALS.POCKETBASE_SUPERUSER_EMAIL),
  POCKETBASE_SUPERUSER_PASSWORD: z.string().default(DEV_CREDENTIALS.POCKETBASE_SUPERUSER_PASSWORD),
  // The least-privilege account (collection site_writers) the site writes inquiries with.
  POCKETBASE_SITE_EMAIL: z.string().default(DEV_CREDENTIALS.POCKETBASE_SITE_EMAIL),
  POCKETBASE_SITE_PASSWORD: z.string().default(DEV_CREDENTIALS.POCKETBASE_SITE_PASSWORD),
  // How long any one PocketBase call may take before it is aborted (lib/pocketbase/client.ts).
  POCKETBASE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // Unset: the local site, http://localhost:<the port `next start` serves, PORT>; the forms then
  // accept 127.0.0.1 on that port too (lib/http/request.ts isCrossSite).
  SITE_URL: z.url().default(() => `http://localhost:${process.env.PORT || 3000}`),
  REVALIDATE_SECRET: z.string().default(''),
  // Draft preview for editors (app/api/preview); preview is off while empty.
  PREVIEW_SECRET: z.string().default(''),
  CONTACT_WEBHOOK_URL: z.union([z.url(), z.literal('')]).default(''),
  CONTACT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  // Reverse proxies in front of the site that append to X-Forwarded-For (0: ignore the header).
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  CONTACT_RETRY_INTERVAL_MS: z.coerce.number().int().positive().default(30000),
  // Durable local spool for inquiries delivered while PocketBase was down
  // (default: <POCKETBASE_DIR or pocketbase/pb_data>/contact-spool).
  CONTACT_SPOOL_DIR: z.string().default(''),
  POCKETBASE_DIR: z.string().default(''),
  // Shared secret for the X-Signature-256 HMAC of every webhook body (empty: unsigned).
  CONTACT_WEBHOOK_SECRET: z.string().default(''),
  // The Redis (or Valkey) every instance keeps its pages and PocketBase reads in
  // (lib/cache/handler.mjs); empty: each process keeps them in its own bounded memory.
  REDIS_URL: z.union([z.url({ protocol: /^rediss?$/ }), z.literal('')]).default(''),
  // The one secret the site's signing keys are derived from, one per purpose (lib/http/site-key.ts):
  // the CV links in application webhooks, the answer cookie of a form posted without scripts.
  // Required beyond loopback (unsafeStartReason); empty on loopback: a random one per process.
  SITE_SIGNING_SECRET: z.string().default(''),
  // The SMTP server the site's email (job alerts, lib/job-alerts/smtp.ts) goes through; empty: no
  // email is sent (they wait in PocketBase). `npm start` sets a local Mailpit when unset.
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().default(''),
  SMTP_PASSWORD: z.string().default(''),
  // The From of every email; its domain is the one SPF, DKIM and DMARC are set up for (README).
  SMTP_FROM: z.string().default('Hikari Lanka <jobs@localhost>'),
  // starttls: plain connection upgraded, refused without it; tls: TLS from the start (port 465);
  // none: no TLS, taken only for a server on loopback.
  SMTP_TLS: z.enum(['starttls', 'tls', 'none']).default('starttls'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // Job alert sign-ups accepted per minute from one client address (app/api/job-alerts).
  JOB_ALERTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
});

type Env = z.infer<typeof schema>;

/** The name of every setting read here: README.md's Configuration table lists each (__tests__/readme-config.test.ts). */
export const SETTING_NAMES = Object.keys(schema.shape) as (keyof Env)[];

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(
    Object.fromEntries(
      Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
    ),
  );
  return cached;
}

/** localhost, 127.0.0.0/8 and ::1; 0.0.0.0, :: and every other host are not loopback. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1') return true;
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

function urlHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The shortest SITE_SIGNING_SECRET accepted beyond loopback (pocketbase/guard.mjs says the same). */
const SIGNING_SECRET_MIN = 32;

/**
 * Fail closed: with NODE_ENV=production and a POCKETBASE_URL or SITE_URL that is not loopback,
 * the site refuses to start while its PocketBase account is unset or the built-in one, while
 * SITE_SIGNING_SECRET is unset or shorter than SIGNING_SECRET_MIN, or while the superuser
 * variables (which draft preview, lib/pocketbase/preview-queries.ts, and the CV links of
 * delivered applications, app/api/cv, need; unset, neither works) hold the built-in values.
 * Returns the refusal message, or null when the start is safe. Reads `source` (process.env).
 */
export function unsafeStartReason(source: NodeJS.ProcessEnv = process.env): string | null {
  const where = exposure(source);
  if (!where.length) return null;
  const weak: string[] = (Object.keys(DEV_CREDENTIALS) as (keyof typeof DEV_CREDENTIALS)[]).filter((name) => {
    const value = source[name];
    if (name.startsWith('POCKETBASE_SUPERUSER_') && !value) return false; // draft preview and CV links only
    if (!value || value === DEV_CREDENTIALS[name]) return true;
    return name.endsWith('_PASSWORD') && value.length < 12;
  });
  if ((source.SITE_SIGNING_SECRET ?? '').length < SIGNING_SECRET_MIN) weak.push('SITE_SIGNING_SECRET');
  if (!weak.length) return null;
  return (
    `Refusing to start: NODE_ENV=production with ${where.join(' and ')} (not loopback), but ` +
    `${weak.join(', ')} ${weak.length === 1 ? 'is' : 'are'} unset, shorter than 12 characters (passwords; ` +
    `${SIGNING_SECRET_MIN} for SITE_SIGNING_SECRET) ` +
    `or equal to the built-in development default. Set ${weak.join(', ')} to your own values ` +
    `(see pocketbase/README.md).`
  );
}

/**
 * The build's folder (`NEXT_DIST_DIR`, as next.config.ts reads it) and whether this process is
 * `next build` (`NEXT_PHASE`, which Next sets): where the build keeps the copy of the agency's
 * settings it was made with (lib/pocketbase/settings.ts).
 */
export function buildFolder(): { dir: string; building: boolean } {
  return {
    dir: process.env.NEXT_DIST_DIR || '.next',
    building: process.env.NEXT_PHASE === 'phase-production-build',
  };
}

/**
 * Why a production start reaches beyond loopback (`POCKETBASE_URL=…`, `SITE_URL=…`), or [] when
 * it does not: then the sample credentials and the sample agency (lib/pocketbase/sample-settings.ts)
 * are refused.
 */
export function exposure(source: NodeJS.ProcessEnv = process.env): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const where: string[] = [];
  for (const name of ['POCKETBASE_URL', 'SITE_URL'] as const) {
    const host = urlHost(source[name]);
    if (host !== undefined && !isLoopbackHost(host)) where.push(`${name}=${source[name]}`);
  }
  return where;
}

/** Throws unsafeStartReason's message; called once at server start (instrumentation.ts). */
export function assertSafeStart(source: NodeJS.ProcessEnv = process.env): void {
  const reason = unsafeStartReason(source);
  if (reason) throw new Error(reason);
}

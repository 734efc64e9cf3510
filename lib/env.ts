import 'server-only';
import { z } from 'zod';

// The one place that reads process.env (STYLE §4). Parsed lazily so `next build` works
// without the optional values.
const schema = z.object({
  POCKETBASE_URL: z.url().default('http://127.0.0.1:8090'),
  POCKETBASE_SUPERUSER_EMAIL: z.string().default('admin@example.com'),
  POCKETBASE_SUPERUSER_PASSWORD: z.string().default('local-admin-password'),
  SITE_URL: z.url().default('http://localhost:3000'),
  REVALIDATE_SECRET: z.string().default(''),
  // Draft preview for editors (app/api/preview); preview is off while empty.
  PREVIEW_SECRET: z.string().default(''),
  CONTACT_WEBHOOK_URL: z.union([z.url(), z.literal('')]).default(''),
  CONTACT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  CONTACT_RETRY_INTERVAL_MS: z.coerce.number().int().positive().default(30000),
  // Durable local spool for inquiries delivered while PocketBase was down (default: os.tmpdir()).
  CONTACT_SPOOL_DIR: z.string().default(''),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(
    Object.fromEntries(
      Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
    ),
  );
  return cached;
}

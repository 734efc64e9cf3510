import 'server-only';
import { exposure } from '@/lib/env';
import SAMPLE_SETTINGS from '@/pocketbase/seed-settings.json';
import { createPocketBase } from './client';

// Fail closed: outside loopback the site refuses to start while the settings record
// (lib/pocketbase/settings.ts) still holds the development seed's numbers or licence
// (pocketbase/seed-settings.json), as it refuses the sample credentials (lib/env.ts).

/** The fields whose sample value must be replaced before the site goes public. */
const SAMPLE_FIELDS = ['licence_number', 'landline', 'mobile', 'whatsapp'] as const;

/** The sample fields `record` still holds, by name. */
export function sampleFieldsOf(record: Record<string, unknown>): string[] {
  return SAMPLE_FIELDS.filter((field) => record[field] === SAMPLE_SETTINGS[field]);
}

/**
 * The refusal message, or null when the start is safe: on loopback, or with the agency's own
 * numbers and licence. A settings record that cannot be read outside loopback refuses too.
 */
export async function sampleSettingsReason(source: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const where = exposure(source);
  if (!where.length) return null;
  let record: Record<string, unknown> | undefined;
  try {
    const page = await createPocketBase()
      .collection('site_settings')
      .getList(1, 1, { skipTotal: true, fetch: (url, init) => fetch(url, { ...init, cache: 'no-store' }) });
    record = page.items[0];
  } catch (error) {
    return `Refusing to start: ${where.join(' and ')} (not loopback), but the agency's settings (PocketBase collection site_settings) could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!record)
    return `Refusing to start: ${where.join(' and ')} (not loopback), but site_settings has no record.`;
  const still = sampleFieldsOf(record);
  if (!still.length) return null;
  return (
    `Refusing to start: ${where.join(' and ')} (not loopback), but the settings record still holds the ` +
    `development seed's ${still.join(', ')}. Type the agency's own in the PocketBase admin ` +
    `(site_settings; docs/editors.md, Before you launch).`
  );
}

import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { listDueRecords } from '@/lib/outbox/records';
import { options, withSiteWriter } from '@/lib/outbox/site-writer';
import { isNotFound } from '@/lib/pocketbase/client';
import type { CvFile } from './cv-files';
import type { ApplicationInput } from './schema';
import { STORED_ANSWERS } from './stored-answers';

// PocketBase side of applications (pocketbase/pb_migrations/1767800000_create_applications.js),
// written with the outbox's least-privilege account (lib/outbox/site-writer.ts). A create
// is answered by pb_hooks/applications.pb.js: a new record, or, when the browser that sent it first
// sends it again (its id and its secret's hash), that record's reference with `repeat` (same
// answers) or `updated` (changed ones). A taken id without the secret is a new record.

/** The applications channel's collection (lib/outbox/README.md). */
export const APPLICATIONS = 'applications';
const COLLECTION = APPLICATIONS;

/**
 * An accepted application as the site holds it before it is stored: the id, reference and secret
 * are the browser's, or made here for a form sent without scripts.
 */
export type Application = ApplicationInput & {
  id: string;
  reference: string;
  /** The SHA-256 of the browser's secret (lib/applications/hash.ts): never the secret. */
  secret_sha256: string;
  /** Without scripts: the keyed hash of the sender's address; '' for a browser's send. */
  sender_hmac: string;
  vacancy: string;
  locale: Locale;
  answers_hash: string;
  files: CvFile[];
};

export type Stored = { id: string; reference: string; outcome: 'created' | 'repeat' | 'updated' };

function formOf(application: Application): FormData {
  const { files, ...fields } = application;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append('cv', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  // The hook sets these for the site's account; sent too so the record is due at once.
  form.append('deliveryState', 'pending');
  form.append('attempts', '0');
  form.append('nextAttemptAt', new Date().toISOString());
  return form;
}

// A created record carries its own `updated` (an autodate, a date string): only `true` means the
// hook's answer.
const answer = z.object({
  id: z.string(),
  reference: z.string().optional(),
  repeat: z.unknown().optional(),
  updated: z.unknown().optional(),
});

/** What PocketBase's answer to a create says (pocketbase/README.md, Applications). */
export function storedOf(body: unknown, sentReference: string): Stored {
  const created = answer.parse(body);
  const reference = created.reference ?? sentReference;
  if (created.repeat === true) return { id: created.id, reference, outcome: 'repeat' };
  if (created.updated === true) return { id: created.id, reference, outcome: 'updated' };
  return { id: created.id, reference, outcome: 'created' };
}

/** Stores the application with its files; the answer says which record holds it now. */
export async function createApplication(application: Application): Promise<Stored> {
  const body = await withSiteWriter((pb) => pb.collection(COLLECTION).create(formOf(application), options()));
  return storedOf(body, application.reference);
}

const dueRecord = z.object({
  id: z.string(),
  reference: z.string(),
  revision: z.number().catch(1),
  attempts: z.number().catch(0),
  vacancy: z.string(),
  ...STORED_ANSWERS,
  birth_date: z
    .string()
    .catch('')
    .transform((value) => value.slice(0, 10)),
  expand: z
    .object({ vacancy: z.object({ title: z.string().catch('') }).optional() })
    .optional()
    .catch(undefined),
});
export type DueApplication = z.infer<typeof dueRecord>;

const DUE_FIELDS = `${Object.keys(dueRecord.shape).join(',')},expand.vacancy.title`;

/** One application as it is delivered (read fresh before each send), null when it is gone or delivered. */
export async function readApplication(id: string): Promise<DueApplication | null> {
  try {
    const record = await withSiteWriter((pb) =>
      pb.collection(COLLECTION).getOne(id, { ...options(), expand: 'vacancy', fields: DUE_FIELDS }),
    );
    const parsed = dueRecord.safeParse(record);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Applications not yet delivered whose next attempt is due, oldest first. */
export async function listDueApplications(): Promise<DueApplication[]> {
  const items = await listDueRecords(COLLECTION, { expand: 'vacancy', fields: DUE_FIELDS });
  return items.flatMap((item) => {
    const parsed = dueRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

import { getTranslations } from 'next-intl/server';
import { districtNames } from '@/content/districts';
import { cvLink } from '@/lib/applications/cv-link';
import { EXPORT_MAX_ROWS, readVacancyExport } from '@/lib/applications/export-read';
import { EXPORT_COLUMNS, exportCsv, type ExportLabels } from '@/lib/applications/export-csv';
import {
  APPLICATION_STATUSES,
  DISTRICTS,
  JAPANESE_LEVELS,
  PASSPORTS,
  SKILLS_TESTS,
} from '@/lib/applications/fields';
import { SITE_TIME_ZONE } from '@/lib/format';
import { createStaffPocketBase } from '@/lib/pocketbase/client';
import { RECORD_ID } from '@/lib/record-id';

// GET /api/applications/export?vacancy=<id>: one vacancy's applications as a spreadsheet (CSV,
// lib/applications/export-csv.ts), for staff signed in to the PocketBase admin. The request carries
// their PocketBase token (`Authorization`): PocketBase's own route
// (pocketbase/pb_hooks/applications-export.pb.js) forwards it from the admin's browser, so the
// file is read as them, and the CV links are signed here, with the site's key. 401 without a valid
// token, 403 for any account but a superuser (the site's own included). Never cached.
export const dynamic = 'force-dynamic';

const LOCALE = 'en';

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

async function exportLabels(): Promise<ExportLabels> {
  const t = await getTranslations({ locale: LOCALE, namespace: 'ApplicationExport' });
  const form = await getTranslations({ locale: LOCALE, namespace: 'ApplyForm' });
  const labels = <T extends string>(keys: readonly T[], label: (key: T) => string) =>
    Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<T, string>;
  return {
    headers: labels(EXPORT_COLUMNS, (key) => t(`headers.${key}`)),
    statuses: labels(APPLICATION_STATUSES, (key) => t(`statuses.${key}`)),
    districts: labels(DISTRICTS, (key) => districtNames[key][LOCALE]),
    levels: labels(JAPANESE_LEVELS, (key) => form(`levels.${key}`)),
    skillsTests: labels(SKILLS_TESTS, (key) => form(`skillsTests.${key}`)),
    passports: labels(PASSPORTS, (key) => t(`passports.${key}`)),
    locales: { en: t('locales.en'), si: t('locales.si') },
    yes: t('yes'),
    no: t('no'),
  };
}

export async function GET(request: Request): Promise<Response> {
  const t = await getTranslations({ locale: LOCALE, namespace: 'ApplicationExport' });
  const token = (request.headers.get('authorization') ?? '').replace(/^bearer(?:\s+|$)/i, '').trim();
  if (!token || token.length > 4096) return text(401, t('unauthorized'));
  const vacancy = new URL(request.url).searchParams.get('vacancy') ?? '';
  try {
    const pb = await createStaffPocketBase(token);
    if (pb === 'invalid') return text(401, t('unauthorized'));
    if (pb === 'forbidden') return text(403, t('forbidden'));
    if (!RECORD_ID.test(vacancy)) return text(400, t('badVacancy'));
    const read = await readVacancyExport(pb, vacancy);
    if (!read.found)
      return read.why === 'no-vacancy'
        ? text(404, t('noVacancy'))
        : text(422, t('tooMany', { max: EXPORT_MAX_ROWS }));
    const now = Date.now();
    const csv = exportCsv(read.records, {
      labels: await exportLabels(),
      vacancyTitle: read.title,
      timeZone: SITE_TIME_ZONE,
      link: (id, file) => cvLink(id, file, now),
    });
    const day = new Date(now).toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="applications-${vacancy}-${day}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    const id = RECORD_ID.test(vacancy) ? vacancy : '?';
    console.error(`[export] vacancy ${id} could not be exported: ${(error as Error).name}`);
    return text(503, t('unavailable'));
  }
}

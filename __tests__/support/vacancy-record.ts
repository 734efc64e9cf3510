import { vacancyRecordSchema } from '@/lib/pocketbase/schemas';

// One published vacancy as PocketBase returns it, for the tests of what the site makes of it.

export const VACANCY_ID = 'abcdefghij12345';
export const VACANCY_HTML = '<p>Care for residents.</p><ul><li>Night shifts</li></ul>';

/** The vacancy's record (parsed as the site parses it), with `fields` changed. */
export const vacancyRecord = (fields: Record<string, unknown> = {}) =>
  vacancyRecordSchema.parse({
    id: VACANCY_ID,
    title: 'Caregiver in Aichi',
    title_si: 'අයිචි හි සත්කාරක තනතුර',
    description: VACANCY_HTML,
    description_si: '<p>පදිංචිකරුවන් රැක බලා ගැනීම.</p>',
    sector: 'caregiving',
    visa_type: 'ssw',
    prefecture: 'aichi',
    employer_type: 'Nursing home',
    employer_type_si: 'වැඩිහිටි සත්කාර නිවාසය',
    salary_min: 190000,
    salary_max: 230000,
    employment_type: 'full_time',
    openings: 5,
    requirements: 'JLPT N4',
    requirements_si: '',
    valid_through: '2027-03-03 18:29:00.000Z',
    status: 'published',
    image: 'care_abc1234567.png',
    created: '2026-01-02 03:04:05.000Z',
    updated: '2026-01-02 03:04:05.000Z',
    ...fields,
  });

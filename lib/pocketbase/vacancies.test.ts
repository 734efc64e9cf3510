/** @jest-environment node */
import { vacancyRecordSchema } from './schemas';
import { jobFiltersQuery, parseJobFilters } from '@/lib/jobs/filters';
import { isOpen } from '@/lib/jobs/vacancy';
import { toVacancy, toVacancyCard, vacancyListFilter } from './vacancies';
import { VACANCY_ID, vacancyRecord } from '@/__tests__/support/vacancy-record';

const ID = VACANCY_ID;
const record = vacancyRecord;

describe('parseJobFilters', () => {
  it('keeps values from the allowed lists', () => {
    expect(parseJobFilters({ sector: 'food_service', visa: 'titp', page: '3' })).toEqual({
      sector: 'food_service',
      visa: 'titp',
      page: 3,
    });
    expect(parseJobFilters({})).toEqual({ sector: null, visa: null, page: 1 });
  });

  it('drops anything else, so no typed text ever reaches a filter', () => {
    for (const sector of ['Caregiving', 'caregiving"', 'x" || status = "draft', '', 'other ']) {
      expect(parseJobFilters({ sector }).sector).toBeNull();
    }
    for (const visa of ['SSW', 'ssw)', "ssw' || 1=1"]) expect(parseJobFilters({ visa }).visa).toBeNull();
    for (const page of ['0', '-1', '1.5', '01', 'abc', '1e3', '501', '99999', ' 2']) {
      expect(parseJobFilters({ page }).page).toBe(1);
    }
    expect(parseJobFilters({ page: '500' }).page).toBe(500);
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseJobFilters({ sector: ['agriculture', 'construction'], visa: ['nope', 'ssw'] })).toEqual({
      sector: 'agriculture',
      visa: null,
      page: 1,
    });
  });
});

describe('jobFiltersQuery', () => {
  it('leaves out empty filters and page 1', () => {
    expect(jobFiltersQuery({ sector: null, visa: null, page: 1 })).toEqual({});
    expect(jobFiltersQuery({ sector: 'construction', visa: 'ssw', page: 2 })).toEqual({
      sector: 'construction',
      visa: 'ssw',
      page: '2',
    });
  });
});

describe('vacancyListFilter', () => {
  const now = new Date('2026-05-01T10:00:00.000Z');

  it('asks for published, open vacancies with placeholders only', () => {
    expect(vacancyListFilter({ sector: null, visa: null }, now)).toEqual({
      raw: 'status = "published" && (valid_through = "" || valid_through > {:now})',
      params: { now },
    });
    expect(vacancyListFilter({ sector: 'agriculture', visa: 'ssw' }, now)).toEqual({
      raw: 'status = "published" && (valid_through = "" || valid_through > {:now}) && sector = {:sector} && visa_type = {:visa}',
      params: { now, sector: 'agriculture', visa: 'ssw' },
    });
  });

  it('never passes a value outside the allowed lists, whatever the caller gives', () => {
    const bad = { sector: 'x" || status = "draft', visa: 'ssw" || 1' } as unknown as Parameters<
      typeof vacancyListFilter
    >[0];
    expect(vacancyListFilter(bad, now)).toEqual({
      raw: 'status = "published" && (valid_through = "" || valid_through > {:now})',
      params: { now },
    });
  });
});

describe('toVacancyCard and toVacancy', () => {
  it('reshapes an English record', () => {
    expect(toVacancyCard(record(), 'en')).toEqual({
      id: ID,
      title: 'Caregiver in Aichi',
      sector: 'caregiving',
      visaType: 'ssw',
      prefecture: 'aichi',
      employerType: 'Nursing home',
      salaryMin: 190000,
      salaryMax: 230000,
      employmentType: 'full_time',
      openings: 5,
      deadline: 'March 3, 2027',
      validThrough: '2027-03-03T18:29:00.000Z',
      datePosted: '2026-01-02T03:04:05.000Z',
      image: `/api/files/vacancies/${ID}/care_abc1234567.png?thumb=640x360`,
    });
    const vacancy = toVacancy(record(), 'en');
    expect(vacancy.description).toBe('<p>Care for residents.</p><ul><li>Night shifts</li></ul>');
    expect(vacancy.summary).toBe('Care for residents. Night shifts...');
    expect(vacancy.requirements).toBe('JLPT N4');
  });

  it('shows the Sinhala fields on a Sinhala page, the English ones where Sinhala is empty', () => {
    const vacancy = toVacancy(record(), 'si');
    expect(vacancy.title).toBe('අයිචි හි සත්කාරක තනතුර');
    expect(vacancy.description).toBe('<p>පදිංචිකරුවන් රැක බලා ගැනීම.</p>');
    expect(vacancy.requirements).toBe('JLPT N4');
    expect(vacancy.employerType).toBe('වැඩිහිටි සත්කාර නිවාසය');
    expect(vacancy.prefecture).toBe('aichi');
    expect(vacancy.deadline).toBe('2027 මාර්තු 3');
    const english = toVacancy(record({ title_si: '  ', description_si: '', employer_type_si: '' }), 'si');
    expect(english.title).toBe('Caregiver in Aichi');
    expect(english.employerType).toBe('Nursing home');
    expect(english.description).toBe('<p>Care for residents.</p><ul><li>Night shifts</li></ul>');
  });

  it('gives null for empty or unknown values, and no image for a draft', () => {
    const empty = vacancyRecordSchema.parse({ id: ID, status: 'draft', image: 'x_abc1234567.png' });
    expect(toVacancy(empty, 'en')).toEqual({
      id: ID,
      title: null,
      sector: null,
      visaType: null,
      prefecture: null,
      employerType: null,
      salaryMin: null,
      salaryMax: null,
      employmentType: null,
      openings: null,
      deadline: null,
      validThrough: undefined,
      datePosted: undefined,
      image: null,
      description: null,
      summary: null,
      requirements: null,
    });
    const odd = toVacancyCard(
      record({ sector: 'mining', visa_type: 'tourist', employment_type: 'x', prefecture: 'Aichi' }),
      'en',
    );
    expect([odd.sector, odd.visaType, odd.employmentType, odd.prefecture]).toEqual([null, null, null, null]);
  });
});

describe('isOpen', () => {
  const now = new Date('2027-03-03T12:00:00.000Z');
  it('is open without a deadline or before it, closed after it', () => {
    expect(isOpen({ validThrough: undefined }, now)).toBe(true);
    expect(isOpen({ validThrough: '2027-03-03T23:59:00.000Z' }, now)).toBe(true);
    expect(isOpen({ validThrough: '2027-03-03T12:00:00.000Z' }, now)).toBe(false);
    expect(isOpen({ validThrough: '2027-03-01T00:00:00.000Z' }, now)).toBe(false);
  });
});

/** @jest-environment node */
import { VACANCY_HTML, VACANCY_ID, vacancyRecord } from '@/__tests__/support/vacancy-record';
import { toVacancy } from '@/lib/pocketbase/vacancies';
import type { Vacancy } from './vacancy';
import { jobPosting } from './job-posting';

const ID = VACANCY_ID;
const NOW = new Date('2027-01-10T00:00:00.000Z');
const ORGANIZATION = {
  name: 'Hikari Lanka Japan Careers',
  url: 'https://hikari.example.lk/',
  logo: 'https://hikari.example.lk/logo.svg',
};
const URL_ = `https://hikari.example.lk/jobs/${ID}`;
const HTML = VACANCY_HTML;

/** The vacancy of __tests__/support/vacancy-record.ts, posted on 1 December 2026, without an image. */
const vacancy = (fields: Partial<Vacancy> = {}): Vacancy => ({
  ...toVacancy(vacancyRecord({ created: '2026-12-01 03:04:05.000Z', image: '' }), 'en'),
  ...fields,
});

const build = (fields: Partial<Vacancy> = {}, now = NOW, region: string | null = 'Aichi') =>
  jobPosting({
    vacancy: vacancy(fields),
    descriptionHtml: HTML,
    organization: ORGANIZATION,
    url: URL_,
    region: region ?? undefined,
    now,
  });

describe('jobPosting', () => {
  it('has every property Google requires, with the right types', () => {
    const data = build()!;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe('Caregiver in Aichi');
    expect(data.description).toBe(HTML);
    expect(data.datePosted).toBe('2026-12-01T03:04:05.000Z');
    expect(new Date(data.datePosted).toISOString()).toBe(data.datePosted);
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Hikari Lanka Japan Careers',
      sameAs: 'https://hikari.example.lk/',
      url: 'https://hikari.example.lk/',
      logo: 'https://hikari.example.lk/logo.svg',
    });
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: 'Aichi', addressCountry: 'JP' },
    });
  });

  it('has the recommended properties, with the right types', () => {
    const data = build()!;
    expect(data.validThrough).toBe('2027-03-03T18:29:00.000Z');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { '@type': 'QuantitativeValue', minValue: 190000, maxValue: 230000, unitText: 'MONTH' },
    });
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Hikari Lanka Japan Careers',
      value: ID,
    });
    expect(data.url).toBe(URL_);
    expect(Object.keys(data).sort()).toEqual(
      [
        '@context',
        '@type',
        'baseSalary',
        'datePosted',
        'description',
        'directApply',
        'employmentType',
        'hiringOrganization',
        'identifier',
        'jobLocation',
        'title',
        'url',
        'validThrough',
      ].sort(),
    );
  });

  it('maps each employment type to schema.org', () => {
    expect(build({ employmentType: 'part_time' })!.employmentType).toBe('PART_TIME');
    expect(build({ employmentType: 'contract' })!.employmentType).toBe('CONTRACTOR');
    expect(build({ employmentType: null })).not.toHaveProperty('employmentType');
  });

  it('gives one salary value when there is no range, none without a salary', () => {
    expect(build({ salaryMin: 200000, salaryMax: null })!.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 200000,
      unitText: 'MONTH',
    });
    expect(build({ salaryMin: 200000, salaryMax: 200000 })!.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 200000,
      unitText: 'MONTH',
    });
    expect(build({ salaryMin: null, salaryMax: null })).not.toHaveProperty('baseSalary');
  });

  it('without a deadline it has no validThrough; without a prefecture the country only', () => {
    const data = build({ validThrough: undefined, deadline: null, prefecture: null }, NOW, null)!;
    expect(data).not.toHaveProperty('validThrough');
    expect(data.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'JP' });
  });

  it('an expired vacancy yields no JobPosting', () => {
    expect(build({}, new Date('2027-03-03T18:29:00.000Z'))).toBeNull();
    expect(build({}, new Date('2027-04-01T00:00:00.000Z'))).toBeNull();
    expect(build({}, new Date('2027-03-03T18:28:59.999Z'))).not.toBeNull();
  });

  it('yields none without a title, a description or a posting date', () => {
    expect(build({ title: null })).toBeNull();
    expect(build({ datePosted: undefined })).toBeNull();
    expect(
      jobPosting({
        vacancy: vacancy(),
        descriptionHtml: ' ',
        organization: ORGANIZATION,
        url: URL_,
        now: NOW,
      }),
    ).toBeNull();
  });
});

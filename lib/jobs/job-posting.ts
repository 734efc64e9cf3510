import { isOpen, type EmploymentType, type Vacancy } from './vacancy';

// schema.org JobPosting of an open vacancy, as Google's job search reads it: the required
// properties (title, description, datePosted, hiringOrganization, jobLocation) and the
// recommended ones (validThrough, employmentType, baseSalary, directApply, identifier).
// Pure: the agency's facts come in as a parameter (lib imports nothing from content/).

/** The agency that recruits for the vacancy (the site's company facts). */
type HiringOrganization = {
  name: string;
  /** The agency's home page. */
  url: string;
  /** An absolute URL of its logo. */
  logo: string;
};

type PostalAddress = { '@type': 'PostalAddress'; addressRegion?: string; addressCountry: 'JP' };
type QuantitativeValue = {
  '@type': 'QuantitativeValue';
  unitText: 'MONTH';
  minValue?: number;
  maxValue?: number;
  value?: number;
};

type JobPosting = {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML (sanitised by the caller). */
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType?: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; url: string; logo: string };
  jobLocation: { '@type': 'Place'; address: PostalAddress };
  baseSalary?: { '@type': 'MonetaryAmount'; currency: 'JPY'; value: QuantitativeValue };
  /** True: the vacancy's page leads to the site's own application form (/jobs/[id]/apply). */
  directApply: true;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
};

const EMPLOYMENT: Record<EmploymentType, NonNullable<JobPosting['employmentType']>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
};

function salary(min: number | null, max: number | null): JobPosting['baseSalary'] {
  if (min === null && max === null) return undefined;
  const value: QuantitativeValue =
    min !== null && max !== null && max > min
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'MONTH' }
      : { '@type': 'QuantitativeValue', value: (min ?? max)!, unitText: 'MONTH' };
  return { '@type': 'MonetaryAmount', currency: 'JPY', value };
}

/**
 * The JobPosting of `vacancy`, or null when it has closed at `now` (an expired posting must not be
 * offered to job search) or lacks what Google requires (a title, a description, a posting date).
 */
export function jobPosting({
  vacancy,
  descriptionHtml,
  organization,
  url,
  region,
  now,
}: {
  vacancy: Vacancy;
  /** The vacancy's description as the page renders it (sanitised HTML). */
  descriptionHtml: string;
  organization: HiringOrganization;
  /** The absolute URL of the vacancy's page. */
  url: string;
  /** The prefecture's name (addressRegion), when the vacancy has one. */
  region?: string;
  now: Date;
}): JobPosting | null {
  if (!isOpen(vacancy, now)) return null;
  if (!vacancy.title || !descriptionHtml.trim() || !vacancy.datePosted) return null;
  const employmentType = vacancy.employmentType ? EMPLOYMENT[vacancy.employmentType] : undefined;
  const baseSalary = salary(vacancy.salaryMin, vacancy.salaryMax);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: descriptionHtml,
    datePosted: vacancy.datePosted,
    ...(vacancy.validThrough ? { validThrough: vacancy.validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      url: organization.url,
      logo: organization.logo,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(region ? { addressRegion: region } : {}),
        addressCountry: 'JP',
      },
    },
    ...(baseSalary ? { baseSalary } : {}),
    // Only an open vacancy gets a JobPosting, and every open one takes applications on the site.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: vacancy.id },
    url,
  };
}

import { INQUIRY_TYPES, type InquiryType, VACANCY_TITLE_MAX } from '@/lib/contact/fields';
import { RECORD_ID } from '@/lib/record-id';

export type Vacancy = { id: string; title: string };

/** A vacancy from hidden fields or an address: a record id, and its title cut to the limit. */
export function vacancyOf(id: string | null | undefined, title: string | null | undefined): Vacancy | null {
  return id && RECORD_ID.test(id) ? { id, title: (title ?? '').trim().slice(0, VACANCY_TITLE_MAX) } : null;
}

/**
 * What the address asks the form to fill in: `?inquiry=<type>&vacancy=<id>&vacancyTitle=<title>`
 * (the "Ask about this job" link of a /jobs page). Read in the browser: the home page is cached
 * as one page for every address.
 */
export function linkedInquiry(search: string): { type: InquiryType | null; vacancy: Vacancy | null } {
  const query = new URLSearchParams(search);
  const type = query.get('inquiry');
  return {
    type: (INQUIRY_TYPES as readonly (string | null)[]).includes(type) ? (type as InquiryType) : null,
    vacancy: vacancyOf(query.get('vacancy'), query.get('vacancyTitle')),
  };
}

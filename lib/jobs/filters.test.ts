import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalJobsSearch,
  JOBS_FILTERED_ROUTE,
  jobsFilterSegment,
  jobsSearch,
  parseJobsFilterSegment,
  searchJobFilters,
  SECTORS,
  VISA_TYPES,
} from './filters';

describe('the route of a filtered /jobs', () => {
  it('is a route of the app, one segment below JOBS_FILTERED_ROUTE', () => {
    const file = path.join(process.cwd(), 'app/[locale]', JOBS_FILTERED_ROUTE, '[filters]/page.tsx');
    expect([file, existsSync(file)]).toEqual([file, true]);
  });

  it('names each canonical filter combination by one segment, and reads it back', () => {
    expect(jobsFilterSegment({ sector: 'food_service', visa: null, page: 1 })).toBe('food_service-all-1');
    expect(jobsFilterSegment({ sector: null, visa: 'ssw', page: 12 })).toBe('all-ssw-12');
    const segments = new Set<string>();
    for (const sector of [null, ...SECTORS])
      for (const visa of [null, ...VISA_TYPES])
        for (const page of [1, 2, 500]) {
          const filters = { sector, visa, page };
          const segment = jobsFilterSegment(filters);
          segments.add(segment);
          const filtered = jobsSearch(filters) !== '';
          expect([segment, parseJobsFilterSegment(segment)]).toEqual([segment, filtered ? filters : null]);
          // The proxy's way there: a canonical query, its filters.
          expect(canonicalJobsSearch(jobsSearch(filters))).toBe(jobsSearch(filters));
          expect(searchJobFilters(jobsSearch(filters))).toEqual(filters);
        }
    expect(segments.size).toBe((SECTORS.length + 1) * (VISA_TYPES.length + 1) * 3);
  });

  it('reads no other segment', () => {
    for (const segment of [
      'all-all-1',
      'caregiving',
      'caregiving-all',
      'caregiving-all-1-',
      'caregiving-all-01',
      'caregiving-all-0',
      'caregiving-all-501',
      'caregiving--1',
      'all-caregiving-1',
      'mining-all-1',
      'Caregiving-all-1',
      'caregiving-ssw-1-1',
      '',
      '%00',
    ])
      expect([segment, parseJobsFilterSegment(segment)]).toEqual([segment, null]);
  });
});

/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseServiceDetails } from './service-details';

const seed = JSON.parse(
  readFileSync(path.join(process.cwd(), 'pocketbase/seed-site-lists.json'), 'utf8'),
) as { services: { slug: string; details_en: string; details_si: string }[] };

describe('parseServiceDetails', () => {
  it('reads headings and their points, skipping empty lines and spaces', () => {
    expect(parseServiceDetails('Fees\r\n-  3 to 6 months \n- 100%\n\n  Documents\n-Passport\n')).toEqual([
      { heading: 'Fees', items: ['3 to 6 months', '100%'] },
      { heading: 'Documents', items: ['Passport'] },
    ]);
  });

  it('drops a point before any heading and a heading without points', () => {
    expect(parseServiceDetails('- stray\nEmpty\n\nKept\n- one')).toEqual([
      { heading: 'Kept', items: ['one'] },
    ]);
    expect(parseServiceDetails('')).toEqual([]);
  });

  it('reads every seeded service with the same shape in both languages', () => {
    for (const service of seed.services) {
      const en = parseServiceDetails(service.details_en);
      const si = parseServiceDetails(service.details_si);
      expect(en.length).toBeGreaterThan(0);
      expect(si.map((group) => group.items.length)).toEqual(en.map((group) => group.items.length));
    }
    const visa = seed.services.find((service) => service.slug === 'visa-guidance')!;
    expect(parseServiceDetails(visa.details_en)[1]).toEqual({
      heading: 'Documents needed',
      items: [
        'Job offer (COE)',
        'Passport',
        'Police and medical reports',
        'Language and skill certificates',
        'Clearance from the Foreign Employment Bureau',
      ],
    });
  });
});

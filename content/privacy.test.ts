/** @jest-environment node */
import { fillPrivacyText, privacySections } from './privacy';

const FACTS = {
  name: 'Sample Agency (Pvt) Ltd',
  licence: 'SLBFE/RA/0001',
  address: 'Colombo',
  role: 'Officer',
  days: '200',
  backupDays: '7',
  alertDays: '9',
};

describe('privacy notice', () => {
  it('states the retention PocketBase reports (lib/pocketbase/retention.ts), never a number of its own', () => {
    const howLong = privacySections.find((s) => s.id === 'how-long')!;
    const text = (locale: 'en' | 'si') =>
      howLong.paragraphs[locale].map((p) => fillPrivacyText(p, FACTS)).join(' ');
    expect(text('en')).toContain('200 days after its last change');
    expect(text('si')).toContain('දින 200කට පසු');
    expect(text('en')).toContain('at most 7 more days');
    const all = privacySections.flatMap((s) => [...s.paragraphs.en, ...s.paragraphs.si]).join(' ');
    expect(all).not.toMatch(/\b365\b/);
  });

  it('promises the deletion of job alert requests never confirmed, as PocketBase reports it', () => {
    const howLong = privacySections.find((s) => s.id === 'how-long')!;
    const text = (locale: 'en' | 'si') =>
      howLong.paragraphs[locale].map((p) => fillPrivacyText(p, FACTS)).join(' ');
    expect(text('en')).toContain('deleted after 9 days');
    expect(text('si')).toContain('දින 9කට පසු මකා දැමේ');
  });

  it('has every section in both languages with the same shape, and names the Act', () => {
    for (const section of privacySections) {
      expect(section.paragraphs.si).toHaveLength(section.paragraphs.en.length);
      expect(section.list?.si.length).toBe(section.list?.en.length);
    }
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(privacySections.length);
    const all = (locale: 'en' | 'si') => privacySections.flatMap((s) => s.paragraphs[locale]).join(' ');
    expect(all('en')).toContain('Personal Data Protection Act, No. 9 of 2022');
    expect(all('si')).toContain('2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත');
  });
});

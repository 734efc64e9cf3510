/** @jest-environment node */
import { BACKUP_DAYS, RETENTION_DAYS, UNCONFIRMED_ALERT_DAYS, privacySections } from './privacy';

// The record side's own numbers (a CommonJS module PocketBase's hooks load).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hooks = require('../pocketbase/pb_hooks/shared/retention.js') as {
  DEFAULT_RETENTION_DAYS: number;
  BACKUP_DAYS: number;
  UNCONFIRMED_DAYS: number;
};

describe('privacy notice', () => {
  it('promises the retention the records keep', () => {
    expect([RETENTION_DAYS, BACKUP_DAYS]).toEqual([hooks.DEFAULT_RETENTION_DAYS, hooks.BACKUP_DAYS]);
    const howLong = privacySections.find((s) => s.id === 'how-long')!;
    expect(howLong.paragraphs.en.join(' ')).toContain(`${RETENTION_DAYS} days after its last change`);
    expect(howLong.paragraphs.si.join(' ')).toContain(`දින ${RETENTION_DAYS}කට පසු`);
  });

  it('promises the deletion of job alert requests never confirmed that the records keep', () => {
    expect(UNCONFIRMED_ALERT_DAYS).toBe(hooks.UNCONFIRMED_DAYS);
    const howLong = privacySections.find((s) => s.id === 'how-long')!;
    expect(howLong.paragraphs.en.join(' ')).toContain(`deleted after ${UNCONFIRMED_ALERT_DAYS} days`);
    expect(howLong.paragraphs.si.join(' ')).toContain(`දින ${UNCONFIRMED_ALERT_DAYS}කට පසු මකා දැමේ`);
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

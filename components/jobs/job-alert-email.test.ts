/** @jest-environment node */
import { PREFECTURE_NAMES } from '@/content/glossary';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import type { VacancyCard } from '@/lib/jobs/vacancy';
import { jobAlertEmails } from './job-alert-email';

// The job alert emails: the subscriber's language, every fact an alert promises, the links, and
// the editors' text escaped in the HTML part.

const vacancy = (over: Partial<VacancyCard> = {}): VacancyCard => ({
  id: 'abcdefghij12345',
  title: 'Caregiver <b>in</b> Aichi',
  sector: 'caregiving',
  visaType: 'ssw',
  prefecture: 'aichi',
  employerType: null,
  salaryMin: 180000,
  salaryMax: 220000,
  employmentType: 'full_time',
  openings: 2,
  deadline: '3 March 2027',
  validThrough: '2027-03-03',
  datePosted: '2026-12-01',
  image: null,
  ...over,
});

describe('job alert emails', () => {
  const render = jobAlertEmails();

  it('a confirmation names the sectors and the link in the language asked for', () => {
    const link = 'https://example.com/si/jobs/alerts/confirm?token=abc';
    const mail = render.confirmation('si', ['caregiving', 'agriculture'], link);
    expect(mail.subject).toBe(si.JobAlerts.mail.confirmSubject);
    expect(mail.text).toContain(`${si.Jobs.sectors.caregiving}, ${si.Jobs.sectors.agriculture}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="si">');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('an alert carries title, sector, prefecture, salary, deadline and link; the HTML escapes the title', () => {
    const items = [{ vacancy: vacancy(), link: 'https://example.com/jobs/abcdefghij12345' }];
    const mail = render.alert('en', items, 'https://example.com/jobs/alerts/unsubscribe?token=t');
    expect(mail.subject).toBe('1 new vacancy in Japan: Caregiver <b>in</b> Aichi');
    for (const part of [
      'Caregiver <b>in</b> Aichi',
      `${en.Jobs.sector}: ${en.Jobs.sectors.caregiving}`,
      `${en.Jobs.prefecture}: Aichi`,
      '¥180,000',
      `${en.Jobs.deadline}: 3 March 2027`,
      'https://example.com/jobs/abcdefghij12345',
      'https://example.com/jobs/alerts/unsubscribe?token=t',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('Caregiver &lt;b&gt;in&lt;/b&gt; Aichi');
    expect(mail.html).not.toContain('<b>in</b>');
  });

  it('several vacancies in one Sinhala alert', () => {
    const items = [
      vacancy(),
      vacancy({ id: 'zzzzzzzzzz12345', title: 'Farm', sector: 'agriculture', deadline: null }),
    ];
    const mail = render.alert(
      'si',
      items.map((v) => ({ vacancy: v, link: `https://example.com/si/jobs/${v.id}` })),
      'u',
    );
    expect(mail.subject).toBe('ජපානයේ නව රැකියා ඇබෑර්තු 2ක්');
    expect(mail.text).toContain(si.Jobs.noDeadline);
    expect(mail.text).toContain(`${si.Jobs.sector}: ${si.Jobs.sectors.agriculture}`);
    expect(mail.text).toContain(`${si.Jobs.prefecture}: ${PREFECTURE_NAMES.aichi.si}`);
  });
});

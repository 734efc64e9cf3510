import { createTranslator } from 'next-intl';
import { PREFECTURE_NAMES } from '@/content/glossary';
import { formatYen } from '@/lib/format';
import { escapeHtml } from '@/lib/html/escape';
import type { Locale } from '@/lib/i18n/locales';
import type { Sector } from '@/lib/jobs/filters';
import type { Rendered } from '@/lib/job-alerts/smtp';
import type { VacancyCard } from '@/lib/jobs/vacancy';
import en from '@/messages/en.json';
import si from '@/messages/si.json';

// The job alert emails, in the subscriber's language: a subject, a plain-text part and an HTML part
// (UTF-8; nodemailer writes the MIME, lib/job-alerts/smtp.ts). Pure: links are given. The outbox
// (lib/job-alerts/outbox.ts) is handed these by its callers (instrumentation.ts, the route).

const MESSAGES = { en, si } as const;
const mailT = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'JobAlerts.mail' });
const jobsT = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Jobs' });

const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
  "<body style=\"margin:0;padding:16px;background:#f6f7f9;font-family:'Noto Sans Sinhala','Iskoola Pota',Arial,sans-serif;color:#1f2937;line-height:1.6\">" +
  `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:20px">${body}</div></body></html>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#b91c1c;color:#fff;` +
  `padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

const para = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The confirmation email: the sectors asked for and the link (valid 48 hours) to the confirm page. */
function confirmationEmail(locale: Locale, sectors: readonly Sector[], link: string): Rendered {
  const t = mailT(locale);
  const names = sectors.map((sector) => jobsT(locale)(`sectors.${sector}`)).join(', ');
  const lines = [
    t('confirmGreeting'),
    t('confirmBody', { sectors: names }),
    t('confirmAction'),
    link,
    t('confirmIgnore'),
    t('signature'),
  ];
  const html = page(
    locale,
    [
      lines.slice(0, 3).map(para).join(''),
      button(link, t('subjectButton')),
      para(lines[4]!),
      para(lines[5]!),
    ].join(''),
  );
  return { subject: t('confirmSubject'), text: `${lines.join('\n\n')}\n`, html };
}

/** The monthly salary in yen: a range, one amount, or "on request" (as the vacancy pages show it). */
function salary(vacancy: VacancyCard, locale: Locale): string {
  const t = jobsT(locale);
  const min = vacancy.salaryMin === null ? null : formatYen(vacancy.salaryMin, locale);
  const max = vacancy.salaryMax === null ? null : formatYen(vacancy.salaryMax, locale);
  if (min && max && vacancy.salaryMax! > vacancy.salaryMin!) return t('salaryRange', { min, max });
  const amount = min ?? max;
  return amount ? t('salaryAmount', { amount }) : t('salaryNone');
}

type AlertVacancy = { vacancy: VacancyCard; link: string };

/** Both emails, as the outbox takes them. */
export const jobAlertEmails = () => ({ confirmation: confirmationEmail, alert: alertEmail });

function facts(item: AlertVacancy, locale: Locale): [string, string][] {
  const t = jobsT(locale);
  const { vacancy } = item;
  return [
    [t('sector'), vacancy.sector ? t(`sectors.${vacancy.sector}`) : '–'],
    [t('prefecture'), vacancy.prefecture ? PREFECTURE_NAMES[vacancy.prefecture][locale] : '–'],
    [t('salary'), salary(vacancy, locale)],
    [t('deadline'), vacancy.deadline ?? t('noDeadline')],
  ];
}

/** An alert: the new vacancies (title, sector, prefecture, salary, deadline, link) and the stop link. */
function alertEmail(locale: Locale, items: readonly AlertVacancy[], unsubscribeLink: string): Rendered {
  const t = mailT(locale);
  const title = (item: AlertVacancy) => item.vacancy.title ?? jobsT(locale)('noTitle');
  const subject = t('alertSubject', { count: items.length, title: items[0] ? title(items[0]) : '' });
  const text = [
    t('alertIntro', { count: items.length }),
    ...items.map((item) =>
      [title(item), ...facts(item, locale).map(([k, v]) => `${k}: ${v}`), `${t('view')}: ${item.link}`].join(
        '\n',
      ),
    ),
    t('free'),
    `${t('why')}\n${t('stop')}: ${unsubscribeLink}`,
    t('signature'),
  ].join('\n\n');
  const cards = items.map(
    (item) =>
      `<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0">` +
      `<h2 style="font-size:18px;margin:0 0 8px">${escapeHtml(title(item))}</h2>` +
      `<table role="presentation" style="border-collapse:collapse">${facts(item, locale)
        .map(
          ([k, v]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>${button(item.link, t('view'))}</div>`,
  );
  const html = page(
    locale,
    para(t('alertIntro', { count: items.length })) +
      cards.join('') +
      para(t('free')) +
      `<p style="font-size:13px;color:#6b7280">${escapeHtml(t('why'))} ` +
      `<a href="${escapeHtml(unsubscribeLink)}" style="color:#6b7280">${escapeHtml(t('stop'))}</a></p>` +
      para(t('signature')),
  );
  return { subject, text: `${text}\n`, html };
}

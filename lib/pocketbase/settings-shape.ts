import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';

// The settings record of `site_settings` (pocketbase/pb_migrations/1767900004_create_site_settings.js)
// and the shape the pages use (lib/pocketbase/settings.ts reads it). No server-only import: the
// e2e specs build the seeded agency's facts with toCompany (e2e/company.ts).

type Localized = Record<Locale, string>;
/** A number as dialled (`tel`: `+94771234567`) and as people write it (`display`: `+94 77 123 4567`). */
export type PhoneNumber = { tel: string; display: string };

export type Company = {
  name: Localized;
  legalName: string;
  foundedYear: number;
  /** The SLBFE licence number. */
  licence: string;
  email: string;
  landline: PhoneNumber;
  mobile: PhoneNumber;
  /** `digits`: as wa.me takes it (lib/whatsapp.ts); `url`: a chat with no text typed in. */
  whatsapp: PhoneNumber & { digits: string; url: string };
  address: Localized;
  tokyoAddress: Localized;
  /** The OpenStreetMap embed of the office ('' when the record has no location). */
  mapEmbedUrl: string;
  /** Each day's hours ('' for closed) and the note under them ('' for none). */
  hours: { weekdays: Localized; saturday: Localized; sunday: Localized; holidayNote: Localized };
  /** Each social link ('' for none). */
  social: { facebook: string; youtube: string; tiktok: string };
  /** The agency's WhatsApp channel of new jobs ('' for none). */
  whatsappChannel: string;
  /** Who answers privacy requests (/privacy); their numbers are the mobile and WhatsApp above. */
  privacyContact: { role: Localized; email: string };
  feePolicy: Localized;
};

const required = z.string().trim().min(1);
const optional = z.string().catch('');
const phone = z.string().regex(/^\+94\d{9}$/);

// Strict where the site would otherwise show a blank: a missing fact stops the read (and a build).
export const settingsRecordSchema = z.object({
  name_en: required,
  name_si: required,
  legal_name: required,
  founded_year: z.number().int().positive(),
  licence_number: required,
  landline: phone,
  mobile: phone,
  whatsapp: phone,
  email: required,
  address_en: required,
  address_si: required,
  tokyo_address_en: required,
  tokyo_address_si: required,
  map_location: z.object({ lat: z.number(), lon: z.number() }).catch({ lat: 0, lon: 0 }),
  hours_weekdays_en: optional,
  hours_weekdays_si: optional,
  hours_saturday_en: optional,
  hours_saturday_si: optional,
  hours_sunday_en: optional,
  hours_sunday_si: optional,
  holiday_note_en: optional,
  holiday_note_si: optional,
  facebook_url: optional,
  youtube_url: optional,
  tiktok_url: optional,
  whatsapp_channel: optional,
  privacy_role_en: required,
  privacy_role_si: required,
  privacy_email: required,
  fee_policy_en: required,
  fee_policy_si: required,
});
type SettingsRecord = z.infer<typeof settingsRecordSchema>;

/** `+94771234567` as people write it: `+94 77 123 4567`. */
export function displayNumber(tel: string): string {
  return `${tel.slice(0, 3)} ${tel.slice(3, 5)} ${tel.slice(5, 8)} ${tel.slice(8)}`;
}

const number = (tel: string): PhoneNumber => ({ tel, display: displayNumber(tel) });

/** The OpenStreetMap embed around `lat`, `lon` with a marker on it ('' at 0, 0: no location). */
export function mapEmbedUrl({ lat, lon }: { lat: number; lon: number }): string {
  if (lat === 0 && lon === 0) return '';
  const f = (n: number) => n.toFixed(4);
  const box = [f(lon - 0.0055), f(lat - 0.005), f(lon + 0.0055), f(lat + 0.005)].join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${f(lat)}%2C${f(lon)}`;
}

const both = (r: SettingsRecord, field: string): Localized => {
  const record = r as unknown as Record<string, string>;
  return { en: record[`${field}_en`] ?? '', si: record[`${field}_si`] ?? '' };
};

/** The record as the pages use it. */
export function toCompany(r: SettingsRecord): Company {
  const digits = r.whatsapp.slice(1);
  return {
    name: both(r, 'name'),
    legalName: r.legal_name,
    foundedYear: r.founded_year,
    licence: r.licence_number,
    email: r.email,
    landline: number(r.landline),
    mobile: number(r.mobile),
    whatsapp: { ...number(r.whatsapp), digits, url: `https://wa.me/${digits}` },
    address: both(r, 'address'),
    tokyoAddress: both(r, 'tokyo_address'),
    mapEmbedUrl: mapEmbedUrl(r.map_location),
    hours: {
      weekdays: both(r, 'hours_weekdays'),
      saturday: both(r, 'hours_saturday'),
      sunday: both(r, 'hours_sunday'),
      holidayNote: both(r, 'holiday_note'),
    },
    social: { facebook: r.facebook_url, youtube: r.youtube_url, tiktok: r.tiktok_url },
    whatsappChannel: r.whatsapp_channel,
    privacyContact: { role: both(r, 'privacy_role'), email: r.privacy_email },
    feePolicy: both(r, 'fee_policy'),
  };
}

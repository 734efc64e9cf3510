import type { Localized } from './types';

/** The agency's mobile number, also its WhatsApp: digits only, with the country code (94). */
const MOBILE = '94771234567';

/** `94771234567` as people write it: `+94 77 123 4567`. */
const spaced = (digits: string) =>
  `+${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;

// docs/spec-summary.md, Fixed content and Home page (Contact): the agency's fixed facts.
export const company = {
  name: { en: 'Hikari Lanka Japan Careers', si: 'හිකාරි ලංකා ජපන් කැරියර්ස්' },
  legalName: 'Hikari Lanka Japan Careers (Pvt) Ltd',
  foundedYear: 2017,
  registrationNumber: 'SLBFE/RA/3045',
  email: 'info@hikarilanka.lk',
  landline: { display: '+94 11 234 5678', tel: '+94112345678' },
  mobile: { display: spaced(MOBILE), tel: `+${MOBILE}` },
  /** The WhatsApp number (the mobile's), as wa.me takes it: digits, country code first. */
  whatsappNumber: MOBILE,
  /** A chat with the agency on WhatsApp (the contact card and the FAQ). */
  whatsapp: `https://wa.me/${MOBILE}`,
  /**
   * The agency's WhatsApp channel of new vacancies (https://whatsapp.com/channel/…), linked from
   * /jobs and each vacancy (components/jobs/whatsapp-channel.tsx); '' when it has none: no link.
   */
  whatsappChannel: '' as string,
  address: {
    en: 'No. 45, Galle Road, Colombo 03, Sri Lanka',
    si: 'අංක 45, ගාලු පාර, කොළඹ 03, ශ්‍රී ලංකාව',
  },
  tokyoAddress: {
    en: '2-8-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo, Japan',
    si: '2-8-1 නිෂි-ෂින්ජුකු, ෂින්ජුකු-කු, ටෝකියෝ, ජපානය',
  },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=79.8450%2C6.9010%2C79.8560%2C6.9110&layer=mapnik&marker=6.9060%2C79.8505',
} as const satisfies {
  name: Localized<string>;
  address: Localized<string>;
  tokyoAddress: Localized<string>;
  [key: string]: unknown;
};

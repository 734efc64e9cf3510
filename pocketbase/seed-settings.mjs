// @ts-check
// The development seed's settings record (pb_migrations/1767900000_create_site_settings.js): the
// sample agency the site shows until the agency types its own facts in the admin. Outside
// loopback the site refuses to start while the record still holds these numbers or this licence
// (lib/pocketbase/sample-settings.ts), as it does for the sample credentials (guard.mjs).

export const SAMPLE_SETTINGS = {
  name_en: 'Hikari Lanka Japan Careers',
  name_si: 'හිකාරි ලංකා ජපන් කැරියර්ස්',
  legal_name: 'Hikari Lanka Japan Careers (Pvt) Ltd',
  founded_year: 2017,
  licence_number: 'SLBFE/RA/3045',
  landline: '+94112345678',
  mobile: '+94771234567',
  whatsapp: '+94771234567',
  email: 'info@hikarilanka.lk',
  address_en: 'No. 45, Galle Road, Colombo 03, Sri Lanka',
  address_si: 'අංක 45, ගාලු පාර, කොළඹ 03, ශ්‍රී ලංකාව',
  tokyo_address_en: '2-8-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo, Japan',
  tokyo_address_si: '2-8-1 නිෂි-ෂින්ජුකු, ෂින්ජුකු-කු, ටෝකියෝ, ජපානය',
  map_location: { lat: 6.906, lon: 79.8505 },
  hours_weekdays_en: '8:00 AM to 5:00 PM',
  hours_weekdays_si: 'පෙ.ව. 8.00 සිට ප.ව. 5.00 දක්වා',
  hours_saturday_en: '8:00 AM to 12:00 noon',
  hours_saturday_si: 'පෙ.ව. 8.00 සිට මධ්‍යාහ්න 12.00 දක්වා',
  hours_sunday_en: '',
  hours_sunday_si: '',
  holiday_note_en: '',
  holiday_note_si: '',
  facebook_url: '',
  youtube_url: '',
  tiktok_url: '',
  privacy_role_en: 'Data Protection Officer',
  privacy_role_si: 'දත්ත ආරක්ෂණ නිලධාරී',
  privacy_email: 'privacy@hikarilanka.lk',
  fee_policy_en:
    'Applying and advice are free. We charge no placement fee before you have a signed job offer; any fee after that is one the SLBFE allows, explained in writing before you pay, with a receipt. Never pay anyone who asks for money in our name.',
  fee_policy_si:
    'අයදුම් කිරීම සහ උපදෙස් නොමිලේ. අත්සන් කළ රැකියා පිරිනැමීමක් ලැබීමට පෙර අපි කිසිදු ස්ථානගත කිරීමේ ගාස්තුවක් අය නොකරමු; ඉන් පසු ඕනෑම ගාස්තුවක් ශ්‍රී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශය අනුමත කරන එකක් වන අතර, ඔබ ගෙවීමට පෙර එය ලිඛිතව පැහැදිලි කර රිසිට්පතක් ලබා දෙමු. අපගේ නමින් මුදල් ඉල්ලන කිසිවෙකුට නොගෙවන්න.',
};

/** The fields whose sample value must be replaced before the site goes public. */
export const SAMPLE_FIELDS = /** @type {const} */ (['licence_number', 'landline', 'mobile', 'whatsapp']);

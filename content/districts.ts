import type { District } from '@/lib/applications/fields';
import type { Localized } from './types';

/** Sri Lanka's 25 districts in both languages, in the order of their English names. */
export const districtNames: Record<District, Localized<string>> = {
  ampara: { en: 'Ampara', si: 'අම්පාර' },
  anuradhapura: { en: 'Anuradhapura', si: 'අනුරාධපුර' },
  badulla: { en: 'Badulla', si: 'බදුල්ල' },
  batticaloa: { en: 'Batticaloa', si: 'මඩකලපුව' },
  colombo: { en: 'Colombo', si: 'කොළඹ' },
  galle: { en: 'Galle', si: 'ගාල්ල' },
  gampaha: { en: 'Gampaha', si: 'ගම්පහ' },
  hambantota: { en: 'Hambantota', si: 'හම්බන්තොට' },
  jaffna: { en: 'Jaffna', si: 'යාපනය' },
  kalutara: { en: 'Kalutara', si: 'කළුතර' },
  kandy: { en: 'Kandy', si: 'මහනුවර' },
  kegalle: { en: 'Kegalle', si: 'කෑගල්ල' },
  kilinochchi: { en: 'Kilinochchi', si: 'කිලිනොච්චිය' },
  kurunegala: { en: 'Kurunegala', si: 'කුරුණෑගල' },
  mannar: { en: 'Mannar', si: 'මන්නාරම' },
  matale: { en: 'Matale', si: 'මාතලේ' },
  matara: { en: 'Matara', si: 'මාතර' },
  monaragala: { en: 'Monaragala', si: 'මොණරාගල' },
  mullaitivu: { en: 'Mullaitivu', si: 'මුලතිව්' },
  nuwara_eliya: { en: 'Nuwara Eliya', si: 'නුවරඑළිය' },
  polonnaruwa: { en: 'Polonnaruwa', si: 'පොළොන්නරුව' },
  puttalam: { en: 'Puttalam', si: 'පුත්තලම' },
  ratnapura: { en: 'Ratnapura', si: 'රත්නපුර' },
  trincomalee: { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය' },
  vavuniya: { en: 'Vavuniya', si: 'වවුනියාව' },
};

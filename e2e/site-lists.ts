import { parseServiceDetails } from '../lib/pocketbase/service-details';
import SEED from '../pocketbase/seed-site-lists.json';

// The seeded services, special programs and why-us items (pocketbase/seed-site-lists.json), in
// order, as the specs read them: each text in both languages, a service's details as groups.

export const services = SEED.services.map((s) => ({
  id: s.slug,
  title: { en: s.title_en, si: s.title_si },
  description: { en: s.description_en, si: s.description_si },
  details: { en: parseServiceDetails(s.details_en), si: parseServiceDetails(s.details_si) },
}));

export const programs = SEED.special_programs.map((p) => ({ title: { en: p.title_en, si: p.title_si } }));

export const whyUsItems = SEED.why_us_items.map((w) => ({ title: { en: w.title_en, si: w.title_si } }));

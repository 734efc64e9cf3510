import { toCompany } from '../lib/pocketbase/settings-shape';
import SAMPLE_SETTINGS from '../pocketbase/seed-settings.json';

// The seeded agency's facts as the pages show them (the settings record of pocketbase/seed-settings.json,
// shaped by lib/pocketbase/settings-shape.ts): what the specs expect on a freshly seeded site.
export const company = toCompany(SAMPLE_SETTINGS);

import { z } from 'zod';

// An application's answers as PocketBase's `applications` keeps them, read leniently (a missing or
// odd value is empty, 0 or false): one shape for each reader that takes them back, the delivery
// (./store.ts) and the staff's export (./export-read.ts). The birth date is each reader's own.

const text = z.string().catch('');

export const STORED_ANSWERS = {
  full_name: text,
  called_name: text,
  phone: text,
  whatsapp: text,
  email: text,
  district: text,
  japanese_level: text,
  skills_test: text,
  experience_years: z.number().catch(0),
  passport: text,
  message: text,
  locale: text,
  consent: z.boolean().catch(false),
  cv: z.array(z.string()).catch([]),
};

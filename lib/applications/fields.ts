/**
 * The choices and limits of a job application (/jobs/[id]/apply): one place for the form, the
 * schema (./schema.ts), the route (app/api/apply) and the PocketBase collection `applications`
 * (pocketbase/pb_migrations), whose select values are these keys.
 */

/** Sri Lanka's 25 districts, as the collection stores them (names: content/districts.ts). */
export const DISTRICTS = [
  'ampara',
  'anuradhapura',
  'badulla',
  'batticaloa',
  'colombo',
  'galle',
  'gampaha',
  'hambantota',
  'jaffna',
  'kalutara',
  'kandy',
  'kegalle',
  'kilinochchi',
  'kurunegala',
  'mannar',
  'matale',
  'matara',
  'monaragala',
  'mullaitivu',
  'nuwara_eliya',
  'polonnaruwa',
  'puttalam',
  'ratnapura',
  'trincomalee',
  'vavuniya',
] as const;
export type District = (typeof DISTRICTS)[number];

export const JAPANESE_LEVELS = ['none', 'n5', 'n4', 'n3', 'n2', 'n1', 'jft_a2'] as const;
export const SKILLS_TESTS = ['passed', 'booked', 'not_yet'] as const;
export const PASSPORTS = ['valid', 'applied', 'none'] as const;
/** Where staff have got with an application; they set it in the admin, the site never does. */
export const APPLICATION_STATUSES = ['new', 'contacted', 'shortlisted', 'rejected', 'placed'] as const;

export const FULL_NAME_MAX = 100;
export const CALLED_NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 1000;
export const EXPERIENCE_MAX = 40;
export const MIN_AGE = 18;
/** The oldest birth year the form offers. */
export const OLDEST_BIRTH_YEAR_OFFSET = 70;

/**
 * The CV: one PDF, or up to CV_MAX_PHOTOS photos of a paper CV; each file CV_FILE_MAX_BYTES at
 * most, so three photos straight from a phone's camera pass without scripts (with scripts the
 * browser scales them down first: ./photos.ts). The PocketBase field `cv` (pb_migrations) holds the
 * same size per file; nginx's body limit for /api/apply (docs/nginx/hikari.conf) is just above
 * APPLY_BODY_MAX_BYTES. __tests__/upload-limits.test.ts holds all three to these numbers.
 */
export const CV_MAX_PHOTOS = 3;
export const CV_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CV_PDF = 'application/pdf';
export const CV_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/**
 * What /api/apply reads of a form at most: three files at their limit and room for the typed
 * fields and the multipart framing. Also what a phone keeps of forms waiting for the network
 * (lib/offline/queue-limits.ts).
 */
export const APPLY_BODY_MAX_BYTES = CV_MAX_PHOTOS * CV_FILE_MAX_BYTES + 64 * 1024;
/** CV_FILE_MAX_BYTES as people read it: "5 MB" (each file). */
export const CV_LIMIT_LABEL = `${CV_FILE_MAX_BYTES / 1024 / 1024} MB`;
/**
 * A photo's pixels at most, read from its header before anything decodes it (./cv-files.ts) and
 * sharp's `limitInputPixels`: a 16-megapixel phone camera passes, a decompression bomb does not.
 */
export const PHOTO_MAX_PIXELS = 16_000_000;
/** PHOTO_MAX_PIXELS as people read it, in millions ("16"). */
export const PHOTO_MAX_MEGAPIXELS = PHOTO_MAX_PIXELS / 1_000_000;
/** A photo's long side after scaling, in the browser (./photos.ts) and on the server (./cv-files.ts). */
export const PHOTO_LONG_SIDE = 2000;

/** The text fields of the form, in the order the form shows them (the CV comes last). */
export const APPLY_FIELDS = [
  'full_name',
  'called_name',
  'phone',
  'same_whatsapp',
  'whatsapp',
  'email',
  'birth_day',
  'birth_month',
  'birth_year',
  'district',
  'japanese_level',
  'skills_test',
  'experience_years',
  'passport',
  'message',
  'consent',
] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

/** Where an error is shown: the date's three controls share one message, and so do the CV's files. */
export type ErrorField =
  Exclude<ApplyField, 'birth_day' | 'birth_month' | 'birth_year' | 'same_whatsapp'> | 'birth_date' | 'cv';

export const APPLY_ERROR_KEYS = [
  'required',
  'fullNameLatin',
  'invalidChars',
  'tooLong',
  'phoneInvalid',
  'emailInvalid',
  'birthDateInvalid',
  'tooYoung',
  'choose',
  'experienceInvalid',
  'messageTooLong',
  'consentRequired',
  'cvRequired',
  'cvType',
  'cvMixed',
  'cvTooMany',
  'cvTooLarge',
  'cvPixels',
  'cvUnreadable',
] as const;
export type ApplyErrorKey = (typeof APPLY_ERROR_KEYS)[number];

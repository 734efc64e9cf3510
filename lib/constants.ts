// SPEC §9 UI thresholds.
export const NAV_SOLID_AFTER_PX = 20;
export const NARROW_SWITCH_HIDE_AFTER_PX = 80;

// SPEC §3 "Stored preference": local storage key, mirrored in a cookie for the server.
export const LOCALE_STORAGE_KEY = 'appLanguage';
export const LOCALE_COOKIE = 'appLanguage';
export const LOCALE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

// SPEC §9 notifications.
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;

// SPEC §9 page sizes.
export const BLOG_PAGE_SIZE = 50;
export const EVENTS_PAGE_SIZE = 10;
export const RESOURCES_PAGE_SIZE = 10;
export const BLOG_EXCERPT_CHARS = 150;
export const HOME_TESTIMONIALS = 6;

// How long an event lasts in its calendar file: records hold a start time only.
export const EVENT_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

// Seconds a cached PocketBase read stays fresh before a background revalidation.
export const REVALIDATE_SECONDS = 60;

// Set by middleware.ts for a minute when it chose Sinhala from the browser language alone,
// so the client can tell that redirect from an explicit /si link (SPEC §4).
export const LOCALE_AUTO_COOKIE = 'appLanguageAuto';

// Set by /api/language for a minute with the language cookie, when the switch was used before the
// page's scripts ran: the next page copies the cookie's choice into local storage (SPEC §4).
export const LOCALE_SAVED_COOKIE = 'appLanguageSaved';

// UI thresholds (docs/spec-summary.md, Constants).
export const NAV_SOLID_AFTER_PX = 20;
export const NARROW_SWITCH_HIDE_AFTER_PX = 80;

// The visitor's chosen language, in the browser's local storage (lib/i18n/locale-script.ts).
export const LOCALE_STORAGE_KEY = 'appLanguage';

// Notifications.
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;

// Page sizes.
export const BLOG_PAGE_SIZE = 50;
export const EVENTS_PAGE_SIZE = 10;
export const RESOURCES_PAGE_SIZE = 10;
export const BLOG_EXCERPT_CHARS = 150;
export const HOME_TESTIMONIALS = 6;

// How long an event lasts in its calendar file: records hold a start time only.
export const EVENT_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

// Seconds a cached PocketBase read stays fresh before a background revalidation.
export const REVALIDATE_SECONDS = 60;

import type { ContactFormStrings } from './form-strings';
import { escapeHtml } from '@/lib/escape-html';
import type { Locale } from '@/lib/i18n/locales';
import { CONTACT_FIELDS, type ContactField, INQUIRY_TYPES } from './rules';

// The pages /api/contact answers a contact form with when the form was posted without scripts
// (a tap on "Send" before the page's scripts ran, or scripts that never arrived on a bad
// network): plain HTML with inline styles, in the visitor's language. A refused form comes back
// filled in with what was typed and the reason beside each field, so nothing is lost.

type Strings = ContactFormStrings & { backToSite: string };

/** What every page of this file needs: its language, strings, the way back, and Sinhala's face. */
export type Frame = {
  locale: Locale;
  strings: Strings;
  /** The home page's contact section in `locale`. */
  home: string;
  /** @font-face rules of the site's Sinhala face (lib/font-files.ts), or ''. */
  fontFace: string;
};

const esc = escapeHtml;

const STYLE = `body{margin:0;font:16px/1.5 "Site Sinhala",ui-sans-serif,system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin-top:1rem}input,select,textarea{display:block;box-sizing:border-box;width:100%;
margin-top:.25rem;padding:.6rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;font:inherit;background:#fff}
[aria-invalid]{border-color:#dc2626}.error{color:#b91c1c;margin:.25rem 0 0;font-size:.875rem}
button,.back{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border:0;border-radius:.5rem;
background:#be123c;color:#fff;font:inherit;font-weight:600;text-decoration:none}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`;

function htmlDocument({ locale, fontFace }: Frame, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${fontFace}${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The form was stored (or it was a bot's): the success notice and a way back. */
export function sentPage(frame: Frame): string {
  const { strings, home } = frame;
  return htmlDocument(
    frame,
    strings.success.title,
    `<h1>${esc(strings.success.title)}</h1><p>${esc(strings.success.description)}</p>
<a class="back" href="${esc(home)}">${esc(strings.backToSite)}</a>`,
  );
}

type Refused = {
  error: string;
  fieldErrors: Partial<Record<ContactField, string>>;
  /** What was posted, to fill the form in again. */
  values: Record<string, string>;
};

function field(name: ContactField, label: string, error: string | undefined, control: string): string {
  const message = error ? `<p class="error" id="contact-${name}-error">${esc(error)}</p>` : '';
  return `<label for="contact-${name}">${esc(label)}</label>${control}${message}`;
}

function controlAttrs(name: ContactField, error: string | undefined): string {
  const invalid = error ? ` aria-invalid="true" aria-describedby="contact-${name}-error"` : '';
  return `id="contact-${name}" name="${name}" required${invalid}`;
}

/** The form was refused: the reason, and the form again with what was typed. */
export function refusedPage(frame: Frame, refused: Refused): string {
  const { locale, strings, home } = frame;
  const { fieldErrors: errors, values } = refused;
  const value = (name: string) => esc(values[name] ?? '');
  const text = (name: 'name' | 'email' | 'phone', type: string) =>
    field(
      name,
      strings[name],
      errors[name],
      `<input type="${type}" ${controlAttrs(name, errors[name])} value="${value(name)}">`,
    );
  const options = INQUIRY_TYPES.map(
    (type) =>
      `<option value="${type}"${values.inquiryType === type ? ' selected' : ''}>${esc(strings.types[type])}</option>`,
  ).join('');
  const controls: Record<ContactField, string> = {
    name: text('name', 'text'),
    email: text('email', 'email'),
    phone: text('phone', 'tel'),
    inquiryType: field(
      'inquiryType',
      strings.inquiryType,
      errors.inquiryType,
      `<select ${controlAttrs('inquiryType', errors.inquiryType)}>${options}</select>`,
    ),
    message: field(
      'message',
      strings.message,
      errors.message,
      `<textarea rows="6" ${controlAttrs('message', errors.message)}>${value('message')}</textarea>`,
    ),
  };
  // novalidate: a field left wrong again is answered by this route in the page's language, not by
  // the browser's own messages in the browser's.
  return htmlDocument(
    frame,
    strings.failure.title,
    `<h1>${esc(strings.failure.title)}</h1><p role="alert">${esc(refused.error)}</p>
<form method="post" action="/api/contact" novalidate>${CONTACT_FIELDS.map((name) => controls[name]).join('')}
<input type="hidden" name="locale" value="${locale}">
<div class="trap" aria-hidden="true"><label for="contact-website">${esc(strings.honeypot)}</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">${esc(strings.submit)}</button></form>
<p><a href="${esc(home)}">${esc(strings.backToSite)}</a></p>`,
  );
}

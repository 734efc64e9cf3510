import { escapeHtml } from '@/lib/html/escape';
import { SLOT as TEXT_SLOT } from './queue-limits';
import { unescapeHtml } from './saved-html';

/**
 * The page the service worker (./form-post.ts) answers a form with when the browser posted it
 * itself (the form's script had not loaded) and the network failed: the precached offline page
 * of the form's language, whose empty slot (components/layout/saved-form-slot.tsx) carries the
 * words in `data-texts`; the worker writes the notice into it (saved, the reference, the limits;
 * or that it could not be kept), so the notice is in the served HTML before any script. A small
 * inline script after the slot (SAVED_FORM_SCRIPT) asks the worker to send the form when the
 * page sees `online`, and every SEND_EVERY_MS, and shows the outcome the worker tells it.
 */
export const SAVED_FORM_ID = 'form-saved';
/** The offline page's own description, hidden when the page answers a form. */
export const OFFLINE_DESCRIPTION_ID = 'offline-description';
/** What the page posts to the worker: send what you keep now. */
export const SEND_MESSAGE = 'hl-send-forms';
/** What the worker posts to its pages when a form it kept was sent or refused. */
export const OUTCOME_MESSAGE = 'hl-form-outcome';
const SEND_EVERY_MS = 10_000;

/** The words of the notice, in the page's language (namespace `FormQueue`). */
export type SavedFormTexts = {
  savedTitle: string;
  saved: string;
  reference: string;
  limit: string;
  full: string;
  notKept: string;
  sentTitle: string;
  /** With TEXT_SLOT.reference. */
  sent: string;
  refusedTitle: string;
  /** With TEXT_SLOT.reason. */
  refused: string;
};

/** What the worker did with a form: kept it (with its reference), or could not. */
export type SavedForm =
  | { state: 'queued'; id: string; reference: string; back?: string }
  | { state: 'full' | 'unavailable'; back?: string };

const NOTICE_CLASS =
  'space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink-900 focus:outline-2 focus:outline-amber-700';

function notice(texts: SavedFormTexts, form: SavedForm): string {
  if (form.state !== 'queued') {
    const text = form.state === 'full' ? texts.full : texts.notKept;
    return `<div role="alert" data-testid="form-not-kept" class="${NOTICE_CLASS}"><p>${escapeHtml(text)}</p></div>`;
  }
  return (
    `<div role="status" tabindex="-1" data-testid="form-queued" class="${NOTICE_CLASS}">` +
    `<p class="text-lg font-bold">${escapeHtml(texts.savedTitle)}</p>` +
    `<p>${escapeHtml(texts.saved)}</p>` +
    `<p>${escapeHtml(texts.reference)}: <strong data-testid="queued-reference" class="font-mono text-lg tracking-wider">${escapeHtml(form.reference)}</strong></p>` +
    `<p class="text-sm text-ink-700">${escapeHtml(texts.limit)}</p></div>`
  );
}

const SLOT = new RegExp(`(<div\\b[^>]*\\bid="${SAVED_FORM_ID}"[^>]*)(>)(</div>)`);
const DESCRIPTION = new RegExp(`<p\\b([^>]*\\bid="${OFFLINE_DESCRIPTION_ID}")`);

/** The offline page answering a form: the notice in its slot, the page's own description hidden. */
export function withSavedForm(html: string, form: SavedForm): string {
  const slot = SLOT.exec(html);
  const raw = slot && /\bdata-texts="([^"]*)"/.exec(slot[1]!)?.[1];
  if (!slot || !raw) return html;
  const texts = JSON.parse(unescapeHtml(raw)) as SavedFormTexts;
  const attributes =
    (form.state === 'queued' ? ` data-form-id="${escapeHtml(form.id)}"` : '') +
    (form.back ? ` data-back="${escapeHtml(form.back)}"` : '');
  return html
    .replace(
      SLOT,
      (_, open: string, end: string, close: string) =>
        `${open}${attributes}${end}${notice(texts, form)}${close}`,
    )
    .replace(DESCRIPTION, (_, rest: string) => `<p hidden${rest}`);
}

/**
 * Runs as the page is parsed (plain ES2017, no script file). Only on a page that answers a kept
 * form: puts the form's own address back in the bar (a reload then opens that page, never posts
 * again), asks the worker to send on `online` and every SEND_EVERY_MS, and shows what it tells.
 */
export const SAVED_FORM_SCRIPT = `(function () {
  var slot = document.getElementById('${SAVED_FORM_ID}');
  var id = slot && slot.getAttribute('data-form-id');
  var worker = navigator.serviceWorker;
  if (!id || !worker) return;
  var texts = JSON.parse(slot.getAttribute('data-texts'));
  var back = slot.getAttribute('data-back');
  if (back) history.replaceState(null, '', back);
  var ask = function () {
    worker.ready.then(function (registration) {
      if (registration.active) registration.active.postMessage({ type: '${SEND_MESSAGE}' });
    });
  };
  var timer = setInterval(ask, ${SEND_EVERY_MS});
  worker.addEventListener('message', function (event) {
    var outcome = event.data;
    if (!outcome || outcome.type !== '${OUTCOME_MESSAGE}' || outcome.id !== id) return;
    clearInterval(timer);
    var sent = outcome.status === 'sent';
    var box = slot.querySelector('[data-testid="form-queued"]');
    var title = document.createElement('p');
    title.className = 'text-lg font-bold';
    title.textContent = sent ? texts.sentTitle : texts.refusedTitle;
    var text = document.createElement('p');
    text.textContent = sent
      ? texts.sent.split('${TEXT_SLOT.reference}').join(outcome.reference)
      : texts.refused.split('${TEXT_SLOT.reason}').join(outcome.reason);
    box.replaceChildren(title, text);
    box.setAttribute('data-testid', sent ? 'form-sent' : 'form-refused');
    box.setAttribute('role', sent ? 'status' : 'alert');
  });
  worker.startMessages();
  window.addEventListener('online', ask);
  ask();
})();`;

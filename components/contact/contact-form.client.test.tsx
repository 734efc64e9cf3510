import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Outcome, QueuedForm } from '@/lib/offline/form-queue';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';
import { queueStrings } from '@/lib/offline/queue-strings';
import { RECORD_ID } from '@/lib/record-id';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';
import { ContactFormClient } from './contact-form.client';
import { contactFormStrings } from '@/lib/contact/strings';

// The contact form without a network (lib/offline/form-queue.ts): the message is kept, with the
// id and reference made at its first try, the form says so in its place, and once the queue has
// sent it the confirmation shows the reference. The queue itself runs in e2e/offline-forms.spec.ts.

// The agency's number the confirmation names (the site reads it from the settings record).
const AGENCY = { display: '+94 77 123 4567', whatsappNumber: '94771234567' };

const kept: { form: Omit<QueuedForm, 'queuedAt'>; listener: (outcome: Outcome) => void }[] = [];
jest.mock('@/lib/offline/queue-loader', () => ({
  loadQueue: async () => null,
  offline: () => false,
  keepForLater: async (form: Omit<QueuedForm, 'queuedAt'>, listener: (outcome: Outcome) => void) => {
    kept.push({ form, listener });
    return { kept: 'queued', stop: () => {} };
  },
}));
const errors: unknown[] = [];
jest.mock('@/components/toast/notify', () => ({
  notify: { error: (input: unknown) => errors.push(input), success: () => {}, info: () => {} },
}));

beforeEach(() => {
  kept.length = 0;
  errors.length = 0;
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
});

async function sendOffline() {
  const strings = await contactFormStrings('en', AGENCY);
  const queue = await queueStrings('en');
  render(<ContactFormClient locale="en" labelledBy="t" strings={strings} queue={queue} />);
  fireEvent.change(screen.getByLabelText(strings.name, { exact: false }), {
    target: { value: VALID_INQUIRY.name },
  });
  fireEvent.change(screen.getByLabelText(strings.email, { exact: false }), {
    target: { value: VALID_INQUIRY.email },
  });
  fireEvent.change(screen.getByLabelText(strings.message, { exact: false }), {
    target: { value: VALID_INQUIRY.message },
  });
  fireEvent.submit(screen.getByRole('button', { name: strings.submit }).closest('form')!);
  const notice = await screen.findByTestId('form-queued');
  return { strings, queue, notice };
}

test('a message the network failed is kept with the ids of its first try, and said so', async () => {
  const { queue, notice } = await sendOffline();
  expect(kept).toHaveLength(1);
  const { form } = kept[0]!;
  const body = JSON.parse(form.json!) as Record<string, string>;
  expect(form.id).toMatch(RECORD_ID);
  expect(form.reference).toMatch(REFERENCE_PATTERN);
  expect(body).toMatchObject({ id: form.id, reference: form.reference, name: VALID_INQUIRY.name });
  expect(form.url).toBe('/api/contact');
  expect(notice).toHaveTextContent(queue.saved);
  expect(screen.getByTestId('queued-reference')).toHaveTextContent(form.reference);
  expect(errors).toEqual([]);
});

test('once the queue has sent it, the confirmation shows the reference', async () => {
  await sendOffline();
  const { form, listener } = kept[0]!;
  act(() => listener({ id: form.id, status: 'sent', reference: form.reference }));
  expect(await screen.findByTestId('contact-reference')).toHaveTextContent(form.reference);
});

test('refused later, the form comes back filled in, with the reason', async () => {
  const { strings } = await sendOffline();
  const { form, listener } = kept[0]!;
  act(() => listener({ id: form.id, status: 'refused', reason: 'Too many messages.' }));
  expect(await screen.findByLabelText(strings.name, { exact: false })).toHaveValue(VALID_INQUIRY.name);
  expect(errors).toHaveLength(1);
  expect(JSON.stringify(errors[0])).toContain('Too many messages.');
});

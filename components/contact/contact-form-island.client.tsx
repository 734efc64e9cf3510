'use client';

import type { ComponentProps, ComponentType } from 'react';
import { Island } from '@/components/ui/island';
import type { ContactFormClient } from './contact-form.client';

type Props = ComponentProps<typeof ContactFormClient>;

// The contact form's script is fetched when the visitor reaches for the form, not with the page
// (components/ui/island.tsx): the form is the HTML the server drew until then, and posts without
// it as it does without scripts.
const load = () => import('./contact-form.client').then((module) => module.ContactFormClient);

// The form itself, on the server only: Next replaces `typeof window` before bundling, so the
// browser's bundle has no copy of it.
const Server: ComponentType<Props> | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, left out of the browser's bundle
      (require('./contact-form.client') as typeof import('./contact-form.client')).ContactFormClient
    : null;

/** An address that fills the form in (components/contact/linked-inquiry.ts) starts it at once. */
const options = { now: () => /[?&](?:inquiry|vacancy)=/.test(window.location.search) };

export function ContactFormIsland(props: Props) {
  return <Island Server={Server} load={load} props={props} options={options} />;
}

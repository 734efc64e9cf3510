'use client';

import type { ComponentProps, ComponentType } from 'react';
import { Island } from '@/components/ui/island';
import { hasDraft } from '@/lib/applications/draft-key';
import type { ApplyFormClient } from './apply-form.client';

type Props = ComponentProps<typeof ApplyFormClient>;

// The application form's script is fetched when the applicant reaches for the form, not with the
// page (components/ui/island.tsx): the form is the HTML the server drew until then, and posts
// without it as it does without scripts.
const load = () => import('./apply-form.client').then((module) => module.ApplyFormClient);

// The form itself, on the server only: Next replaces `typeof window` before bundling, so the
// browser's bundle has no copy of it.
const Server: ComponentType<Props> | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, left out of the browser's bundle
      (require('./apply-form.client') as typeof import('./apply-form.client')).ApplyFormClient
    : null;

/** What this tab typed before a reload is put back at once (lib/applications/draft.ts). */
const options = { now: (props: Props) => hasDraft(props.vacancy) };

export function ApplyFormIsland(props: Props) {
  return <Island Server={Server} load={load} props={props} options={options} />;
}

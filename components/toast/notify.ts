'use client';

export type NotifyKind = 'success' | 'error' | 'info';
type NotifyInput = { title: string; description?: string };

type Sonner = typeof import('sonner');

// sonner is fetched with the first notification, not with every page: it is mounted then in the
// layout's slot (./toaster.tsx, ./toaster-root.tsx), and the toast shown once it listens. A slot
// drawn anew (the layout mounted again) gets the toaster again.
let sonner: Promise<Sonner> | null = null;
let mounted: Promise<Element> | null = null;

async function loadToaster(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  const loaded = await sonner;
  if (!mounted || !(await mounted).isConnected)
    mounted = import('./toaster-root').then((root) => root.mountToaster(loaded));
  await mounted;
  return loaded;
}

async function show(kind: NotifyKind, { title, description }: NotifyInput) {
  const { toast } = await loadToaster();
  // One fixed id per kind: a new notification of the same kind replaces the old one, so at most
  // one shows (docs/spec-summary.md, Notifications). The Toaster's visibleToasts=1 caps the rest.
  toast[kind](title, { id: `notice-${kind}`, description });
}

export const notify = {
  success: (input: NotifyInput) => void show('success', input),
  error: (input: NotifyInput) => void show('error', input),
  info: (input: NotifyInput) => void show('info', input),
};

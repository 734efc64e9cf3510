'use client';

export type NotifyKind = 'success' | 'error' | 'info';
type NotifyInput = { title: string; description?: string };

type Sonner = typeof import('sonner');

// sonner is fetched with the first notification, not with every page: notify() asks
// the layout's <Toaster> to load and mount it, then shows the toast once it listens.
let sonner: Promise<Sonner> | null = null;
let requested = false;
const requestListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Toaster side: called when a notification wants the toaster (now, if one already did). */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Toaster side: sonner's <Toaster> is mounted and listening. */
export function toasterMounted() {
  markMounted();
}

async function show(kind: NotifyKind, { title, description }: NotifyInput) {
  requested = true;
  for (const listener of requestListeners) listener();
  const { toast } = await loadSonner();
  await mounted;
  // One fixed id per kind: a new notification of the same kind replaces the old one, so at most
  // one shows (docs/spec-summary.md, Notifications). The Toaster's visibleToasts=1 caps the rest.
  toast[kind](title, { id: `notice-${kind}`, description });
}

export const notify = {
  success: (input: NotifyInput) => void show('success', input),
  error: (input: NotifyInput) => void show('error', input),
  info: (input: NotifyInput) => void show('info', input),
};

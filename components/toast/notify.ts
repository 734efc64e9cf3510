'use client';

import { toast } from 'sonner';

export type NotifyKind = 'success' | 'error' | 'info';
export type NotifyInput = { title: string; description?: string };

// One fixed id per kind: a new notification of the same kind replaces the old one, so at most
// one shows (SPEC §4). The Toaster's visibleToasts=1 caps the rest.
export const notify = {
  success: ({ title, description }: NotifyInput) =>
    toast.success(title, { id: 'notice-success', description }),
  error: ({ title, description }: NotifyInput) => toast.error(title, { id: 'notice-error', description }),
  info: ({ title, description }: NotifyInput) => toast.info(title, { id: 'notice-info', description }),
};

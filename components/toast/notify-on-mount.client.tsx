'use client';

import { useEffect } from 'react';
import { notify, type NotifyKind } from './notify';

/** Shows a notification for a state the server already knows about (an empty list, a failed load). */
export function NotifyOnMount({
  kind,
  title,
  description,
}: {
  kind: NotifyKind;
  title: string;
  description?: string;
}) {
  useEffect(() => {
    notify[kind]({ title, description });
  }, [kind, title, description]);
  return null;
}

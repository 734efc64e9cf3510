'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { NotifyOnMount } from '@/components/toast/notify-on-mount.client';
import type { NotifyKind } from '@/components/toast/notify';

/**
 * The toast of a record list's empty/failed state. Silent when the page was reached by a
 * redirect that brought its own notice (`?notice=…`, /blog after a bad post link): that notice
 * has the single toast slot. Read on the client, so the page itself stays one cached answer.
 */
export function RecordToast(props: { kind: NotifyKind; title: string; description?: string }) {
  const notice = useSearchParams().get('notice');
  // Decided on arrival: the notice drops `?notice=` from the address once shown (BlogNotice).
  const [silent] = useState(notice !== null);
  return silent ? null : <NotifyOnMount {...props} />;
}

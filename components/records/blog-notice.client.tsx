'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { notify } from '@/components/toast/notify';

type BlogNoticeMessages = { title: string; 'invalid-post': string; 'failed-post': string };

/**
 * Shows the toast of a redirect from /blog/{id} (`?notice=invalid-post|failed-post`;
 * docs/spec-summary.md, Blog post states), then drops the query so a reload does not repeat it.
 */
export function BlogNotice({ messages }: { messages: BlogNoticeMessages }) {
  const notice = useSearchParams().get('notice');
  useEffect(() => {
    if (notice !== 'invalid-post' && notice !== 'failed-post') return;
    notify.error({ title: messages.title, description: messages[notice] });
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [notice, messages]);
  return null;
}

'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One answer open at a time (docs/spec-summary.md, Dialogs and accordion) in a browser whose
 * `<details name>` does not keep it (before Chrome 120, Safari 17.2, Firefox 130): an answer that
 * opens closes the others of the group. The answers open and close with no script (./faq.tsx).
 */
export function FaqGroup({ className, children }: { className: string; children: ReactNode }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = group.current!;
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const other of element.querySelectorAll<HTMLDetailsElement>('details[open]')) {
        if (other !== opened) other.open = false;
      }
    };
    // `toggle` does not bubble: the group takes it in the capture phase.
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <div ref={group} className={className}>
      {children}
    </div>
  );
}

'use client';

import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

type FaqAccordionItem = { id: string; question: string; answer: ReactNode };

/**
 * One item open at a time (docs/spec-summary.md, Dialogs and accordion); the open one collapses on
 * a second click.
 */
export function FaqAccordion({ items }: { items: FaqAccordionItem[] }) {
  const prefix = useId();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${prefix}-q-${item.id}`;
        const panelId = `${prefix}-a-${item.id}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
              >
                <span>{item.question}</span>
                <Icon
                  name="chevron-down"
                  aria-hidden
                  className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-4 pb-5 text-ink-700 sm:px-5"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

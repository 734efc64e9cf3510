// Apart from ./enhanced-link.ts so that the islands' runtime (./island.tsx), in a page's first-load
// script, takes this rule without that module's hook.

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the script takes over: the main button, no key held (a new tab or window stays the browser's). */
export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

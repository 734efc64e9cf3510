import { useSyncExternalStore } from 'react';

// A link that a script turns into something richer (a card's link to a service's details or to a
// testimonial's clip, which opens a dialog instead): the page works before and without the script,
// and once it runs a plain click is the script's while the browser keeps every other click.

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the script takes over: the main button, no key held (a new tab or window stays the browser's). */
export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const noSubscription = () => () => {};

/**
 * False in the server's markup and while it hydrates, true once the page's scripts run: a link
 * announces the dialog it opens (aria-haspopup) only when it will open one.
 */
export const useScriptsRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

import { useSyncExternalStore } from 'react';

// A link that a script turns into something richer (a card's link to a service's details or to a
// testimonial's clip, which opens a dialog instead): the page works before and without the script,
// and once it runs a plain click is the script's while the browser keeps every other click.

export { isPlainClick } from './plain-click';

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

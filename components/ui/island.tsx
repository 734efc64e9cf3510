import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { isPlainClick } from './plain-click';

// A client component whose script is no part of the page's first load. The server renders it into
// the page's HTML as usual, and the page's own hydration leaves that HTML alone (an empty
// `dangerouslySetInnerHTML` is a leaf React does not look into). Its module is fetched when the
// visitor first reaches for it (a pointer over it or down on it, the focus inside it), when an
// image in it fails, when it comes within a screen of the view (`near`), or at once (`now`); it is
// then hydrated in a root of its own onto the same elements: what was typed, the focus and the
// caret stay where they are. Until then it is the plain HTML, as without scripts: a click on one
// of its links or buttons, or a form sent, waits for the module and is then done again by it (the
// dialog opens, the form is sent by its script); should the module not arrive, a link is
// followed and a form posted as without scripts.
// The client boundaries that use it name the module to fetch and draw it on the server
// (docs/architecture.md, "Islands").

/** What fetches an island's module: a visitor reaching for it, or a picture in it that failed. */
const REACH = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'error'] as const;

type Load<P> = () => Promise<ComponentType<P>>;
type IslandOptions<P> = {
  /** Whether to fetch it at once rather than on first reach (read in the browser). */
  now?: (props: P, element: HTMLElement) => boolean;
  /** Also fetch it when it comes within a screen of the view. */
  near?: boolean;
};

/** Runs `done` once its children's effects have run: the island is hydrated. */
function Ready({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const isSubmit = (element: HTMLElement) =>
  element instanceof HTMLButtonElement && element.type === 'submit' && element.form !== null;

/** A click or a form sent before the module ran, to be done again once it has (or without it). */
type Waiting = { form: HTMLFormElement } | { click: HTMLElement } | null;

/**
 * Catches what the visitor does before the module runs; `redo` does it again. A press under way (a
 * pointer or a key down in the island) is waited for: hydrated in its midst, the component would
 * not have seen it begin (the carousel would swap its slides under the finger); `released` runs
 * once it ends, after its click.
 */
function waiting(fetchModule: () => void, released: () => void) {
  let held: Waiting = null;
  let pressed = false;
  const press = () => {
    pressed = true;
  };
  const release = () => {
    if (!pressed) return;
    pressed = false;
    setTimeout(released);
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target };
    fetchModule();
  };
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('a[href], button');
    if (!target || !isPlainClick(event)) return;
    event.preventDefault();
    held = { click: target };
    fetchModule();
  };
  return {
    listen(element: HTMLElement, on: boolean) {
      const method = on ? 'addEventListener' : 'removeEventListener';
      element[method]('submit', onSubmit, true);
      element[method]('click', onClick as EventListener, true);
      for (const type of ['pointerdown', 'keydown']) element[method](type, press, true);
      // On the window: a press may end away from the island.
      for (const type of ['pointerup', 'pointercancel', 'keyup']) window[method](type, release, true);
    },
    pressed: () => pressed,
    /** Done by the module (`hydrated`), or as without scripts: a form posted, a link followed. */
    redo(hydrated: boolean) {
      const was = held;
      held = null;
      if (was && 'form' in was) return hydrated ? was.form.requestSubmit() : was.form.submit();
      // Without it, a link is followed and a form's send button sends the form as without scripts.
      const native = was && (was.click instanceof HTMLAnchorElement || isSubmit(was.click));
      if (was && (hydrated || native)) was.click.click();
    },
  };
}

/**
 * Fetches and starts the island in `element` when it is reached (see REACH and the options), or
 * at once when it has no server HTML (a page the router drew in the browser). Returns what stops it.
 */
function start<P extends object>(element: HTMLElement, load: Load<P>, props: P, options: IslandOptions<P>) {
  let stopped = false;
  let fetched = false;
  let root: Root | null = null;
  // The island's own root: the server's wrapper inside this element, or a new one. Never this
  // element itself, which belongs to the page's root.
  const fresh = !element.firstElementChild;
  const container = element.firstElementChild ?? element.appendChild(document.createElement('div'));
  container.className = 'contents';
  let arrived: ComponentType<P> | null = null;
  const held = waiting(fetchModule, () => mount());
  const observer = options.near
    ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fetchModule(), {
        rootMargin: '100% 0px',
      })
    : null;
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of REACH) element[method](type, fetchModule, { capture: true, passive: true });
    held.listen(element, on);
    if (!on) observer?.disconnect();
  };
  const ready = () => {
    listen(false);
    // The focus it had before: told to the component now (the forms fetch their checks on focus).
    const active = document.activeElement;
    if (active && container.contains(active))
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    held.redo(true);
  };
  function mount() {
    const Component = arrived;
    if (!Component || root || stopped || held.pressed() || !container.isConnected) return;
    const tree = (
      <Ready done={ready}>
        <Component {...props} />
      </Ready>
    );
    root = fresh ? createRoot(container) : hydrateRoot(container, tree);
    if (fresh) root.render(tree);
  }
  function fetchModule() {
    if (fetched) return;
    fetched = true;
    observer?.disconnect();
    load().then(
      (Component) => {
        arrived = Component;
        mount();
      },
      () => {
        // No module (a dropped connection): the HTML stays as it is, as without scripts.
        listen(false);
        held.redo(false);
      },
    );
  }
  listen(true);
  // The island's own box: its wrappers have none (`display: contents`).
  observer?.observe(container.firstElementChild ?? container);
  if (fresh || options.now?.(props, element)) fetchModule();
  return () => {
    stopped = true;
    listen(false);
    // Unmounted after React's own commit, never during it.
    if (root) setTimeout(() => root?.unmount());
  };
}

/**
 * The island: `Server` (the component itself, only on the server) renders its HTML; in the
 * browser `load` fetches it, and starts it with the props it was first drawn with.
 */
export function Island<P extends object>({
  Server,
  load,
  props,
  options = NO_OPTIONS,
}: {
  Server: ComponentType<P> | null;
  load: Load<P>;
  props: P;
  options?: IslandOptions<P>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Started once: the props it was drawn with are the ones it keeps.
  useEffect(
    () => start(ref.current!, load, props, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  if (Server)
    return (
      <div className="contents">
        <div className="contents">
          <Server {...props} />
        </div>
      </div>
    );
  // suppressHydrationWarning: the server's children stay, unseen by this root.
  return (
    <div ref={ref} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}

const NO_OPTIONS = {};

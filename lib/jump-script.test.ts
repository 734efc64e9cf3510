import { JUMP_SCRIPT } from './jump-script';

/**
 * Runs the inline script on a page loaded as `type` (the navigation entry's type, null: none);
 * returns whether it marked the page, a way to fire the events it listens to, and its listeners.
 */
function run(type: string | null) {
  const root = document.createElement('html');
  const listeners = new Map<string, { listener: (event: { target: unknown }) => void; capture: boolean }>();
  const performance = {
    getEntriesByType: (kind: string) => (kind === 'navigation' && type ? [{ type }] : []),
  };
  const addEventListener = (name: string, listener: (event: { target: unknown }) => void, capture = false) =>
    listeners.set(name, { listener, capture });
  new Function('document', 'performance', 'addEventListener', JUMP_SCRIPT)(
    { documentElement: root },
    performance,
    addEventListener,
  );
  const fire = (name: string, target: unknown = null) => listeners.get(name)?.listener({ target });
  return { jumped: () => root.hasAttribute('data-jump'), fire, listeners };
}

/** A link with `href`, and an element inside it (what a tap hits). */
function link(href: string) {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  const inner = document.createElement('span');
  a.append(inner);
  return inner;
}

describe('the inline jump script', () => {
  test('a page opened by a link or typed address keeps the sections deferred', () => {
    expect(run('navigate').jumped()).toBe(false);
    expect(run(null).jumped()).toBe(false);
  });

  test('a reload or a step back marks the page before anything is drawn', () => {
    expect(run('reload').jumped()).toBe(true);
    expect(run('back_forward').jumped()).toBe(true);
  });

  test('following a link with a hash marks the page, in the capture phase', () => {
    const page = run('navigate');
    expect(page.listeners.get('click')?.capture).toBe(true);
    page.fire('click', link('/#contact'));
    expect(page.jumped()).toBe(true);
    const other = run('navigate');
    other.fire('click', link('/si#why-choose-us'));
    expect(other.jumped()).toBe(true);
  });

  test('a link without a hash, or a tap outside any link, does not', () => {
    const page = run('navigate');
    page.fire('click', link('/blog'));
    page.fire('click', document.createElement('button'));
    page.fire('click', null);
    expect(page.jumped()).toBe(false);
  });

  test('a back or forward step and a hash change mark the page', () => {
    const back = run('navigate');
    back.fire('popstate');
    expect(back.jumped()).toBe(true);
    const hash = run('navigate');
    hash.fire('hashchange');
    expect(hash.jumped()).toBe(true);
  });
});

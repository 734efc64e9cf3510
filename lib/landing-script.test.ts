import { LANDING_SCRIPT } from './landing-script';

/** Runs the inline script as a page loaded at `address` would, in jsdom's document. */
function load(address: string) {
  const url = new URL(address, 'https://site.example');
  new Function('location', LANDING_SCRIPT)({ hash: url.hash, pathname: url.pathname });
}

const scrollBehavior = () => document.documentElement.style.scrollBehavior;

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the inline landing script', () => {
  test('a page loaded at an anchor jumps to it: smooth scrolling is off', () => {
    load('/si#contact');
    expect(scrollBehavior()).toBe('auto');
  });

  test("the visitor's first pointer press turns smooth scrolling back on, once", () => {
    load('/#services');
    window.dispatchEvent(new Event('pointerdown'));
    expect(scrollBehavior()).toBe('');
    // The listeners are gone: a later change of the style is not undone by another press.
    document.documentElement.style.scrollBehavior = 'auto';
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(scrollBehavior()).toBe('auto');
  });

  test('so does a key press (a link followed from the keyboard)', () => {
    load('/blog#top');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(scrollBehavior()).toBe('');
  });

  test('a page loaded without a hash keeps the stylesheet smooth scrolling', () => {
    load('/si');
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});

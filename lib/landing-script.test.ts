import { LANDING_SCRIPT } from './landing-script';

/** Runs the inline script as a page load would, in jsdom's document. */
function load() {
  new Function(LANDING_SCRIPT)();
}

const scrollBehavior = () => document.documentElement.style.scrollBehavior;

afterEach(() => {
  // A press ends any listener a test left behind.
  window.dispatchEvent(new Event('pointerdown'));
  document.documentElement.removeAttribute('style');
});

describe('the inline landing script', () => {
  test('a page load jumps to its anchor or passage at once: smooth scrolling is off', () => {
    load();
    expect(scrollBehavior()).toBe('auto');
  });

  test("the visitor's first pointer press turns smooth scrolling back on, once", () => {
    load();
    window.dispatchEvent(new Event('pointerdown'));
    expect(scrollBehavior()).toBe('');
    // The listeners are gone: a later change of the style is not undone by another press.
    document.documentElement.style.scrollBehavior = 'auto';
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(scrollBehavior()).toBe('auto');
  });

  test('so does a key press (a link followed from the keyboard)', () => {
    load();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(scrollBehavior()).toBe('');
  });
});

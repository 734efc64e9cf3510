import { isPlainClick } from './enhanced-link';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes a click of the main button with no key held', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves the browser a click for a new tab or window, or of another button', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { IntentLink } from './intent-link';

function setup() {
  const prefetch = jest.fn();
  const router = {
    prefetch,
    push: jest.fn(),
    replace: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
  };
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <IntentLink href="/si/blog" className="underline">
        Blog
      </IntentLink>
    </AppRouterContext.Provider>,
  );
  return { prefetch, link: screen.getByRole('link', { name: 'Blog' }) };
}

describe('IntentLink', () => {
  it('is a plain link to its address that fetches nothing on its own', () => {
    const { prefetch, link } = setup();
    expect(link).toHaveAttribute('href', '/si/blog');
    expect(link).toHaveClass('underline');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer over it', (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ['a finger down on it', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
  ])('fetches its page on %s', (_, reach) => {
    const { prefetch, link } = setup();
    reach(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/si/blog');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorStringsProvider } from '@/components/layout/error-strings.client';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ErrorPage from './error';

describe('routing-failure screen', () => {
  it.each([
    ['en', en, 'Unexpected Application Error!', '/'],
    ['si', si, 'අනපේක්ෂිත යෙදුම් දෝෂයක්!', '/si'],
  ] as const)('shows the %s message, a retry and a way home', (_locale, messages, title, home) => {
    const reset = jest.fn();
    render(
      <ErrorStringsProvider value={{ ...messages.ErrorPage, homeHref: home }}>
        <ErrorPage error={new Error('boom')} reset={reset} />
      </ErrorStringsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: messages.ErrorPage.home })).toHaveAttribute('href', home);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorStringsProvider } from '@/components/layout/error-strings.client';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ErrorPage from './error';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

describe('routing-failure screen (SPEC §8)', () => {
  it.each([
    ['en', en, 'Unexpected Application Error!'],
    ['si', si, 'අනපේක්ෂිත යෙදුම් දෝෂයක්!'],
  ] as const)('shows the %s message, a retry and a way home', (locale, messages, title) => {
    const reset = jest.fn();
    render(
      <ErrorStringsProvider value={messages.ErrorPage}>
        <ErrorPage error={new Error('boom')} reset={reset} />
      </ErrorStringsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: messages.ErrorPage.home })).toHaveAttribute('href', '/');
  });
});

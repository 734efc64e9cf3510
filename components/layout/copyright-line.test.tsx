import { render, screen } from '@testing-library/react';
import { COPYRIGHT_YEAR_SCRIPT, CopyrightLine } from './copyright-line';

/** The line as the server draws it, and its inline script run as the page is parsed. */
function load(text: string, year: number) {
  render(<CopyrightLine text={text} year={year} />);
  new Function(COPYRIGHT_YEAR_SCRIPT)();
}

describe('CopyrightLine', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the current year on 1 January though the page was rendered the year before', () => {
    jest.useFakeTimers().setSystemTime(new Date(2031, 0, 1, 0, 0, 5));
    load('© 2030 Example Ltd. All rights reserved.', 2030);
    expect(screen.getByText('© 2031 Example Ltd. All rights reserved.')).toBeInTheDocument();
  });

  it('keeps the rendered line within the same year', () => {
    jest.useFakeTimers().setSystemTime(new Date(2030, 11, 31, 23, 59, 0));
    load('© 2030 Example Ltd.', 2030);
    expect(screen.getByText('© 2030 Example Ltd.')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { CopyrightLine } from './copyright-year.client';

describe('CopyrightLine', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the current year on 1 January though the page was rendered the year before', () => {
    jest.useFakeTimers().setSystemTime(new Date(2031, 0, 1, 0, 0, 5));
    render(<CopyrightLine text="© 2030 Example Ltd. All rights reserved." year={2030} />);
    expect(screen.getByText('© 2031 Example Ltd. All rights reserved.')).toBeInTheDocument();
  });

  it('keeps the rendered line within the same year', () => {
    jest.useFakeTimers().setSystemTime(new Date(2030, 11, 31, 23, 59, 0));
    render(<CopyrightLine text="© 2030 Example Ltd." year={2030} />);
    expect(screen.getByText('© 2030 Example Ltd.')).toBeInTheDocument();
  });
});

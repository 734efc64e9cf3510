import { createLogBudget, parseCspReport, reportLine } from './csp-report';

describe('parseCspReport', () => {
  test('reads the report-uri format', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://example.lk/si',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://tracker.example/pixel.gif',
      },
    };
    expect(parseCspReport(body)).toEqual([
      {
        document: 'https://example.lk/si',
        directive: 'img-src',
        blocked: 'https://tracker.example/pixel.gif',
      },
    ]);
  });

  test('reads the Reporting API format and skips other report types', () => {
    const body = [
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://example.lk/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
        },
      },
    ];
    expect(parseCspReport(body)).toEqual([
      { document: 'https://example.lk/', directive: 'script-src-elem', blocked: 'inline' },
    ]);
  });

  test('refuses bodies that are neither format', () => {
    for (const body of [
      null,
      'text',
      42,
      {},
      { 'csp-report': 'x' },
      { 'csp-report': {} },
      [1],
      [{ type: 'csp-violation' }],
    ])
      expect(parseCspReport(body)).toBeNull();
  });

  test('strips control characters and bounds each field', () => {
    const [v] = parseCspReport({
      'csp-report': {
        'document-uri': 'https://a/\n[csp] forged line\u2028',
        'blocked-uri': 'x'.repeat(5000),
      },
    })!;
    expect(v!.document).toBe('https://a/ [csp] forged line ');
    expect(v!.blocked).toHaveLength(200);
    expect(v!.directive).toBe('');
  });
});

describe('createLogBudget', () => {
  test('logs at most the budget a minute per address and reports what it dropped', () => {
    let now = 0;
    const budget = createLogBudget({ perAddress: 2, total: 100 }, () => now);
    const takes = () => [1, 2, 3, 4].map(() => budget.take('203.0.113.7').ok);
    expect(takes()).toEqual([true, true, false, false]);
    now = 60_000;
    expect(budget.take('203.0.113.7')).toEqual({ ok: true, droppedBefore: 2 });
    expect(budget.take('203.0.113.7')).toEqual({ ok: true, droppedBefore: 0 });
    expect(budget.take('203.0.113.7').ok).toBe(false);
  });
});

describe('one log line per report', () => {
  /** A Reporting API batch of `count` violations, each with a long blocked URL (about 5.6 KB in all). */
  const batch = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      type: 'csp-violation',
      body: {
        documentURL: 'https://example.lk/',
        effectiveDirective: 'img-src',
        blockedURL: `https://tracker.example/${i}/${'p'.repeat(40)}`,
      },
    }));

  test("a 5.6 KB report of 60 violations is one line and takes one of its address's 10 lines", () => {
    const body = batch(60);
    expect(JSON.stringify(body).length).toBeGreaterThan(5_600);
    const violations = parseCspReport(body)!;
    expect(violations).toHaveLength(60);
    expect(reportLine(violations)).toBe(
      `[csp] violation: img-src blocked "https://tracker.example/0/${'p'.repeat(40)}" on https://example.lk/ (+59 more in this report)`,
    );
    const budget = createLogBudget({ perAddress: 10, total: 300 }, () => 0);
    expect(budget.take('198.51.100.1').ok).toBe(true); // the report's one line
    const left = Array.from({ length: 10 }, () => budget.take('198.51.100.1').ok).filter(Boolean);
    expect(left).toHaveLength(9);
  });

  test('a report of one violation has no count, and an empty batch no line', () => {
    expect(reportLine([{ document: 'https://a/', directive: 'script-src', blocked: 'inline' }])).toBe(
      '[csp] violation: script-src blocked "inline" on https://a/',
    );
    expect(reportLine([])).toBeNull();
  });
});

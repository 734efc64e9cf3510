import { createLogBudget, parseCspReport } from './csp-report';

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
  test('logs at most the budget a minute and reports what it dropped', () => {
    let now = 0;
    const budget = createLogBudget(2, () => now);
    expect([budget.take().ok, budget.take().ok, budget.take().ok, budget.take().ok]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    now = 60_000;
    expect(budget.take()).toEqual({ ok: true, droppedBefore: 2 });
    expect(budget.take()).toEqual({ ok: true, droppedBefore: 0 });
    expect(budget.take().ok).toBe(false);
  });
});

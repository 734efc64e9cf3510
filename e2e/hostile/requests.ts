import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { E2E_PORT } from '../env';
import { rawHttp } from '../harness/raw-http';

// What a hostile case is, how it is sent, and the checks and generators several handlers share.

/** fast-check's seed for this run (printed; HOSTILE_SEED repeats a run). */
export const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

export type Answer = { status: number; headers: Record<string, string>; body: string };
export type Case = {
  cls: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent with node:http exactly as written (dot segments, chunked bodies). */
  raw?: boolean;
  chunked?: boolean;
  /** Sent one after another, before the parallel batches (the rate-limit sequence). */
  sequential?: boolean;
  status: number;
  /** Extra check on the answer; returns a problem or null. */
  check?: (answer: Answer) => string | null;
};

/** `numRuns` values of `arb`, from this run's seed (`salt` keeps each generator's draws apart). */
export const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number, salt: number): T[] =>
  fc.sample(arb, { numRuns, seed: SEED + salt });

let addressCounter = 0;
/** A client address of its own (documentation range), so the rate limit meets only its case. */
export const nextAddress = () =>
  `2001:db8:a5::${process.pid.toString(16)}:${(addressCounter++).toString(16)}`;
export const json = { 'content-type': 'application/json' };

/** Strings that are not JSON. */
export const notJson = (maxLength: number) =>
  fc.string({ maxLength }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  });

/** The answer is JSON with an `error` message. */
export const hasError = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { error?: unknown }).error ? null : 'no error message';
  } catch {
    return `not JSON: ${answer.body.slice(0, 120)}`;
  }
};

/** `times` requests of each method to `path`, all answered 405. */
export function wrongMethods(
  cls: string,
  path: string,
  methods: string[],
  times: number,
  check?: Case['check'],
): Case[] {
  return methods.flatMap((method) =>
    Array.from({ length: times }, () => ({ cls, method, path, status: 405, check })),
  );
}

async function rawRequest(c: Case): Promise<Answer> {
  // No Content-Length when `chunked`: the handler must stop reading at the limit by itself.
  const answer = await rawHttp(E2E_PORT, c.path, {
    method: c.method,
    headers: c.headers,
    body: c.body,
    chunked: c.chunked,
  });
  return {
    status: answer.status,
    headers: Object.fromEntries(
      Object.entries(answer.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
    ),
    body: answer.body.toString('utf8'),
  };
}

async function send(request: APIRequestContext, c: Case): Promise<Answer> {
  if (c.raw) return rawRequest(c);
  const response = await request.fetch(c.path, {
    method: c.method,
    headers: c.headers,
    data: c.body,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** What a run of cases got: every answer's status per class, what differed, and any 5xx. */
type Report = {
  sent: number;
  histogram: Map<number, number>;
  perClass: Map<string, Map<number, number>>;
  mismatches: Map<string, string[]>;
  serverErrors: string[];
};

const CONCURRENCY = 8;

/**
 * Sends every case and compares each answer with its class's status (and check). The
 * rate-limit sequence goes first, in order; everything else in CONCURRENCY parallel lanes.
 */
export async function sendAll(request: APIRequestContext, cases: Case[]): Promise<Report> {
  const report: Report = {
    sent: 0,
    histogram: new Map(),
    perClass: new Map(),
    mismatches: new Map(),
    serverErrors: [],
  };
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  const note = (cls: string, problem: string) =>
    report.mismatches.set(cls, [...(report.mismatches.get(cls) ?? []), problem]);
  const run = async (c: Case) => {
    const where = `${c.method} ${c.path.length > 120 ? `${c.path.slice(0, 120)}…(${c.path.length})` : c.path}`;
    let answer: Answer;
    try {
      answer = await send(request, c);
    } finally {
      report.sent += 1;
    }
    count(report.histogram, answer.status);
    if (!report.perClass.has(c.cls)) report.perClass.set(c.cls, new Map());
    count(report.perClass.get(c.cls)!, answer.status);
    if (answer.status >= 500) report.serverErrors.push(`${answer.status} ${where}`);
    const problem = answer.status !== c.status ? `got ${answer.status}` : (c.check?.(answer) ?? null);
    if (problem) note(c.cls, `${where}: ${problem}`);
  };
  const guarded = (c: Case) =>
    run(c).catch((error) =>
      note(c.cls, `${c.method} ${c.path.slice(0, 120)}: no answer (${String(error).slice(0, 120)})`),
    );
  for (const c of cases.filter((x) => x.sequential)) await guarded(c);
  const queue = cases.filter((x) => !x.sequential);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let c = queue.shift(); c; c = queue.shift()) await guarded(c);
    }),
  );
  return report;
}

/** The report as text: the seed, the count, the statuses overall and per class. */
export function summary(report: Report, seconds: string): string {
  const statuses = (m: Map<number, number>) =>
    [...m.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
  return [
    `seed ${SEED}; ${report.sent} requests in ${seconds} s`,
    `statuses: ${statuses(report.histogram)}`,
    ...[...report.perClass.entries()].map(([cls, m]) => `  ${cls}: ${statuses(m)}`),
  ].join('\n');
}

/** A form posted without scripts and refused: a 303 to the refused page with the answer cookie. */
export const toRefusedPage: Case['check'] = (answer) =>
  /^\/(si\/)?contact\/refused$/.test(answer.headers.location ?? '') &&
  (answer.headers['set-cookie'] ?? '').includes('hl-contact-answer.0=')
    ? null
    : `location ${answer.headers.location}`;

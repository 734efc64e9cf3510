import 'server-only';
import nodemailer from 'nodemailer';
import { env, isLoopbackHost } from '@/lib/env';

// The email channel: one message to one SMTP server (SMTP_* in lib/env.ts) with nodemailer. It
// knows nothing of PocketBase: an outbox (lib/job-alerts/outbox.ts) stores each email first, gives
// it here as `Outgoing`, and records the outcome. The outcome is ok, or an error worth trying
// again later (the server is down, refused the message for now or for good: the outbox backs off).
// Every try of one email carries the same Message-ID and X-Entity-Ref-ID (the outbox record's id),
// so a receiver or a test can tell a repeat of an at-least-once delivery from a new email.

/** An email's words: a subject, the plain text and the HTML. */
export type Rendered = { subject: string; text: string; html: string };

export type Outgoing = Rendered & {
  /** The outbox record's id: the email's identity across tries. */
  id: string;
  to: string;
  /** More headers (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};

/** `permanent`: the server refused the message for good (a 5xx reply): trying again cannot help. */
export type SendResult = { ok: true } | { ok: false; error: string; permanent: boolean };

/** Whether email can be sent at all: an SMTP server is set. */
export const smtpConfigured = (): boolean => env().SMTP_HOST !== '';

/** The Message-ID of outbox record `id`, under the From address's domain. */
function messageId(id: string): string {
  const from = env().SMTP_FROM;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

function transport() {
  const { SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_TLS, SMTP_TIMEOUT_MS } = env();
  // Outside loopback, fail closed: no email in clear text to another machine.
  if (SMTP_TLS === 'none' && !isLoopbackHost(SMTP_HOST))
    throw new Error('SMTP_TLS=none is taken only for an SMTP server on loopback');
  return nodemailer.createTransport({
    host: SMTP_HOST,
    port: SMTP_PORT,
    secure: SMTP_TLS === 'tls',
    requireTLS: SMTP_TLS === 'starttls' && !isLoopbackHost(SMTP_HOST),
    ignoreTLS: SMTP_TLS === 'none',
    auth: SMTP_USER ? { user: SMTP_USER, pass: SMTP_PASSWORD } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/** Sends one email; never throws. */
export async function sendEmail(email: Outgoing): Promise<SendResult> {
  try {
    const mailer = transport();
    try {
      await mailer.sendMail({
        from: env().SMTP_FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        textEncoding: 'base64',
        messageId: messageId(email.id),
        headers: { 'X-Entity-Ref-ID': email.id, ...email.headers },
      });
    } finally {
      mailer.close();
    }
    return { ok: true };
  } catch (error) {
    // The server's words, never the address: a refusal may quote it.
    const { code, message, responseCode } = (error ?? {}) as {
      code?: unknown;
      message?: unknown;
      responseCode?: unknown;
    };
    return {
      ok: false,
      error: `${String(code ?? 'error')}: ${String(message ?? error)}`
        .replace(/[^\s<>@"]+@[^\s<>@"]+/g, '<address>')
        .slice(0, 500),
      permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600,
    };
  }
}

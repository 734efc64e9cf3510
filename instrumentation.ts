// Next calls register() once per server process: start the contact outbox's retry loop there
// (Node runtime only; the module is imported lazily so the edge bundle never sees it).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startRetryLoop } = await import('@/lib/contact/outbox');
    startRetryLoop();
  }
}

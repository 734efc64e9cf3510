// Ports and secrets the e2e server is started with (playwright.config.ts) and specs use.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4100);
export const WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}/hook`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
export const PREVIEW_SECRET = 'e2e-preview-secret';

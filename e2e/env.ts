// Ports and secrets the e2e server is started with (playwright.config.ts) and specs use. The
// ports are free ones e2e/run.mjs picks (`npm run test:e2e`).
function port(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} is not set: run the e2e suite with \`npm run test:e2e\` (e2e/run.mjs)`);
  return value;
}

export const E2E_PORT = port('E2E_PORT');
export const WEBHOOK_PORT = port('E2E_WEBHOOK_PORT');
export const WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}/hook`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
export const PREVIEW_SECRET = 'e2e-preview-secret';

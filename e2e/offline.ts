import type { BrowserContext, Page } from '@playwright/test';

// What the specs of the service worker share (e2e/offline.spec.ts, e2e/offline-forms.spec.ts).

/** Opens a page and waits until the service worker controls it (it registers once the page is idle). */
export async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/**
 * No network, for the pages and for the service worker: Playwright's offline mode does not reach
 * a service worker's own requests in Chromium (its fetch still got 200), so every request the
 * context makes, the worker's included, is also failed as a dropped connection fails.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The network back, for the pages and the worker. */
export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

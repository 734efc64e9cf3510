import type { Page } from '@playwright/test';
import { company } from './company';
import { SINHALA_LOCAL_NAMES } from '../lib/fonts/faces';
import { services } from './site-lists';
import { expect, expectNoAxeViolations, FIRST_OPEN, ONCE, scrollThrough, test, VIEWPORTS } from './fixtures';

const serviceCard = (page: Page, title: string) =>
  page.locator('#services').getByRole('link', { name: title });

test.describe('home page', () => {
  test('spells the fixed strings of the spec in both languages, on the page', ONCE, async ({ page }) => {
    const spelled = {
      '/': { services: 'Our services', whyUs: 'Why choose us', close: 'Close' },
      '/si': { services: 'අපගේ සේවා', whyUs: 'අපව තෝරා ගත යුත්තේ ඇයි', close: 'වසන්න' },
    };
    for (const [path, words] of Object.entries(spelled)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: words.services, exact: true })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: words.whyUs, exact: true })).toBeAttached();
      await page.locator('#services').getByRole('link').first().click();
      await expect(page.getByRole('dialog').getByRole('button', { name: words.close })).toBeVisible(
        FIRST_OPEN,
      );
      await page.keyboard.press('Escape');
    }
  });

  test('has the sections and anchors in the spec order', async ({ page, gotoPage, m, siteLocale }) => {
    await gotoPage('/');
    await expect(page.getByRole('heading', { level: 1, name: m.Hero.title })).toBeVisible();
    const ids = await page.evaluate(() => [...document.querySelectorAll('main [id]')].map((el) => el.id));
    const order = ['home', 'about', 'services', 'programs', 'why-choose-us', 'contact'];
    expect(ids.filter((id) => order.includes(id))).toEqual(order);
    for (const heading of [m.About.heading, m.Services.heading, m.Programs.heading, m.WhyUs.heading]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  });

  test(
    'hero image is preloaded, high priority, modern format and never lazy',
    ONCE,
    async ({ page, gotoPage, request }) => {
      await gotoPage('/');
      const hero = page.locator('#home img');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).not.toHaveAttribute('loading', 'lazy');
      await expect(hero).toHaveAttribute('sizes', '100vw');
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toContain('/_next/image');
      const response = await request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(response.headers()['content-type']).toMatch(/image\/(avif|webp)/);
      // Until the photo arrives the section's own gradient shows, not a blurred SVG drawn under
      // the photo at full screen size on every repaint: no filter in the served page.
      expect(await hero.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none');
      expect(await page.locator('#home').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
        'linear-gradient',
      );
      expect(await (await request.get(page.url())).text()).not.toContain('feGaussianBlur');
    },
  );

  test(
    'a portrait phone gets the tall crop of the hero, sharp and at most 30 KB',
    ONCE,
    async ({ page, gotoPage, request }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await gotoPage('/');
      const hero = page.locator('#home img');
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toContain('hero-portrait');
      const { src, natural, shown } = await hero.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        natural: img.naturalWidth,
        shown: img.getBoundingClientRect().width,
      }));
      // At least one image pixel per CSS pixel across the phone's width (no upscaled middle strip).
      expect(natural).toBeGreaterThanOrEqual(shown);
      const response = await request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect((await response.body()).length).toBeLessThanOrEqual(30 * 1024);
    },
  );

  test('no page preloads a face; the Sinhala face is the phone’s own first', async ({ page, gotoPage }) => {
    await gotoPage('/');
    const faces = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          src: rule.style.getPropertyValue('src'),
          range: rule.style.getPropertyValue('unicode-range'),
          weight: rule.style.getPropertyValue('font-weight'),
        })),
    );
    // One Sinhala face, regular, limited to the Sinhala block (headings embolden it), and no other
    // web face: English text is in the system's face.
    const sinhala = faces.filter((face) => /url\(/.test(face.src) && /U\+D81/i.test(face.range));
    expect(sinhala.map((face) => face.weight)).toEqual(['400']);
    expect(faces.filter((face) => /url\(/.test(face.src))).toHaveLength(1);
    // The phone's own Sinhala faces (lib/fonts/faces.ts) first, the self-hosted file only after them.
    const sources = sinhala[0]!.src.split(/,\s*(?=local\(|url\()/).map((source) => /^\w+/.exec(source)![0]);
    expect(sources).toEqual([...SINHALA_LOCAL_NAMES.map(() => 'local'), 'url']);
    // The inlined stylesheet names the build's file as /static/media/… (next.config.ts serves it).
    expect(sinhala[0]!.src).toMatch(/url\("?\/static\/media\/[^")]+\.woff2"?\) format\("woff2"\)$/);
    // Nothing is preloaded: a preload would fetch the file on phones that have a Sinhala face.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });

  test('metadata has hreflang alternates and Organization JSON-LD', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    await gotoPage('/');
    const origin = /^(https?:\/\/[^/]+)?/.source;
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${origin}/?$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="si"]')).toHaveAttribute(
      'href',
      new RegExp(`${origin}/si$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`${origin}/?$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${origin}${siteLocale === 'en' ? '/?' : '/si'}$`),
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: company.name[siteLocale] });
  });

  test('hero call-to-action goes to #about', ONCE, async ({ page, gotoPage, m }) => {
    await gotoPage('/');
    await page.getByRole('link', { name: m.Hero.cta }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { level: 2, name: m.About.heading })).toBeInViewport();
  });

  test('about shows registration, teams and the director', async ({ page, gotoPage, m, siteLocale }) => {
    await gotoPage('/');
    const about = page.locator('#about');
    await expect(about.getByText(company.licence)).toBeVisible();
    await expect(about.getByText(company.tokyoAddress[siteLocale])).toBeVisible();
    // Its links to the seeded Legal records' PDFs: e2e/samples.spec.ts.
    await expect(about.getByRole('list', { name: m.About.sriLankaTeam }).getByRole('listitem')).toHaveCount(
      6,
    );
    await expect(about.getByRole('list', { name: m.About.japanTeam }).getByRole('listitem')).toHaveCount(2);
    await expect(about.getByRole('heading', { name: m.About.directorHeading })).toBeVisible();
  });

  test(
    'a team member without a photo shows the first two letters of the name, nothing requested',
    ONCE,
    async ({ page, gotoPage, m, siteLocale }) => {
      // A record without a photo: the initials are drawn on the server, nothing is requested.
      const photoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('sachini-fernando')) photoRequests.push(request.url());
      });
      await gotoPage('/');
      const name = siteLocale === 'en' ? 'Sachini Fernando' : 'සචිනි ප්‍රනාන්දු';
      // The <img> is replaced by the initials, so scroll its card into view rather than the image.
      await page.locator('#about').getByRole('listitem').filter({ hasText: name }).scrollIntoViewIfNeeded();
      const avatar = page
        .locator('#about')
        .getByRole('img', { name: m.Team.photoAlt.replace('{name}', name) });
      await expect(avatar).toHaveText(siteLocale === 'en' ? 'SA' : 'සචි');
      const working = page.locator('#about').getByRole('img', {
        name: m.Team.photoAlt.replace('{name}', siteLocale === 'en' ? 'Nuwan Dissanayake' : 'නුවන් දිසානායක'),
      });
      await working.scrollIntoViewIfNeeded();
      await expect
        .poll(() => working.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // It fills its round 96 px frame, from a 1x and a 2x address (not the optimizer's 13 widths).
      const box = await working.boundingBox();
      expect([box?.width, box?.height]).toEqual([96, 96]);
      await expect(working).toHaveAttribute('srcset', /^\S+ 1x, \S+ 2x$/);
      expect(photoRequests).toEqual([]);
    },
  );

  test('every service opens a modal in the current language', async ({ page, gotoPage, m, siteLocale }) => {
    await gotoPage('/');
    for (const [index, service] of services.entries()) {
      const title = service.title[siteLocale];
      await serviceCard(page, title).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible(
        index === 0 ? FIRST_OPEN : undefined,
      );
      // The script opens the modal instead of following the card's link to the details (no anchor).
      expect(new URL(page.url()).hash).toBe('');
      await expect(page.locator(`#service-${service.id}`)).toBeHidden();
      const details = service.details[siteLocale];
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(
        details.map((group) => group.heading),
      );
      await expect(dialog.getByText(details.at(-1)?.items.at(-1) ?? '', { exact: true })).toBeVisible();
      const description = service.description[siteLocale];
      if (description) await expect(dialog.getByText(description, { exact: true })).toBeVisible();
      // learning-materials has a blank description: no paragraph is drawn.
      else await expect(dialog.locator('p')).toHaveCount(0);
      await dialog.getByRole('button', { name: m.ServiceModal.close }).click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test('the modal shows the spec facts', async ({ page, gotoPage, siteLocale }) => {
    await gotoPage('/');
    const facts =
      siteLocale === 'en'
        ? {
            visa: 'Visa Guidance & Documentation',
            processing: 'Visa processing takes 3 to 6 months',
            coe: 'Job offer (COE)',
          }
        : {
            visa: 'වීසා මඟපෙන්වීම සහ ලියකියවිලි',
            processing: 'වීසා සැකසීමට මාස 3 සිට 6 දක්වා කාලයක් ගත වේ',
            coe: 'රැකියා පිරිනැමීම (COE)',
          };
    await serviceCard(page, facts.visa).click();
    await expect(page.getByRole('dialog').getByText(facts.processing)).toBeVisible(FIRST_OPEN);
    await expect(page.getByRole('dialog').getByText(facts.coe)).toBeVisible();
  });

  test('axe finds no violations, with the service modal open too', async ({ page, gotoPage, siteLocale }) => {
    test.slow(); // two axe scans of the longest page, beside other workers
    await gotoPage('/');
    await scrollThrough(page);
    await expectNoAxeViolations(page);
    await serviceCard(page, services[2]!.title[siteLocale]).click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible(FIRST_OPEN);
    await expectNoAxeViolations(page);
  });

  test('each language downloads only its own faces: English pages none at all', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/blog']) {
      fonts.length = 0;
      await gotoPage(path);
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        [...document.fonts]
          .filter((font) => font.status === 'loaded')
          .map((font) => font.family.replace(/"/g, '')),
      );
      if (siteLocale === 'si') {
        // The Sinhala face, regular only; Latin names and numbers are in the system's face. Its
        // file is downloaded only where the machine has none of the Sinhala faces it names first.
        const ownFace = await page.evaluate(async (names) => {
          const probe = new FontFace('Probe', names.map((name) => `local("${name}")`).join(', '));
          return probe.load().then(
            () => true,
            () => false,
          );
        }, SINHALA_LOCAL_NAMES);
        expect(loaded).toEqual(['Site Sinhala']);
        expect(fonts).toHaveLength(ownFace ? 0 : 1);
      } else {
        // English text is in the phone's own face: no web font is asked for (the language toggle's
        // one Sinhala word included).
        expect(loaded).toEqual([]);
        expect(fonts).toEqual([]);
      }
    }
  });
});

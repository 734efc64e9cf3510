import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { parseServiceDetails } from '@/lib/pocketbase/service-details';
import SEED from '@/pocketbase/seed-site-lists.json';
import { ServiceGrid } from './service-grid.client';

// The seeded services (pocketbase/seed-site-lists.json) as lib/pocketbase/site-lists.ts gives them.
const services = SEED.services;
const props = (locale: 'en' | 'si') => ({
  services: services.map((s, index) => ({
    id: `service${String(index).padStart(8, '0')}`,
    slug: s.slug,
    icon: s.icon,
    title: locale === 'si' ? s.title_si : s.title_en,
    description: locale === 'si' ? s.description_si : s.description_en,
    details: parseServiceDetails(locale === 'si' ? s.details_si : s.details_en),
    draft: false,
  })),
  icons: services.map(() => null),
  learnMore: 'View details',
  closeLabel: 'Close',
  backLabel: 'All services',
  draftLabel: 'Draft',
});

describe('ServiceGrid', () => {
  it("serves each card as a link to its details, a block shown while it is the address's target", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ServiceGrid {...props('si')} />);
    const links = [...page.querySelectorAll('ul > li > a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      services.map((service) => `#service-${service.slug}`),
    );
    // No dialog is announced before the script that opens it runs.
    expect(links.filter((link) => link.hasAttribute('aria-haspopup'))).toEqual([]);
    const visa = page.querySelector('#service-visa-guidance')!;
    expect(visa.className).toMatch(/(^| )hidden .*target:block/);
    expect(visa.querySelector('h3')?.textContent).toBe('වීසා මඟපෙන්වීම සහ ලියකියවිලි');
    expect(visa.textContent).toContain('වීසා සැකසීමට මාස 3 සිට 6 දක්වා කාලයක් ගත වේ');
    const back = visa.querySelector('a');
    expect([back?.getAttribute('href'), back?.textContent]).toEqual(['#services', 'All services']);
  });

  it('opens the modal on a click once the script runs, without following the link', async () => {
    render(<ServiceGrid {...props('en')} />);
    const card = screen.getByRole('link', { name: /Visa Guidance & Documentation/ });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    expect(fireEvent.click(card)).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Visa Guidance & Documentation',
    );
  });

  it('leaves a click for a new tab to the browser', () => {
    render(<ServiceGrid {...props('en')} />);
    const card = screen.getByRole('link', { name: /Visa Guidance & Documentation/ });
    expect(fireEvent.click(card, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

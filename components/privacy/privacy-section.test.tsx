import { render, screen, within } from '@testing-library/react';
import { fillPrivacyText, privacySections } from '@/content/privacy';
import { PrivacySectionView } from './privacy-section';

describe('PrivacySectionView', () => {
  const withContact = privacySections.find((s) => s.contact && s.list === undefined)!;
  const withList = privacySections.find((s) => s.list !== undefined)!;
  const facts = {
    name: 'Sample Agency (Pvt) Ltd',
    licence: 'SLBFE/RA/0001',
    address: 'කොළඹ 03',
    role: 'නිලධාරී',
    days: '365',
    backupDays: '7',
    alertDays: '7',
  };
  const contact = {
    email: 'privacy@example.lk',
    phone: { tel: '+94770000001', display: '+94 77 000 0001' },
    whatsappUrl: 'https://wa.me/94770000002',
  };

  it('shows the heading and text in Sinhala with the facts filled in, and the contact as links', () => {
    render(<PrivacySectionView section={withContact} locale="si" facts={facts} contact={contact} />);
    const section = screen.getByRole('region', { name: withContact.heading.si });
    for (const text of withContact.paragraphs.si)
      expect(within(section).getByText(fillPrivacyText(text, facts))).toBeInTheDocument();
    expect(section.textContent).toContain('SLBFE/RA/0001');
    expect(section.textContent).not.toContain('{');
    expect(within(section).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    const numbers = within(section).getAllByRole('link', { name: contact.phone.display });
    expect(numbers.map((a) => a.getAttribute('href'))).toEqual([
      `tel:${contact.phone.tel}`,
      contact.whatsappUrl,
    ]);
    expect(within(section).getByText('ඊ-තැපෑල')).toBeInTheDocument();
  });

  it('shows a list item by item, and no contact where none is asked for', () => {
    render(<PrivacySectionView section={withList} locale="en" facts={facts} contact={contact} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(withList.list!.en);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

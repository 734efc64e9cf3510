import { render, screen, within } from '@testing-library/react';
import { dataProtectionContact, privacySections } from '@/content/privacy';
import { PrivacySectionView } from './privacy-section';

describe('PrivacySectionView', () => {
  const withContact = privacySections.find((s) => s.contact && s.list === undefined)!;
  const withList = privacySections.find((s) => s.list !== undefined)!;

  it('shows the heading and text in Sinhala, and the contact as links', () => {
    render(<PrivacySectionView section={withContact} locale="si" />);
    const section = screen.getByRole('region', { name: withContact.heading.si });
    for (const text of withContact.paragraphs.si) expect(within(section).getByText(text)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: dataProtectionContact.email })).toHaveAttribute(
      'href',
      `mailto:${dataProtectionContact.email}`,
    );
    const numbers = within(section).getAllByRole('link', { name: dataProtectionContact.phone.display });
    expect(numbers.map((a) => a.getAttribute('href'))).toEqual([
      `tel:${dataProtectionContact.phone.tel}`,
      dataProtectionContact.whatsapp,
    ]);
    expect(within(section).getByText('ඊ-තැපෑල')).toBeInTheDocument();
  });

  it('shows a list item by item, and no contact where none is asked for', () => {
    render(<PrivacySectionView section={withList} locale="en" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(withList.list!.en);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

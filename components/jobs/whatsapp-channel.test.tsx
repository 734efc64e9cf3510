import { render, screen } from '@testing-library/react';
import { toCompany } from '@/lib/pocketbase/settings-shape';
import SEED from '@/pocketbase/seed-settings.json';
import { WhatsAppChannel } from './whatsapp-channel';

// The agency's WhatsApp channel link: shown for a channel's address, nothing otherwise.

describe('WhatsAppChannel', () => {
  it('links the channel in a new tab with its label', () => {
    render(
      <WhatsAppChannel href="https://whatsapp.com/channel/0029VaAbCdEf123" label="Follow our new jobs" />,
    );
    const link = screen.getByRole('link', { name: 'Follow our new jobs' });
    expect(link.getAttribute('href')).toBe('https://whatsapp.com/channel/0029VaAbCdEf123');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('draws nothing without a channel, or for an address that is no channel', () => {
    for (const href of [
      '',
      'https://wa.me/94771234567',
      'javascript:alert(1)',
      'http://whatsapp.com/channel/x',
    ]) {
      const { container, unmount } = render(<WhatsAppChannel href={href} label="Follow" />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it("is hidden for the seed's agency, whose settings name no channel", () => {
    const { container } = render(<WhatsAppChannel href={toCompany(SEED).whatsappChannel} label="Follow" />);
    expect(container.innerHTML).toBe('');
  });
});

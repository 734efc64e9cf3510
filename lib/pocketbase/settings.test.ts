/** @jest-environment node */
import { SAMPLE_SETTINGS } from '@/pocketbase/seed-settings.mjs';
import { parseSettings } from './settings';
import { displayNumber, mapEmbedUrl } from './settings-shape';

describe('the settings record as the pages use it', () => {
  it('shows a stored number as people write it', () => {
    expect(displayNumber('+94771234567')).toBe('+94 77 123 4567');
    expect(displayNumber('+94112345678')).toBe('+94 11 234 5678');
  });

  it('draws the map around the office, with a marker; none without a location', () => {
    expect(mapEmbedUrl({ lat: 6.906, lon: 79.8505 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=79.8450%2C6.9010%2C79.8560%2C6.9110&layer=mapnik&marker=6.9060%2C79.8505',
    );
    expect(mapEmbedUrl({ lat: 0, lon: 0 })).toBe('');
  });

  it('shapes the seed record: WhatsApp link, hours, licence', () => {
    const company = parseSettings({ id: 'settings0000001', ...SAMPLE_SETTINGS });
    expect(company.whatsapp).toEqual({
      tel: '+94771234567',
      display: '+94 77 123 4567',
      digits: '94771234567',
      url: 'https://wa.me/94771234567',
    });
    expect(company.licence).toBe('SLBFE/RA/3045');
    expect(company.hours.sunday).toEqual({ en: '', si: '' });
    expect(company.feePolicy.si).toBe(SAMPLE_SETTINGS.fee_policy_si);
  });

  it('stops with a message naming what is missing', () => {
    expect(() => parseSettings(undefined)).toThrow(/site_settings has no record/);
    expect(() => parseSettings({ ...SAMPLE_SETTINGS, whatsapp: '', licence_number: ' ' })).toThrow(
      'the site_settings record is missing or has a malformed licence_number, whatsapp',
    );
  });
});

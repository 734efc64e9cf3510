/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listAnswer, stubPocketBase } from '@/__tests__/support/pocketbase-fetch';
import SAMPLE_SETTINGS from '@/pocketbase/seed-settings.json';
import { getSettings, parseSettings } from './settings';
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

describe('getSettings', () => {
  let answer: () => Response;
  const calls = stubPocketBase(() => answer());
  const dir = mkdtempSync(path.join(process.cwd(), '.settings-test-'));
  beforeAll(() => {
    process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dir);
  });
  afterAll(() => {
    delete process.env.NEXT_DIST_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the one record through the tagged Next cache', async () => {
    answer = () => listAnswer([{ id: 'settings0000001', ...SAMPLE_SETTINGS }]);
    expect((await getSettings()).whatsapp.display).toBe('+94 77 123 4567');
    expect(calls.at(-1)!.url.pathname).toBe('/api/collections/site_settings/records');
    expect(calls.at(-1)!.init.next).toEqual({ revalidate: 60, tags: ['settings'] });
  });

  it("serves the build's copy, with a log line, when PocketBase fails; throws without one", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => new Response('{}', { status: 500 });
    await expect(getSettings()).rejects.toThrow();
    mkdirSync(path.join(dir, 'pocketbase-copy'));
    writeFileSync(
      path.join(dir, 'pocketbase-copy', 'site_settings.json'),
      JSON.stringify({ items: [{ ...SAMPLE_SETTINGS, whatsapp: '+94765550123' }] }),
    );
    expect((await getSettings()).whatsapp.tel).toBe('+94765550123');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("serving the build's copy"));
    error.mockRestore();
  });
});

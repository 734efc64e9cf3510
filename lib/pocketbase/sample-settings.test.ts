/** @jest-environment node */
import SAMPLE_SETTINGS from '@/pocketbase/seed-settings.json';
import { sampleFieldsOf, sampleSettingsReason } from './sample-settings';

describe('the sample agency outside loopback', () => {
  it('names each sample number and the licence still in the record', () => {
    expect(sampleFieldsOf(SAMPLE_SETTINGS)).toEqual(['licence_number', 'landline', 'mobile', 'whatsapp']);
    expect(
      sampleFieldsOf({ ...SAMPLE_SETTINGS, whatsapp: '+94765550123', licence_number: 'SLBFE/RA/9999' }),
    ).toEqual(['landline', 'mobile']);
  });

  it('lets a loopback or development start through without asking PocketBase', async () => {
    await expect(
      sampleSettingsReason({
        NODE_ENV: 'production',
        SITE_URL: 'http://127.0.0.1:3000',
      } as NodeJS.ProcessEnv),
    ).resolves.toBeNull();
    await expect(
      sampleSettingsReason({
        NODE_ENV: 'development',
        SITE_URL: 'https://hikari.example',
      } as NodeJS.ProcessEnv),
    ).resolves.toBeNull();
  });
});

/** @jest-environment node */
import { localizeService, services } from './services';

describe('services', () => {
  it('has the seven SPEC ids in order', () => {
    expect(services.map((service) => service.id)).toEqual([
      'career-counseling',
      'document-translation',
      'visa-guidance',
      'pre-departure-orientation',
      'language-school',
      'skill-development',
      'learning-materials',
    ]);
  });

  it('has details in both languages with the same shape', () => {
    for (const service of services) {
      expect(service.details.si.map((group) => group.items.length)).toEqual(
        service.details.en.map((group) => group.items.length),
      );
    }
  });

  it('picks one language of a service', () => {
    const byId = (id: string) => services.find((service) => service.id === id);
    const visa = byId('visa-guidance');
    expect(visa && localizeService(visa, 'si').title).toBe('වීසා මඟපෙන්වීම සහ ලියකියවිලි');
    expect(byId('learning-materials')?.description).toEqual({ en: '', si: '' });
  });
});

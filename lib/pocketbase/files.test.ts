/** @jest-environment node */
import { fileUrl, isSafeFilePath } from './files';

describe('files', () => {
  it('builds proxy URLs', () => {
    expect(fileUrl('blogs_v3', 'abcdefghij12345', 'a_1.png', { thumb: '640x360' })).toBe(
      '/api/files/blogs_v3/abcdefghij12345/a_1.png?thumb=640x360',
    );
  });

  it('accepts only collection / id / file', () => {
    expect(isSafeFilePath(['resources', 'abcdefghij12345', 'checklist_ab12cd34ef.pdf'])).toBe(true);
    expect(isSafeFilePath(['resources', 'abcdefghij12345'])).toBe(false);
    expect(isSafeFilePath(['resources', 'abcdefghij12345', 'a.pdf', 'x'])).toBe(false);
    expect(isSafeFilePath(['..', 'abcdefghij12345', 'a.pdf'])).toBe(false);
    expect(isSafeFilePath(['inquiries', 'abcdefghij12345', 'a.pdf'])).toBe(false);
    expect(isSafeFilePath(['_superusers', 'abcdefghij12345', 'a.png'])).toBe(false);
    expect(isSafeFilePath(['blogs_v3', 'abcdefghij12345', 'a_1.png'])).toBe(true);
    expect(isSafeFilePath(['events_v3', 'abcdefghij12345', '.hidden'])).toBe(false);
    expect(isSafeFilePath(['resources', 'ABC', 'a.pdf'])).toBe(false);
    expect(isSafeFilePath(['resources', 'abcdefghij12345', '../a'])).toBe(false);
    expect(isSafeFilePath(['resources', 'abcdefghij12345', 'a/b'])).toBe(false);
  });
});

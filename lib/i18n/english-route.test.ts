/** @jest-environment node */
import { inEnglish } from './english-route';

describe('inEnglish', () => {
  it('passes the route its props with locale "en" added to the params', async () => {
    const render = jest.fn(
      async (props: { params: Promise<{ locale: string; id: string }>; tag: string }) => ({
        ...(await props.params),
        tag: props.tag,
      }),
    );
    const english = inEnglish(render);
    await expect(english({ params: Promise.resolve({ id: 'abc' }), tag: 'kept' })).resolves.toEqual({
      locale: 'en',
      id: 'abc',
      tag: 'kept',
    });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves a route without other params with only the locale', async () => {
    const english = inEnglish(async ({ params }: { params: Promise<{ locale: string }> }) => params);
    await expect(english({ params: Promise.resolve({}) })).resolves.toEqual({ locale: 'en' });
  });
});

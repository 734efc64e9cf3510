// next-intl's server entry needs the react-server build of React, which jest does not load; for
// the tests of route handlers the same translator over the real message files stands in for it.
import { createTranslator } from 'next-intl';
import en from './messages/en.json';
import si from './messages/si.json';

const messages = { en, si } as const;

export async function getTranslations({ locale, namespace }: { locale: 'en' | 'si'; namespace: string }) {
  return createTranslator({ locale, messages: messages[locale], namespace: namespace as never });
}

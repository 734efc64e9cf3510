import { readAnswer } from '@/lib/forms/answer-cookie';
import { CONTACT_ANSWER_COOKIE } from './reply';

/** For the route tests: the answer the cookies of `res` carry, read as the refused page reads them. */
export function answerOf(res: Response) {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split('; ');
    const eq = pair.indexOf('=');
    if (!/Max-Age=0\b/.test(line)) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return readAnswer((name) => jar.get(name), CONTACT_ANSWER_COOKIE);
}

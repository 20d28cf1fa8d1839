// The session id of the app's signed session cookie, checked as @fastify/cookie signs it:
// `<id>.<HMAC-SHA256 base64, no padding>`. Both baselines of the API bench read it this way.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE_NAME = 'pawsconnect.sid';

/** The session id of a `Cookie` header's signed session cookie, or null when absent or not signed with `secret`. */
export function unsignedSessionId(cookieHeader: string | undefined, secret: string): string | null {
  const pair = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!pair) return null;
  const signed = decodeURIComponent(pair.slice(SESSION_COOKIE_NAME.length + 1));
  const dot = signed.lastIndexOf('.');
  const id = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
  const actual = Buffer.from(signed.slice(dot + 1));
  return dot > 0 && expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}

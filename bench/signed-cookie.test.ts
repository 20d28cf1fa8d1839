// Both baselines of the API bench accept exactly the session cookies the app signed.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsignedSessionId } from './signed-cookie';

const secret = 'a-secret-of-the-bench-a-secret-of-the-bench';
const signed = (id: string, key = secret) => `${id}.${createHmac('sha256', key).update(id).digest('base64').replace(/=+$/, '')}`;

describe('unsignedSessionId', () => {
  it('reads the id of a cookie signed with the secret, among other cookies', () => {
    expect(unsignedSessionId(`theme=dark; pawsconnect.sid=${encodeURIComponent(signed('abc123'))}`, secret)).toBe('abc123');
  });

  it('refuses a cookie signed with another secret, a changed id and a missing cookie', () => {
    expect(unsignedSessionId(`pawsconnect.sid=${encodeURIComponent(signed('abc123', 'another-secret'))}`, secret)).toBeNull();
    expect(unsignedSessionId(`pawsconnect.sid=${encodeURIComponent(signed('abc123').replace('abc123', 'abc124'))}`, secret)).toBeNull();
    expect(unsignedSessionId('theme=dark', secret)).toBeNull();
    expect(unsignedSessionId(undefined, secret)).toBeNull();
  });
});

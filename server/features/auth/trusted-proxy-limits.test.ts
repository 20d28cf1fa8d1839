// Behind one proxy (TRUST_PROXY=on) the login limit counts by the address that proxy saw: the last
// X-Forwarded-For entry. Entries a client writes itself, which a proxy appending to the header
// passes on in front of its own, never choose the address counted.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser } from '../../../tests/helpers/users';

const PROXY = '10.9.0.1';
const t = useTestApp({ rateLimits: true, env: { TRUST_PROXY: 'on' } });

const loginVia = (username: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('login limits behind a trusted proxy', () => {
  it('counts a client by the address the proxy appended, whatever it wrote in front of it', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      // A new made-up address on every attempt, then the real one the proxy appends.
      const res = await loginVia(user.username, 'wrong-password', `198.51.100.${attempt + 1}, 203.0.113.7`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await loginVia(user.username, password, '198.51.100.99, 203.0.113.7');
    expect(blocked.statusCode).toBe(429);

    // Another client behind the same proxy is counted apart and signs in.
    const other = await loginVia(user.username, password, '203.0.113.8');
    expect(other.statusCode).toBe(200);
  });
});

// The session cookie's signer: the same cookies as @fastify/cookie's signer, forgeries refused
// whatever it remembers, and a verified cookie's id signed again without a second HMAC.
import { Signer } from '@fastify/cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RememberingSigner } from './session-signer';

const SECRET = 'a-session-secret-of-at-least-32-characters';

afterEach(() => vi.restoreAllMocks());

describe('RememberingSigner', () => {
  it('signs as the plugin signer does, so cookies issued before stay valid', () => {
    const plain = new Signer(SECRET, 'sha256');
    expect(new RememberingSigner(SECRET).sign('session-id-1')).toBe(plain.sign('session-id-1'));
    expect(new RememberingSigner(SECRET).unsign(plain.sign('session-id-2'))).toEqual({ valid: true, renew: false, value: 'session-id-2' });
  });

  it('refuses a changed signature or id, and another secret, after the real cookie was verified', () => {
    const signer = new RememberingSigner(SECRET);
    const cookie = signer.sign('session-id-1');
    expect(signer.unsign(cookie).valid).toBe(true);
    const invalid = { valid: false, renew: false, value: null };
    expect(signer.unsign(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`)).toEqual(invalid);
    expect(signer.unsign(cookie.replace('session-id-1', 'session-id-2'))).toEqual(invalid);
    expect(signer.unsign(new Signer('another-secret-of-at-least-32-characters', 'sha256').sign('session-id-1'))).toEqual(invalid);
    expect(signer.unsign('session-id-1')).toEqual(invalid);
  });

  it('signs a verified cookie’s id again without computing its HMAC', () => {
    const cookie = new Signer(SECRET, 'sha256').sign('session-id-3');
    const signer = new RememberingSigner(SECRET);
    const hmacs = vi.spyOn(Signer.prototype, 'sign');
    expect(signer.unsign(cookie).value).toBe('session-id-3');
    expect(signer.sign('session-id-3')).toBe(cookie);
    expect(signer.unsign(cookie).value).toBe('session-id-3');
    expect(hmacs).not.toHaveBeenCalled();
    // An id it has not seen in a verified cookie (a visitor's new session) is signed, not remembered.
    expect(signer.sign('session-id-4')).toBe(signer.sign('session-id-4'));
    expect(hmacs).toHaveBeenCalledTimes(2);
  });
});

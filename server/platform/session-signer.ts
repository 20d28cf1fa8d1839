// The session cookie's signer (decisions.md 99): @fastify/cookie's HMAC signer, remembering the
// cookies it has verified. The session plugin unsigns the cookie on every request and then signs the
// same id again (its Session keeps the signed form): two HMACs, a twentieth of a short list
// request's CPU. A cookie verified once is remembered by its whole signed text, so only a text this
// instance verified before is accepted without an HMAC; anything else goes to the real signer. Only
// verified cookies are remembered, not every id signed: a visitor without a cookie gets a new id
// on each request, and those would push the live sessions out of the bounded memory.
import { Signer, type UnsignResult } from '@fastify/cookie';
import { boundedSet } from './bounded-map';

/** As many as the session store remembers: an instance's recently seen sessions. */
const REMEMBERED_COOKIES = 10_000;

export class RememberingSigner {
  private readonly signer: Signer;
  /** A verified signed text -> its session id. */
  private readonly verified = new Map<string, string>();
  /** The session id of a verified cookie -> its signed text. */
  private readonly signed = new Map<string, string>();

  constructor(secret: string) {
    this.signer = new Signer(secret, 'sha256');
  }

  sign(value: string): string {
    const known = this.signed.get(value);
    if (known !== undefined) return known;
    return this.signer.sign(value);
  }

  unsign(signedText: string): UnsignResult {
    const known = this.verified.get(signedText);
    if (known !== undefined) return { valid: true, renew: false, value: known };
    const result = this.signer.unsign(signedText);
    if (result.valid && !result.renew) this.remember(signedText, result.value);
    return result;
  }

  private remember(signedText: string, value: string) {
    boundedSet(this.verified, signedText, value, REMEMBERED_COOKIES);
    boundedSet(this.signed, value, signedText, REMEMBERED_COOKIES);
  }
}

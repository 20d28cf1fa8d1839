// argon2id password hashing (OWASP's recommendation) with @node-rs/argon2's defaults.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    // A malformed stored hash (e.g. an account that cannot sign in) never matches.
    return false;
  }
}

import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (about 15 ms a hash here). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is `const` in the typings, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the username is unknown, so that the answer time
 * does not tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for timing equalisation');
  await verifyPassword(await dummyHash, password);
  return false;
}

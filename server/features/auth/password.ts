import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 iterations, 1 lane
 * (OWASP Password Storage Cheat Sheet, 2025).
 */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the user does not exist keeps the answer time of "unknown user" close to
 * "wrong password", so timing does not reveal who has an account.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-used-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the const enum cannot be read at runtime under verbatimModuleSyntax. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}

import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Security answers are hashed the same way,
 * after trimming and lower-casing so that "Tbilisi " and "tbilisi" match.
 */
// algorithm 2 is Argon2id (the package's const enum can't be imported under verbatimModuleSyntax)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches: verified against when a username is unknown, so both take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashSecret(`unknown-user-${Math.random()}`);
  return dummyHash;
}

export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The 10,000 most common passwords (lower case), from the password list of the zxcvbn-ts project (MIT).
 * A new password is refused when it, or it without trailing digits and symbols, is on the list.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  return stem.length >= 4 && list.has(stem) && stem.length >= lower.length - 4;
}

/**
 * Password hashing (argon2id, OWASP parameters) and the spec §5 password rules.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id parameters: 19 MiB memory (19456 KiB), 2 passes, 1 lane. Stored hashes start with
 * `$argon2id$v=19$m=19456,t=2,p=1$`.
 */
export const ARGON2_PARAMS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  version: 1, // Version.V0x13 (19)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** The spec §5 sign-up / reset message for a password that breaks any rule. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.';

/** Longest password accepted (characters); longer input gets the rule message. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The §5 update-password messages, in the order the rules are checked.
 * Each entry is a test and the message shown when it fails.
 */
const UPDATE_PASSWORD_RULES: readonly [RegExp, string][] = [
  [/^.{8,}$/su, 'Password must be at least 8 characters long'],
  [/\p{Ll}/u, 'Password must contain at least one lowercase letter'],
  [/\p{Lu}/u, 'Password must contain at least one uppercase letter'],
  [/\d/u, 'Password must contain at least one number'],
  [/[^\p{L}\p{N}\s]/u, 'Password must contain at least one special character'],
];

/**
 * Returns the first spec §5 update-password message the password breaks (e.g. 'Password must
 * contain at least one number'), or null when it satisfies them all. Spaces and over-long
 * passwords get {@link PASSWORD_RULE_MESSAGE}.
 */
export function updatePasswordProblem(password: string): string | null {
  for (const [test, message] of UPDATE_PASSWORD_RULES) {
    if (!test.test(password)) return message;
  }
  if (/\s/u.test(password) || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGE;
  return null;
}

/**
 * True when the password meets spec §5: at least 8 characters with an uppercase letter, a
 * lowercase letter, a digit and a special character, no spaces, at most 128 characters.
 */
export function isStrongPassword(password: string): boolean {
  return updatePasswordProblem(password) === null;
}

/** Returns the argon2id PHC hash string of the password ({@link ARGON2_PARAMS}). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/**
 * True when the password matches the stored hash; false for a mismatch or a malformed hash
 * (never throws for those).
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies the password against a hash of a random secret and returns false. Used for unknown
 * e-mails so a failed sign-in costs the same time whether or not the account exists.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The admin credential for the CLI and other operators (design "Admin CLI"): ADMIN_TOKEN from the
 * environment, or outside production a random token generated once into DATA_DIR/admin-token
 * (file mode 0600). Compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Returns the path of the generated admin token file: `dataDir/admin-token`. */
export function adminTokenFile(dataDir: string): string {
  return path.join(dataDir, 'admin-token');
}

/** Reads the admin token file; returns undefined when it is missing or empty. */
export function readAdminTokenFile(dataDir: string): string | undefined {
  try {
    const token = readFileSync(adminTokenFile(dataDir), 'utf8').trim();
    return token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}

/**
 * Returns the admin credential the api accepts: `explicit` (ADMIN_TOKEN) when given; otherwise,
 * outside production, the token in DATA_DIR/admin-token, created (32 random bytes, base64url) on
 * first use; in production without ADMIN_TOKEN, undefined (only admin users' JWTs work).
 * @throws when the token file cannot be created.
 */
export function resolveAdminToken(options: {
  explicit: string | undefined;
  dataDir: string;
  production: boolean;
}): string | undefined {
  if (options.explicit) return options.explicit;
  if (options.production) return undefined;
  const existing = readAdminTokenFile(options.dataDir);
  if (existing) return existing;
  mkdirSync(options.dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(adminTokenFile(options.dataDir), token, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return readAdminTokenFile(options.dataDir);
    }
    throw err;
  }
}

/** True when `candidate` equals `expected`, compared in constant time (SHA-256 of both). */
export function adminTokenMatches(candidate: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = createHash('sha256').update(candidate, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

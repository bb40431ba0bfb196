/**
 * Names of uploaded files (design: the api owns uploaded files). The bytes go to the
 * `FileStorage` (files/file-storage.ts) under a random id: the client's file name never becomes
 * a path; its sanitised form is only stored in the database. No HTTP in here.
 */
import path from 'node:path';

/** Longest sanitised file name kept (characters). */
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * Returns a safe display name for a client-supplied file name: the last path segment only, control
 * characters, path separators and characters outside letters, digits, space, dot, dash, underscore,
 * parentheses and plus removed, no leading dots, at most {@link MAX_FILE_NAME_LENGTH} characters
 * (the extension kept). Returns 'file' when nothing is left.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (clean.length > MAX_FILE_NAME_LENGTH) {
    const ext = path.extname(clean).slice(0, 16);
    clean = clean.slice(0, MAX_FILE_NAME_LENGTH - ext.length) + ext;
  }
  return clean === '' ? 'file' : clean;
}

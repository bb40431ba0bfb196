/**
 * Uploaded files on disk (design: the api owns uploaded files). A file is written under
 * `DATA_DIR/uploads/<area>/<random id>`: the client's file name never becomes a path; its sanitised
 * form is only stored in the database. No HTTP in here.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Longest sanitised file name kept (characters). */
export const MAX_FILE_NAME_LENGTH = 120;

/** A file written to disk by {@link storeUpload}. */
export interface StoredFile {
  /** Random id, also the file's name on disk. */
  id: string;
  /** Absolute path of the stored file. */
  path: string;
  /** Size in bytes. */
  size: number;
}

/** Returns the folder of one upload area, e.g. `uploadDir(dataDir, 'contact')` = DATA_DIR/uploads/contact. */
export function uploadDir(dataDir: string, area: string): string {
  return path.join(dataDir, 'uploads', area);
}

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

/**
 * Streams `source` to `DATA_DIR/uploads/<area>/<random uuid>` and returns where it went and its
 * size in bytes. On a stream error (e.g. the size limit was hit) the partial file is removed and
 * the error rethrown.
 */
export async function storeUpload(
  source: Readable,
  dataDir: string,
  area: string,
): Promise<StoredFile> {
  const dir = uploadDir(dataDir, area);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const target = path.join(dir, id);
  try {
    await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  const { size } = await stat(target);
  return { id, path: target, size };
}

/** Removes a stored file; a missing file is not an error. */
export async function removeStoredFile(file: StoredFile): Promise<void> {
  await rm(file.path, { force: true });
}

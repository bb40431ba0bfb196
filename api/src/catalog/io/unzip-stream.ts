/**
 * The catalog ZIP unpacked as a stream (issue 27): fflate's streaming `Unzip` is fed the ZIP a
 * slice at a time, yielding to the event loop between slices, and keeps only the entries the
 * import reads (the CSV files at the root and the pictures under images/), each up to a cap.
 * Everything else, and whatever passes a cap, is inflated, counted and dropped: memory stays
 * bounded by the caps whatever the file's size, and the whole content still counts towards the
 * {@link MAX_UNZIPPED_BYTES} limit (past it, unpacking stops there). The entries named to be
 * spooled (products.csv, the one file that grows with the catalog's descriptions) are written to
 * a file as they unpack instead, so they may be as large as the ZIP's whole content.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { CatalogImportError, IMAGES_FOLDER, type ImportProblem } from './model.js';
import { MAX_PICTURE_BYTES, MAX_UNZIPPED_BYTES } from './read-parts.js';

/** Largest CSV file of a catalog ZIP kept for reading, in bytes (10,000 products: about 4 MB). */
export const MAX_CSV_BYTES = 32 * 1024 * 1024;

/** Compressed bytes pushed to the inflater at a time (each push inflates synchronously). */
const SLICE = 16 * 1024;

/** How far unpacking is: compressed bytes read of the ZIP's total, bytes unpacked so far. */
export interface UnzipProgress {
  readBytes: number;
  totalBytes: number;
  unpackedBytes: number;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The cap of a kept entry, or 0 for one the import does not read. */
function capOf(name: string): number {
  if (name.endsWith('/')) return 0;
  if (name.startsWith(IMAGES_FOLDER)) return MAX_PICTURE_BYTES + 1;
  return !name.includes('/') && name.toLowerCase().endsWith('.csv') ? MAX_CSV_BYTES : 0;
}

/** One entry being unpacked: its kept chunks (or the file it is spooled to) and its size. */
interface Entry {
  name: string;
  cap: number;
  size: number;
  chunks: Uint8Array[];
  /** Descriptor of the spool file, when the entry is spooled. */
  fd?: number;
}

/** Entries to write to files in `dir` as they unpack, by ZIP name (e.g. products.csv). */
export interface SpoolOptions {
  dir: string;
  names: ReadonlySet<string>;
}

/** The unpacked ZIP: the kept entries by name, and the path of each spooled entry by name. */
export interface UnzippedCatalog {
  entries: Record<string, Uint8Array>;
  spooled: Map<string, string>;
}

/**
 * Unpacks `zip` as described in the module comment, reporting progress about every
 * `progressEveryBytes` compressed bytes (and at the end); the entries of `spool.names` go to
 * files in `spool.dir` (the caller removes them).
 * @returns the kept entries by name (a picture over 10 MB keeps its first 10 MB + 1 byte, so the
 *   reader reports it as too large) and the spooled files.
 * @throws CatalogImportError when it is not a ZIP, its content passes 512 MB, or a CSV file that
 *   is not spooled passes {@link MAX_CSV_BYTES} (named with its unpacked size).
 */
export async function unzipStreaming(
  zip: Uint8Array,
  onProgress?: (progress: UnzipProgress) => void | Promise<void>,
  progressEveryBytes = 1024 * 1024,
  spool?: SpoolOptions,
): Promise<UnzippedCatalog> {
  const kept: Record<string, Uint8Array> = {};
  const spooled = new Map<string, string>();
  const open: number[] = [];
  const tooLarge = new Map<string, number>();
  let unpacked = 0;
  let failure: Error | undefined;
  const finish = (entry: Entry) => {
    if (entry.fd !== undefined) return;
    if (entry.size > entry.cap && entry.cap === MAX_CSV_BYTES) tooLarge.set(entry.name, entry.size);
    else if (entry.cap > 0) kept[entry.name] = concat(entry.chunks);
  };
  const unzipper = new Unzip((file: UnzipFile) => {
    const entry: Entry = { name: file.name, cap: capOf(file.name), size: 0, chunks: [] };
    if (spool?.names.has(file.name) && !spooled.has(file.name)) {
      const to = path.join(spool.dir, `${spooled.size}-${path.basename(file.name)}`);
      entry.fd = openSync(to, 'w');
      open.push(entry.fd);
      spooled.set(file.name, to);
    }
    file.ondata = (err, chunk, final) => {
      if (err) {
        failure ??= err;
        return;
      }
      entry.size += chunk.length;
      unpacked += chunk.length;
      if (entry.fd !== undefined) writeSync(entry.fd, chunk);
      else if (entry.size <= entry.cap) entry.chunks.push(chunk);
      else if (entry.chunks.length > 0 && entry.cap === MAX_CSV_BYTES) entry.chunks = [];
      else if (entry.cap > 0 && entry.cap !== MAX_CSV_BYTES) {
        // A picture past its cap keeps what it had plus enough to be reported as too large.
        const room = entry.cap - (entry.size - chunk.length);
        if (room > 0) entry.chunks.push(chunk.subarray(0, room));
      }
      if (unpacked > MAX_UNZIPPED_BYTES)
        failure ??= new Error('the ZIP content is larger than 512 MB');
      if (final) finish(entry);
    };
    file.start();
  });
  unzipper.register(UnzipInflate);
  let reported = 0;
  try {
    for (let at = 0; at < zip.length && !failure; at += SLICE) {
      const end = Math.min(zip.length, at + SLICE);
      unzipper.push(zip.subarray(at, end), end === zip.length);
      if (end - reported >= progressEveryBytes || end === zip.length) {
        reported = end;
        await onProgress?.({ readBytes: end, totalBytes: zip.length, unpackedBytes: unpacked });
      }
      await yieldToLoop();
    }
  } catch (err) {
    failure ??= err as Error;
  } finally {
    for (const fd of open) closeSync(fd);
  }
  if (failure) {
    throw new CatalogImportError([{ file: 'ZIP', message: `not a valid ZIP: ${failure.message}` }]);
  }
  if (tooLarge.size > 0) {
    const problems: ImportProblem[] = [...tooLarge].map(([file, size]) => ({
      file,
      message: `the file is larger than ${mb(MAX_CSV_BYTES)} (${mb(size)} unpacked); a catalog file may hold at most ${mb(MAX_CSV_BYTES)}`,
    }));
    throw new CatalogImportError(problems);
  }
  return { entries: kept, spooled };
}

/** The chunks as one array (the one chunk itself when there is only one). */
function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  return Buffer.concat(chunks);
}

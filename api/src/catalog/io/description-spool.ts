/**
 * The product descriptions of an import, kept on disk (issue 27: an import's memory does not grow
 * with the file's size). While products.csv is read each sanitised description is appended to one
 * file and only its place is remembered by SKU; the import reads the descriptions back, a chunk
 * of products at a time, when it writes them.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

/** The sanitised descriptions of one import by SKU, in a file of `path` (the caller removes it). */
export class DescriptionSpool {
  private readonly fd: number;
  private end = 0;
  /** SKU → [byte offset, byte length]. */
  private readonly places = new Map<string, [number, number]>();

  /** Creates (or empties) the spool file at `path`. */
  constructor(path: string) {
    this.fd = openSync(path, 'w+');
  }

  /** Keeps `html` as the description of `sku` (a later one for the same SKU replaces it). */
  put(sku: string, html: string): void {
    const bytes = Buffer.from(html, 'utf8');
    writeSync(this.fd, bytes, 0, bytes.length, this.end);
    this.places.set(sku, [this.end, bytes.length]);
    this.end += bytes.length;
  }

  /** The description kept for `sku`. @throws Error when none was kept. */
  get(sku: string): string {
    const place = this.places.get(sku);
    if (!place) throw new Error(`no description kept for SKU '${sku}'`);
    const bytes = Buffer.alloc(place[1]);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(this.fd, bytes, read, bytes.length - read, place[0] + read);
      if (n === 0) throw new Error(`the description of SKU '${sku}' is cut short`);
      read += n;
    }
    return bytes.toString('utf8');
  }

  /** Closes the file (idempotent callers: call once). */
  close(): void {
    closeSync(this.fd);
  }
}

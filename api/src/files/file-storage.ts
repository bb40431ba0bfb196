/**
 * Where uploaded files live (issue 11): one interface, two implementations chosen by
 * `FILE_STORAGE` — `local` (default) writes `DATA_DIR/uploads/<area>/<random id>`, `database`
 * keeps the bytes in the `files` table so any api instance serves any file. The client's file
 * name never becomes a path or a key; its sanitised form is stored by the caller. No HTTP in here.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFiles } from '../db/schema/files.js';

/** A file kept by a {@link FileStorage}. */
export interface StoredFile {
  /** Upload area, e.g. `contact`, `special-quotes`, `products`. */
  area: string;
  /** Random id (a UUID), unique within the area. */
  id: string;
  /** Size in bytes. */
  size: number;
}

/** The storage of uploaded files, shared by every feature that accepts uploads. */
export interface FileStorage {
  /** `local` (a folder) or `database` (PostgreSQL `files` table). */
  readonly kind: 'local' | 'database';
  /**
   * Stores `source` under a new random id in `area` and returns it. When the stream fails (e.g. a
   * size limit was hit) nothing is kept and the error is rethrown.
   */
  save(area: string, source: Readable): Promise<StoredFile>;
  /** The whole content of a stored file, or undefined when there is none with that id. */
  read(area: string, id: string): Promise<Buffer | undefined>;
  /**
   * The content of a stored file as a stream (a local file is read in chunks, bounded memory),
   * or undefined when there is none with that id.
   */
  openRead(area: string, id: string): Promise<Readable | undefined>;
  /** Removes a stored file; a missing file is not an error. */
  remove(file: Pick<StoredFile, 'area' | 'id'>): Promise<void>;
}

/** Upload areas and ids are our own (constants and UUIDs); anything else is refused. */
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

function checkName(value: string, what: string): void {
  if (!SAFE_NAME.test(value)) throw new Error(`invalid ${what}: ${JSON.stringify(value)}`);
}

/** Files under `root/<area>/<id>` (root is `DATA_DIR/uploads`). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  /** @param root absolute folder of the upload areas, e.g. `DATA_DIR/uploads`. */
  constructor(readonly root: string) {}

  /** The absolute path of a stored file (tests and diagnostics). */
  pathOf(area: string, id: string): string {
    checkName(area, 'area');
    checkName(id, 'file id');
    return path.join(this.root, area, id);
  }

  async save(area: string, source: Readable): Promise<StoredFile> {
    const id = randomUUID();
    const target = this.pathOf(area, id);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    const { size } = await stat(target);
    return { area, id, size };
  }

  async read(area: string, id: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(area, id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async openRead(area: string, id: string): Promise<Readable | undefined> {
    const file = this.pathOf(area, id);
    try {
      await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return createReadStream(file);
  }

  async remove(file: Pick<StoredFile, 'area' | 'id'>): Promise<void> {
    await rm(this.pathOf(file.area, file.id), { force: true });
  }
}

/** Files as rows of the `files` table (bytea), one row per file. */
export class DatabaseFileStorage implements FileStorage {
  readonly kind = 'database' as const;

  constructor(private readonly db: Db) {}

  async save(area: string, source: Readable): Promise<StoredFile> {
    checkName(area, 'area');
    const chunks: Buffer[] = [];
    // Upload sizes are bounded by the multipart limits of each route (at most 10 MB).
    for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
    const data = Buffer.concat(chunks);
    const id = randomUUID();
    await this.db.insert(storedFiles).values({ area, id, data, size: data.length });
    return { area, id, size: data.length };
  }

  async read(area: string, id: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ data: storedFiles.data })
      .from(storedFiles)
      .where(and(eq(storedFiles.area, area), eq(storedFiles.id, id)))
      .limit(1);
    return row?.data;
  }

  async openRead(area: string, id: string): Promise<Readable | undefined> {
    const data = await this.read(area, id);
    return data && Readable.from([data]);
  }

  async remove(file: Pick<StoredFile, 'area' | 'id'>): Promise<void> {
    await this.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.area, file.area), eq(storedFiles.id, file.id)));
  }
}

/** The storage `FILE_STORAGE` names: the `DATA_DIR/uploads` folder, or the database. */
export function createFileStorage(
  setting: 'local' | 'database',
  options: { dataDir: string; db: Db },
): FileStorage {
  return setting === 'database'
    ? new DatabaseFileStorage(options.db)
    : new LocalFileStorage(path.join(options.dataDir, 'uploads'));
}

/**
 * Renders SVG pictures to JPEG with sharp and caches them on disk under DATA_DIR/images
 * (spec §2 pictures). Concurrent requests for the same picture share one render.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Bump when the drawings change so cached files are redrawn. */
const DRAWING_VERSION = 'v2';

/** A disk-backed JPEG cache for drawn pictures. */
export class ImageStore {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  /** @param dir absolute folder for cached files (created on first write). */
  constructor(private readonly dir: string) {}

  /**
   * The JPEG bytes for `key` (e.g. "products/3-2"): read from the cache, or drawn by `svg()`,
   * rendered at quality 84 and cached. Throws only when rendering fails.
   */
  async get(key: string, svg: () => string): Promise<Buffer> {
    const file = path.join(this.dir, `${key}-${DRAWING_VERSION}.jpg`);
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      try {
        return await readFile(file);
      } catch {
        const jpeg = await sharp(Buffer.from(svg()))
          .jpeg({ quality: 84, mozjpeg: true })
          .toBuffer();
        await this.save(file, jpeg);
        return jpeg;
      }
    })();
    this.inFlight.set(file, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(file);
    }
  }

  /** Writes atomically (temp file then rename); a failed write only skips caching. */
  private async save(file: string, data: Buffer): Promise<void> {
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch {
      // Caching is an optimisation; the picture is still served.
    }
  }
}

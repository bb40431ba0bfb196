/**
 * Renders SVG pictures to JPEG with sharp and caches them on disk under DATA_DIR/images
 * (spec §2 pictures), with their resized WebP/JPEG variants (issue 12). Concurrent requests for the
 * same file share one render.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeVariant, isVariant, variantSuffix, type PictureVariant } from './variants.js';

/** Bump when the drawings change so cached files are redrawn. */
const DRAWING_VERSION = 'v2';

/** The bytes a picture is made from: SVG markup, or picture bytes sharp reads; null when missing. */
export type PictureSource = () => string | Buffer | null | Promise<string | Buffer | null>;

/** A disk-backed cache of drawn pictures and of picture variants. */
export class ImageStore {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  /** @param dir absolute folder for cached files (created on first write). */
  constructor(private readonly dir: string) {}

  /**
   * The bytes of `variant` of the picture `key` (e.g. "products/3-2-w320.webp" on disk): read from
   * the cache, or made once from `source()` (SVG markup or picture bytes) and cached; the original
   * (no width, no format) is the picture as a JPEG at quality 84 ("products/3-2.jpg"). Null when
   * `source()` gives null (the picture does not exist). Throws only when encoding fails.
   */
  async variant(
    key: string,
    variant: PictureVariant,
    source: PictureSource,
  ): Promise<Buffer | null> {
    const suffix = isVariant(variant) ? variantSuffix(variant) : '.jpg';
    return this.cached(`${key}-${DRAWING_VERSION}${suffix}`, async () => {
      const input = await source();
      if (input === null) return null;
      const bytes = typeof input === 'string' ? Buffer.from(input) : input;
      return isVariant(variant)
        ? encodeVariant(bytes, variant)
        : sharp(bytes).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    });
  }

  /** The cached file `name`, else `make()`'s bytes, cached (nothing cached when make gives null). */
  private async cached(name: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const file = path.join(this.dir, name);
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      try {
        return await readFile(file);
      } catch {
        const data = await make();
        if (data) await this.save(file, data);
        return data;
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

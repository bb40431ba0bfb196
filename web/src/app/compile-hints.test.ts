/**
 * V8's compile hint on the browser's chunks (web/compile-hints-plugin.ts, issue 29): the first line
 * of every chunk a page starts with, in the served file and in its precompressed copies; not on the
 * admin's rich-text editor, loaded on demand. Reads the production build in web/dist (`npm test`
 * builds it before the suites).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MAX_BYTES, wantsCompileHint } from '../../compile-hints-plugin';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'assets');
const built = existsSync(assets);
/** The precompressed copies beside each file (web/precompress-plugin.ts) and how to read them. */
const COMPRESSED = [
  ['br', brotliDecompressSync],
  ['gz', gunzipSync],
] as const;
if (!built) console.warn('compile-hints: web/dist has no build; run `npm run build -w web`.');

describe('compile hints', () => {
  it('takes JavaScript chunks up to the size limit only', () => {
    expect(
      wantsCompileHint({ fileName: 'assets/0-react-dom-x.js', code: 'x'.repeat(220_000) }),
    ).toBe(true);
    expect(
      wantsCompileHint({
        fileName: 'assets/editor-x.js',
        code: 'x'.repeat(COMPILE_HINT_MAX_BYTES + 1),
      }),
    ).toBe(false);
    expect(wantsCompileHint({ fileName: 'assets/index-x.css', code: 'a{}' })).toBe(false);
  });

  it.skipIf(!built)(
    'puts the hint on the first line of the start-up chunks, compressed copies too',
    () => {
      const files = readdirSync(assets);
      const startUp = files.filter((file) => /^(index|\d+-[a-z-]+)-[\w-]+\.js$/.test(file));
      // The entry and the twelve boot stages (src/app/boot/).
      expect(startUp.length).toBeGreaterThanOrEqual(13);
      for (const file of startUp) {
        const path = join(assets, file);
        expect(readFileSync(path, 'utf8').startsWith(COMPILE_HINT), file).toBe(true);
        for (const [extension, decompress] of COMPRESSED) {
          if (!existsSync(`${path}.${extension}`)) continue;
          const code = decompress(readFileSync(`${path}.${extension}`)).toString();
          expect(code.startsWith(COMPILE_HINT), `${file}.${extension}`).toBe(true);
        }
      }
    },
  );

  it.skipIf(!built)('leaves the chunks over the limit alone', () => {
    const large = readdirSync(assets).filter(
      (file) =>
        file.endsWith('.js') && readFileSync(join(assets, file)).length > COMPILE_HINT_MAX_BYTES,
    );
    expect(large.some((file) => file.startsWith('rich-text-editor-'))).toBe(true);
    for (const file of large) {
      expect(readFileSync(join(assets, file), 'utf8').startsWith(COMPILE_HINT), file).toBe(false);
    }
  });
});

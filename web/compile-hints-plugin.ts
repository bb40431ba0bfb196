import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint for a whole file (Chrome 136+): with this comment on its first line, a
 * script's functions are all compiled as the script is streamed, on a background thread, instead of
 * one by one on the main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chunks larger than this (minified bytes) get no hint: the only ones today are code loaded on a
 * user's action whose functions mostly never run (the admin's rich-text editor, 420 KB), and
 * compiling all of them would cost memory and background time for nothing. React DOM (217 KB) and
 * every chunk the pages load as they start are below it.
 */
export const COMPILE_HINT_MAX_BYTES = 300_000;

/** True when `chunk` gets the {@link COMPILE_HINT}: JavaScript of at most {@link COMPILE_HINT_MAX_BYTES}. */
export function wantsCompileHint(chunk: Pick<Rollup.OutputChunk, 'fileName' | 'code'>): boolean {
  return chunk.fileName.endsWith('.js') && chunk.code.length <= COMPILE_HINT_MAX_BYTES;
}

/**
 * Vite plugin (browser build only, issue 29: main-thread work and JavaScript boot-up): puts the
 * {@link COMPILE_HINT} on every chunk {@link wantsCompileHint} accepts. A page's scripts are module
 * scripts, streamed and compiled off the main thread; without the hint V8 compiles only their top
 * level there, and each function the page then calls (React's hydration, Chakra's styles, Apollo's
 * cache) is compiled on the main thread as it is first called, inside the long hydration tasks.
 * Measured side by side on a signed-in product page (Lighthouse mobile, 3 interleaved runs):
 * main-thread work 3.5 -> 3.0 s, JavaScript boot-up 1.5 -> 1.1 s. Written into the files once
 * they are written (`writeBundle`): the minifier would drop the comment and Vite's preload helper
 * goes above everything added earlier, and the hint must be the file's first line. The files are
 * compressed after this (precompress-plugin.ts, `closeBundle`).
 */
export function compileHints(): Plugin {
  return {
    name: 'serena:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk =>
          output.type === 'chunk' && wantsCompileHint(output),
      );
      await Promise.all(
        chunks.map(async ({ fileName }) => {
          const file = join(outDir, fileName);
          const code = await readFile(file, 'utf8');
          if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
        }),
      );
    },
  };
}

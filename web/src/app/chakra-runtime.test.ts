/**
 * The build's edits of Chakra's styled system (chakra-runtime-plugin.ts, issue 29): each applies
 * exactly once to the installed Chakra, a file it does not know is left alone, and a Chakra whose
 * text differs fails the build instead of being left unedited in silence.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHAKRA_EDITS, editChakraSource } from '../../chakra-runtime-plugin';

const require = createRequire(import.meta.url);
/** The installed package's folder (node_modules/@chakra-ui/react). */
const chakraDir = dirname(dirname(dirname(require.resolve('@chakra-ui/react'))));

describe('chakra-runtime-plugin', () => {
  const files = [...new Set(CHAKRA_EDITS.map((edit) => edit.file))];

  it.each(files)('edits the installed %s', (file) => {
    const id = join(chakraDir, '..', '..', file);
    const code = readFileSync(id, 'utf8');
    const edited = editChakraSource(code, id);
    expect(edited).not.toBeNull();
    for (const edit of CHAKRA_EDITS.filter((e) => e.file === file)) {
      expect(edited).toContain(edit.replace);
      expect(edited).not.toContain(edit.find);
    }
  });

  it('leaves another file alone and refuses a Chakra whose text differs', () => {
    expect(editChakraSource('const a = 1;', '/x/node_modules/react/index.js')).toBeNull();
    expect(() =>
      editChakraSource(
        'export {}',
        '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/conditions.js',
      ),
    ).toThrow(/expected 1 occurrence/);
  });

  it('keeps the edited memo a memo: same answer per argument list, its own per type, bounded', () => {
    const id = join(chakraDir, 'dist/esm/utils/memo.js');
    const edited = editChakraSource(readFileSync(id, 'utf8'), id) ?? '';
    // The module's one export, `memo`, returned instead (it imports nothing).
    const memo = runInNewContext(edited.replace('export { memo };', 'memo;')) as <
      A extends unknown[],
      R,
    >(
      fn: (...args: A) => R,
    ) => (...args: A) => R;
    let calls = 0;
    const describeArgs = memo((...args: unknown[]) => {
      calls += 1;
      return JSON.stringify(args.map((arg) => [typeof arg, arg]));
    });
    expect(describeArgs('1')).toBe('[["string","1"]]');
    expect(describeArgs(1)).toBe('[["number",1]]');
    expect(describeArgs(null)).toBe('[["object",null]]');
    expect(describeArgs({ a: 1, b: [2] })).toBe(describeArgs({ b: [2], a: 1 }));
    expect(describeArgs('color', 'red')).toBe('[["string","color"],["string","red"]]');
    expect(calls).toBe(5);
    describeArgs('1');
    describeArgs('color', 'red');
    expect(calls).toBe(5);
    for (let i = 0; i < 2500; i += 1) describeArgs(`key-${i}`);
    calls = 0;
    describeArgs('key-2499');
    describeArgs('key-0');
    expect(calls).toBe(1);
  });

  it('serializes one style object once, and every other argument as before', () => {
    const edit = CHAKRA_EDITS.find((e) => e.replace.includes('function serializeOnce'));
    let calls = 0;
    const serializeStyles = (args: unknown[]) => {
      calls += 1;
      return { name: `n${calls}`, styles: JSON.stringify(args), next: undefined };
    };
    // The edit's helper, run beside a counting stand-in for Emotion's serializeStyles.
    const serializeOnce = runInNewContext(`${edit?.replace} serializeOnce;`, {
      serializeStyles,
      WeakMap,
    }) as (styles: unknown, registered: object, props: object) => { name: string };
    const styles = { color: 'red', _hover: { color: 'blue' } };
    const first = serializeOnce(styles, {}, {});
    expect(serializeOnce(styles, {}, { theme: {} })).toBe(first);
    expect(calls).toBe(1);
    // An equal but distinct object, and a string (a registered class name), are serialized anew.
    expect(serializeOnce({ ...styles }, {}, {}).name).toBe('n2');
    expect(serializeOnce('css-1x3r2d9', {}, {}).name).toBe('n3');
    expect(serializeOnce('css-1x3r2d9', {}, {}).name).toBe('n4');
  });
});

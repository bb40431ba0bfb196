import type { Plugin } from 'vite';

/**
 * One source edit of a Chakra file: `find` must occur exactly once in the file ending with `file`.
 */
interface ChakraEdit {
  file: string;
  find: string;
  replace: string;
}

/**
 * Four edits of Chakra UI 3.37.0's styled system (issue 29, main-thread work), applied to its
 * built files as the app is bundled; behaviour is unchanged, only when work is done:
 *
 * - `conditions.has(key)`, asked for every style key Chakra resolves (each render of each
 *   component), built an array of the ~100 condition names each time (`Object.keys`) to search
 *   it: 12 % of `createSystem` and 38 ms of a server-rendered page's hydration at 4x CPU
 *   slowdown. The names never change once the conditions exist: they are kept in a Set.
 * - `createSystem` computed the system's global CSS (reset, globals and the CSS variables of
 *   every token: 40 % of its 36 ms on a laptop) at once; it is now computed the first time
 *   `system._global` is read. On a server-rendered page the browser never reads it: the server's
 *   `<style>` already holds it (lib/emotion-cache.ts, adoptServerGlobalStyles).
 * - `memo`, around every style function (each style key and value a component resolves, each
 *   recipe call), built a string key for each call, even for a single string argument
 *   (`s:${value}`), and on each hit moved the entry to the end of its 500-entry LRU map (a delete
 *   and a set). A call with one primitive argument (string, number, boolean, null, undefined) now
 *   looks its argument up directly; other calls keep Chakra's key. Hits no longer reorder the map:
 *   when a memo holds 2,000 entries the oldest goes (first in, first out). The functions are pure,
 *   so which entries stay changes only how often they are computed.
 * - Every render of every styled element turned its style object into CSS text and hashed it
 *   (Emotion's `serializeStyles` and its hash: about 17 % of the server render's own time in a
 *   profile of 120 signed-in pages; the browser's hydration does the same work). The style object
 *   is the memoized answer of Chakra's `css()`, the same object for the same styles, and holds only
 *   strings and numbers: its serialized form (class name and CSS text) is now kept beside it (a
 *   WeakMap) and reused. An element that also carries a
 *   registered Emotion class name (its styles are then composed) is serialized as before.
 *
 * The build fails when an edit's text is not found exactly once (another Chakra version): the
 * edits must then be checked against that version's files.
 */
export const CHAKRA_EDITS: readonly ChakraEdit[] = [
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/conditions.js',
    find: `  function keys() {
    return Object.keys(values);
  }
  function has(key) {
    return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");
  }`,
    replace: `  const valueKeys = Object.keys(values);
  const valueKeySet = new Set(valueKeys);
  function keys() {
    return valueKeys.slice();
  }
  function has(key) {
    return valueKeySet.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");
  }`,
  },
  {
    file: '/@chakra-ui/react/dist/esm/utils/memo.js',
    find: `const memo = (fn) => {
  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }
    return result;
  }
  return get;
};`,
    replace: `const MEMO_MAX_ENTRIES = 2e3;
function remember(cache, key, value) {
  if (cache.size >= MEMO_MAX_ENTRIES) cache.delete(cache.keys().next().value);
  cache.set(key, value);
}
const memo = (fn) => {
  const byPrimitive = new Map();
  const byHash = new Map();
  function get(...args) {
    const first = args[0];
    const primitive = args.length === 1 && (first === null || (typeof first !== "object" && typeof first !== "function"));
    const cache = primitive ? byPrimitive : byHash;
    const key = primitive ? first : args.length === 1 ? simpleHash(first) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      remember(cache, key, result);
    }
    return result;
  }
  return get;
};`,
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/system.js',
    find: `  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];`,
    replace: `  let globalStyles;`,
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/system.js',
    find: `    _config: config,
    _global,`,
    replace: `    _config: config,
    get _global() {
      globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];
      return globalStyles;
    },
    set _global(value) {
      globalStyles = value;
    },`,
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/factory.js',
    find: `const hasProp = (obj, prop) => {
  return Object.prototype.hasOwnProperty.call(obj, prop);
};`,
    replace: `const serializedByStyles = /* @__PURE__ */ new WeakMap();
function serializeOnce(styles, registered, props) {
  if (styles === null || typeof styles !== "object") return serializeStyles([styles], registered, props);
  let serialized = serializedByStyles.get(styles);
  if (serialized === void 0) {
    serialized = serializeStyles([styles], registered, props);
    serializedByStyles.set(styles, serialized);
  }
  return serialized;
}
const hasProp = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);`,
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/factory.js',
    find: `    const serialized = serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
    replace: `    const serialized = styles.length === 0 && classInterpolations.length === 1 ? serializeOnce(classInterpolations[0], cache2.registered, mergedProps) : serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
  },
];

/**
 * Applies the {@link CHAKRA_EDITS} of the file `id` to its `code`; returns null for another file.
 * Throws when an edit's text does not occur exactly once.
 */
export function editChakraSource(code: string, id: string): string | null {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  const edits = CHAKRA_EDITS.filter((edit) => path.endsWith(edit.file));
  if (edits.length === 0) return null;
  let result = code;
  for (const { find, replace, file } of edits) {
    const count = result.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `chakra-runtime-plugin: expected 1 occurrence in ${file}, found ${count} (another Chakra version? check CHAKRA_EDITS)`,
      );
    }
    result = result.replace(find, () => replace);
  }
  return result;
}

/** Vite plugin applying {@link CHAKRA_EDITS} to the browser and the server bundles. */
export function chakraRuntime(): Plugin {
  return {
    name: 'serena:chakra-runtime',
    enforce: 'pre',
    transform(code, id) {
      const edited = editChakraSource(code, id);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}

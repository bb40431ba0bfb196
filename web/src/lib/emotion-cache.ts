/**
 * The browser's Emotion cache (issue 29, main-thread work): it adopts the server's styles where
 * they are instead of moving them.
 *
 * Emotion's own cache "hydrates" a server-rendered page by moving each of its `<style>` elements
 * (one per styled element, 140 on the home page) to the end of `<head>` once more, and each
 * `<Global>` (Chakra's tokens and reset) moves its own. A moved style sheet is a changed set of
 * style sheets: the browser rebuilds its rule sets and recalculates the style of every element
 * (160-180 ms on a mid-range phone, measured at 4x CPU slowdown on `/`). Here the server writes
 * its component styles as one element marked {@link SSR_STYLE_ATTRIBUTE} instead of `data-emotion`
 * (so no Emotion cache finds it), and this cache records their names as inserted and leaves the
 * element in place; its sheets (Global's too, built from the same class) take a server's style
 * element as their own without moving it. Styles the server did not render are inserted as
 * usual, after the server's.
 */
import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { shopPrefixer } from './css-prefixer';

/**
 * The attribute of a server-rendered component style element (`<style data-ssr-emotion="css a b">`,
 * written by {@link extractServerStyles}): Emotion's cache key, then the names of the styles it
 * holds.
 */
const SSR_STYLE_ATTRIBUTE = 'data-ssr-emotion';

/** Emotion's cache key: the class names' prefix (`css-…`), the same on the server. */
const CACHE_KEY = 'css';

/**
 * Emotion's stylis plugins, server and browser: only the vendor prefixes the shop's browsers need
 * (css-prefixer.ts). One array for every cache: Emotion's server memoizes its stylis per array.
 */
const STYLIS_PLUGINS = [shopPrefixer];

/**
 * Emotion's server-rendered `<style data-emotion="KEY NAME…">CSS</style>` elements (CSS text holds
 * no `<`): the attribute and the CSS captured.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g;

/**
 * Server side (entry-server.tsx): moves Emotion's inline styles out of the app's HTML `html` (they
 * go to `<head>`, returned as `styles`): every rule is there before the first paint, even one
 * Emotion wrote only beside a later element (Chakra's `asChild` elements lose their own). The
 * global ones (`css-global`, which Emotion's `<Global>` looks up itself by name) come first, each
 * marked `data-s`, Emotion's "already in place" mark; the components' (one per element Emotion
 * styled, 140 on the home page) follow as one style element, in their order, marked
 * {@link SSR_STYLE_ATTRIBUTE} with all their names (read by {@link createBrowserEmotionCache}
 * only): the browser matches each element against one style sheet instead of 140.
 */
export function extractServerStyles(html: string): { html: string; styles: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(EMOTION_STYLE, (style, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === CACHE_KEY) {
      names.push(...ids);
      rules.push(css);
    } else globals.push(style.replace('<style ', '<style data-s="" '));
    return '';
  });
  const components =
    rules.length > 0
      ? `<style ${SSR_STYLE_ATTRIBUTE}="${[CACHE_KEY, ...names].join(' ')}">${rules.join('')}</style>`
      : '';
  return { html: rest, styles: globals.join('') + components };
}

/**
 * A server render's Emotion cache (key `css`, the shop's prefixes, see {@link STYLIS_PLUGINS}):
 * one per render, since it records what the render has written. Its styles go inline beside their
 * elements, as with Emotion's own server cache, for {@link extractServerStyles} to collect.
 */
export function createServerEmotionCache(): EmotionCache {
  return createCache({ key: CACHE_KEY, stylisPlugins: STYLIS_PLUGINS });
}

/**
 * An Emotion style sheet that takes a style element already in its container as its own where it
 * is (Emotion's moves it, see the file's comment); any other element is placed as Emotion does.
 */
class InPlaceStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    for (const node of nodes) {
      if (node.parentNode === this.container) this.tags.push(node);
      else super.hydrate([node]);
    }
  }
}

/**
 * The browser's Emotion cache (key `css`, in `document.head`), holding the page's server-rendered
 * component styles as inserted (see the file's comment). Browser only: it reads `document`.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: CACHE_KEY, stylisPlugins: STYLIS_PLUGINS });
  const sheet = new InPlaceStyleSheet({
    key: CACHE_KEY,
    container: document.head,
    speedy: cache.sheet.isSpeedy,
    nonce: cache.sheet.nonce,
  });
  const served: HTMLStyleElement[] = [];
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLE_ATTRIBUTE}]`)) {
    const [key, ...names] = (node.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ');
    if (key !== CACHE_KEY || node.parentNode !== document.head) continue;
    for (const name of names) cache.inserted[name] = true;
    served.push(node);
  }
  sheet.hydrate(served);
  cache.sheet = sheet;
  return cache;
}

/**
 * Gives `system` the global styles the server rendered (Chakra's reset, globals and the CSS
 * variables of every token), as Emotion's serialized styles `{ name, styles }` read from the
 * server's `<style data-emotion="css-global NAME">`. Chakra's `<Global>` then finds that element
 * by its name and keeps it, and the browser neither computes the global CSS (made lazy by
 * chakra-runtime-plugin.ts: 40 % of `createSystem`) nor serializes and hashes it (26 KB). Does
 * nothing on a page without it (a client-rendered page computes it as usual). Browser only.
 */
export function adoptServerGlobalStyles(system: SystemContext): void {
  const globals = [
    ...document.querySelectorAll<HTMLStyleElement>(
      `head > style[data-emotion^="${CACHE_KEY}-global "]`,
    ),
    // The layer order statement (`@layer reset,base,…;` once minified) holds no rule block.
  ].filter((node) => node.textContent?.includes('{'));
  const [served] = globals;
  const name = served?.getAttribute('data-emotion')?.split(' ')[1];
  if (globals.length !== 1 || !served || !name) return;
  // Emotion takes an object with `styles` as already serialized (serializeStyles' first check).
  const serialized = { name, styles: served.textContent ?? '', next: undefined };
  (system as unknown as { _global: unknown })._global = serialized;
}

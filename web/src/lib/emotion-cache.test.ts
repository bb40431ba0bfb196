/**
 * adoptServerGlobalStyles (issue 29): the browser takes Chakra's global styles from the server's
 * `css-global` element (reset, globals, token variables) and does not compute them again; the layer
 * order statement beside it, minified by Emotion or not, is never taken for them.
 */
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerGlobalStyles } from './emotion-cache';

const RULES =
  '@layer reset{html{line-height:1.5;}}@layer tokens{:where(:root){--colors-red:#f00;}}';

function serveGlobals(layerOrder: string): void {
  document.head.innerHTML =
    `<style data-s="" data-emotion="css-global ad1llf">${layerOrder}</style>` +
    `<style data-s="" data-emotion="css-global hckz8r">${RULES}</style>`;
}

describe('adoptServerGlobalStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each([
    ['minified, as Emotion serves it', '@layer reset,base,tokens,recipes;'],
    ['as Chakra writes it', '@layer reset, base, tokens, recipes;'],
  ])('adopts the rules element beside a layer order statement %s', (_, layerOrder) => {
    const system = createSystem(defaultBaseConfig);
    serveGlobals(layerOrder);
    adoptServerGlobalStyles(system);
    expect(system._global).toEqual({ name: 'hckz8r', styles: RULES, next: undefined });
  });

  it('leaves a page without the server global styles to compute its own', () => {
    const system = createSystem(defaultBaseConfig);
    adoptServerGlobalStyles(system);
    expect(Array.isArray(system._global)).toBe(true);
  });
});

/**
 * The trimmed Chakra system (issue 12): theme.ts registers only the recipes of the components the
 * app renders. This reads every `@chakra-ui/react` import under src/ and checks that each component
 * with a recipe in Chakra's default theme has it in the app's system too, so a newly used component
 * never renders unstyled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globalCss, recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from './system';
import { UNUSED_PALETTES, withInheritedVariables } from './theme';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source files below `dir` (tests included: they render the same components). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere in src/. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Components whose recipe key is not their own name, lower-camel-cased. */
const RECIPE_OF: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  Toaster: 'toast',
};

describe('Chakra system (theme.ts)', () => {
  const defaults = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
  const config = system._config.theme ?? {};
  const ours = new Set([
    ...Object.keys(config.recipes ?? {}),
    ...Object.keys(config.slotRecipes ?? {}),
  ]);

  it('keeps fewer recipes than the default theme', () => {
    expect(ours.size).toBeGreaterThan(20);
    expect(ours.size).toBeLessThan(defaults.size / 2);
  });

  it('has the recipe of every Chakra component the app imports', () => {
    const imported = [...chakraImports()];
    expect(imported).toContain('Button');
    const needed = imported
      .map((name) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => defaults.has(key));
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((key) => !ours.has(key))).toEqual([]);
  });

  it('drops only colour palettes that no source file uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/colorPalette[=:]\s*\{?\s*['"]([a-zA-Z]+)['"]/g))
        used.add(m[1]!);
      for (const m of text.matchAll(
        /['"{]([a-zA-Z]+)\.(?:\d{2,3}|solid|fg|muted|subtle|emphasized|contrast|focusRing)\b/g,
      )) {
        used.add(m[1]!);
      }
    }
    expect(used).toContain('brand');
    expect(used).toContain('red');
    expect(UNUSED_PALETTES.filter((palette) => used.has(palette))).toEqual([]);
    // …and the system really is without them, and still has the used ones.
    const palettes = Object.keys(system._config.theme?.tokens?.colors ?? {});
    expect(palettes).toEqual(
      expect.arrayContaining(['gray', 'red', 'green', 'orange', 'blue', 'brand']),
    );
    for (const palette of UNUSED_PALETTES) expect(palettes).not.toContain(palette);
  });
});

describe('global CSS (issue 29)', () => {
  it('declares the ring and filter variables once on html, inherited, not on every element', () => {
    const css = withInheritedVariables(globalCss);
    expect(Object.keys(css['*'] ?? {}).filter((key) => key.startsWith('--'))).toEqual([]);
    expect(css['*']).toHaveProperty('fontFeatureSettings');
    expect(css.html).toMatchObject({
      '--ring-shadow': '0 0 #0000',
      '--global-color-border': 'colors.border',
      color: 'fg',
    });
    // Nothing lost: every declaration of Chakra's `*` and `html` is in one of the two.
    const before = { ...globalCss['*'], ...globalCss.html };
    expect({ ...css['*'], ...css.html }).toEqual(before);
  });
});

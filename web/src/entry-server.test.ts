/**
 * The server-rendered pages' query parameters (issue 12): the bff stores and renders a visitor's
 * page under `normalizedPageUrl`, so the list must hold every parameter those pages read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizedPageUrl, SSR_QUERY_PARAMS } from './entry-server';

const srcDir = dirname(fileURLToPath(import.meta.url));
/** Folders of the code the server-rendered routes run (SSR_ROUTES' modules and the frame). */
const SSR_CODE = [
  'features/catalog',
  'features/home',
  'features/product',
  'features/static',
  'app',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('SSR_QUERY_PARAMS and normalizedPageUrl', () => {
  it('lists every query parameter the server-rendered code reads', () => {
    const read = new Set<string>();
    for (const folder of SSR_CODE) {
      for (const file of sourceFiles(join(srcDir, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:params|searchParams)\.get\('([^']+)'\)/g))
          read.add(m[1]!);
      }
    }
    expect([...read]).toContain('q');
    expect([...read].filter((name) => !SSR_QUERY_PARAMS.includes(name))).toEqual([]);
  });

  it('keeps the listed parameters with a value, once each, in a fixed order', () => {
    const url = (path: string) => new URL(path, 'http://localhost');
    expect(normalizedPageUrl(url('/products?utm_source=x&sort=name&page=2&page=3&q='))).toBe(
      '/products?page=2&sort=name',
    );
    expect(normalizedPageUrl(url('/products?page=2&sort=name'))).toBe(
      normalizedPageUrl(url('/products?sort=name&page=2&fbclid=1')),
    );
    expect(normalizedPageUrl(url('/?anything=1'))).toBe('/');
    expect(normalizedPageUrl(url('/products?q=oak%20bed'))).toBe('/products?q=oak+bed');
  });
});

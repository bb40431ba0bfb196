/**
 * Issue 15 "one owner for pricing": the VAT rate is one constant of @serena/domain. This walks the
 * sources of every workspace and fails when another file defines a VAT rate of its own, or when
 * the web hard-codes the rate in a label instead of showing the server's `vatRatePercent`; and the
 * pricing rule's functions (variation precedence, storage surcharge, line price, VAT per unit,
 * credit check) are defined in @serena/domain only — the api, bff and web call them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VAT_RATE_PERCENT } from '../src/vat.js';

const root = join(import.meta.dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '__generated__', '.git', '.data', 'coverage']);

/** Every .ts/.tsx file below `dir` (relative to the repository root), skipping build output. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(name)) out.push(relative(root, path));
  }
  return out;
}

const files = ['api', 'bff', 'web', 'e2e', 'packages'].flatMap((ws) => sources(join(root, ws)));
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** A constant whose name says VAT (not a VAT number's), set to a literal rate (23, 0.23, …). */
const VAT_CONSTANT =
  /\b(?:const|let|var)\s+(?!\w*VAT_?NUMBER)\w*VAT\w*\s*(?::[^=\n]+)?=\s*(?:0?\.\d+|[1-9]\d*(?:\.\d+)?)\s*[;,]/i;

describe('one VAT rate (issue 15)', () => {
  it('scans the sources of every workspace', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('packages', 'domain', 'src', 'vat.ts'));
  });

  it('defines the VAT rate constant in exactly one file: packages/domain/src/vat.ts', () => {
    const defining = files.filter((f) => VAT_CONSTANT.test(text(f)));
    expect(defining).toEqual([join('packages', 'domain', 'src', 'vat.ts')]);
    expect(VAT_RATE_PERCENT).toBe(23);
  });

  it('has no hard-coded "VAT (23%)" label in the web app, admin console included (the server sends vatRatePercent)', () => {
    const labels = files.filter(
      (f) =>
        f.startsWith(join('web', 'src')) && !f.includes('/test/') && /VAT \(\d+ ?%\)/.test(text(f)),
    );
    expect(labels).toEqual([]);
  });

  it.each([
    ['matchVariation', 'pricing.ts'],
    ['storageExtra', 'pricing.ts'],
    ['priceLine', 'pricing.ts'],
    ['vatOnUnit', 'vat.ts'],
    ['checkCredit', 'credit.ts'],
    ['orderTotal', 'credit.ts'],
  ])('defines the pricing rule %s in exactly one file: packages/domain/src/%s', (name, file) => {
    const definition = new RegExp(
      String.raw`(?:\bfunction\s+|\b(?:const|let|var)\s+)${name}\b|\b${name}\s*[:=]\s*(?:async\s*)?(?:function\b|\()`,
    );
    const defining = files.filter((f) => definition.test(text(f)));
    expect(defining).toEqual([join('packages', 'domain', 'src', file)]);
  });
});

/**
 * graphql-documents-plugin.ts (issue 29): every generated document can be read alone, equal to the
 * generated module's own, and an import of documents from a generated file becomes imports of
 * their one-document modules, other names left where they were.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_PREFIX,
  documentJson,
  rewriteDocumentImports,
} from '../../graphql-documents-plugin';
import * as storefront from '../__generated__/graphql';
import * as admin from '../admin/__generated__/graphql';

const generated = [
  ['storefront', '../__generated__/graphql.ts', storefront],
  ['admin console', '../admin/__generated__/graphql.ts', admin],
] as const;

describe('graphql-documents-plugin', () => {
  it.each(generated)('reads each %s document alone, as generated', (_, path, module) => {
    const source = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    const names = Object.keys(module).filter((name) => /(Document|FragmentDoc)$/.test(name));
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      expect(JSON.parse(documentJson(source, name))).toEqual(
        (module as Record<string, unknown>)[name],
      );
    }
  });

  it('refuses a document it cannot find', () => {
    expect(() => documentJson('export const A = 1;', 'BDocument')).toThrow(/no document/);
  });

  it('splits the documents off an import from a generated file', async () => {
    const file = '/app/src/__generated__/graphql.ts';
    const code = [
      `import { OrdersDocument, Price_MoneyFragmentDoc as Price, helper } from "../__generated__/graphql";`,
      `import { other } from "./other";`,
      `use(OrdersDocument, Price, helper, other);`,
    ].join('\n');
    const edited = await rewriteDocumentImports(code, (specifier) =>
      Promise.resolve(specifier.endsWith('__generated__/graphql') ? file : null),
    );
    expect(edited).toBe(
      [
        `import { OrdersDocument } from "${DOCUMENT_PREFIX}${file}#OrdersDocument";`,
        `import { Price_MoneyFragmentDoc as Price } from "${DOCUMENT_PREFIX}${file}#Price_MoneyFragmentDoc";`,
        `import { helper } from "../__generated__/graphql";`,
        `import { other } from "./other";`,
        `use(OrdersDocument, Price, helper, other);`,
      ].join('\n'),
    );
    const untouched = `import { other } from "./other";`;
    expect(await rewriteDocumentImports(untouched, () => Promise.resolve(null))).toBe(null);
  });
});

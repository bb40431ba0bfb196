/**
 * Issue 28 "the schema as a product": a breaking change to schema.graphql fails `npm test`; a
 * deprecation, or a removal of what was deprecated in the released baseline, passes. Accept an
 * intended breaking change with `npm run schema:accept -w @serena/bff` (README, "Schema evolution").
 */
import { describe, expect, it } from 'vitest';
import {
  breakingChanges,
  currentBreakingChanges,
  describeChanges,
} from '../scripts/schema-evolution.js';

const BASE = `
type Query {
  product(id: ID!): Product
  products(limit: Int = 8): [Product!]!
}
type Product {
  id: ID!
  name: String!
  sku: String!
  oldPrice: String @deprecated(reason: "Use price")
  price: String
}
enum Sort { NAME NEWEST }
`;

describe('schema evolution against the released baseline', () => {
  it('schema.graphql has no breaking change against bff/schema.baseline.graphql', async () => {
    const breaking = await currentBreakingChanges();
    expect(
      breaking,
      `schema.graphql breaks the released schema:\n${describeChanges(breaking)}\n` +
        'Deprecate first (@deprecated), or accept it: npm run schema:accept -w @serena/bff',
    ).toEqual([]);
  });

  it('a removed field is breaking', async () => {
    const breaking = await breakingChanges(BASE, BASE.replace('  sku: String!\n', ''));
    expect(breaking.map((change) => change.path)).toEqual(['Product.sku']);
  });

  it('a changed type, a new required argument and a removed enum value are breaking', async () => {
    const changed = BASE.replace('name: String!', 'name: Int!')
      .replace('products(limit: Int = 8)', 'products(limit: Int = 8, page: Int!)')
      .replace('enum Sort { NAME NEWEST }', 'enum Sort { NAME }');
    const paths = (await breakingChanges(BASE, changed)).map((change) => change.path).sort();
    expect(paths).toEqual(['Product.name', 'Query.products.page', 'Sort.NEWEST']);
  });

  it('a deprecation and an added field pass', async () => {
    const deprecated = BASE.replace(
      'sku: String!',
      'sku: String! @deprecated(reason: "Use code")\n  code: String',
    );
    expect(await breakingChanges(BASE, deprecated)).toEqual([]);
  });

  it('removing a field that was deprecated in the baseline passes', async () => {
    const removed = BASE.replace(/ {2}oldPrice: .*\n/, '');
    expect(await breakingChanges(BASE, removed)).toEqual([]);
  });
});

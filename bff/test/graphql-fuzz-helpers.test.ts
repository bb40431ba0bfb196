/**
 * The fuzz test's own tools (test/helpers/graphql-fuzz.ts): generated operations are valid GraphQL
 * for the schema with typed variables, and the shape check finds what a wrong answer gets wrong.
 */
import fc from 'fast-check';
import { buildSchema, parse, validate, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldNode, printOperation, shapeProblems } from './helpers/graphql-fuzz.js';

const schema = buildSchema(`
  enum Kind { A B }
  type Item { id: ID! n: Int name: String kind: Kind! tags: [String!]! child(limit: Int): Item }
  type Query { items(limit: Int = 8, q: String!): [Item!]! }
`);
const query = schema.getQueryType() as GraphQLObjectType;
const items = query.getFields().items!;
const item = schema.getType('Item') as GraphQLObjectType;

describe('graphql-fuzz helpers', () => {
  it('prints generated selections as valid operations whose variables match their definitions', () => {
    fc.assert(
      fc.property(fieldNode(items, 3), (node) => {
        const { query: text, variables } = printOperation('query', [], node);
        expect(validate(schema, parse(text))).toEqual([]);
        expect(Object.keys(variables).length).toBe((text.match(/\$v\d+:/g) ?? []).length);
      }),
      { numRuns: 50, seed: 1 },
    );
  });

  it('finds nulls in non-null fields, wrong scalars and enums, missing and extra keys', () => {
    const node = {
      field: items,
      args: [],
      children: ['id', 'n', 'kind', 'tags'].map((name) => ({
        field: item.getFields()[name]!,
        args: [],
        children: null,
      })),
    };
    const good = [{ __typename: 'Item', id: '1', n: null, kind: 'A', tags: ['x'] }];
    expect(shapeProblems(items.type, node.children, good, 'data.items')).toEqual([]);
    const bad = [
      { __typename: 'Item', id: null, n: 1.5, kind: 'C', tags: 'x', extra: 1 },
      { __typename: 'Other', id: '2', kind: 'B', tags: [3] },
    ];
    expect(shapeProblems(items.type, node.children, bad, 'data.items')).toEqual([
      'data.items.0.extra: not selected',
      'data.items.0.id: null for ID!',
      'data.items.0.n: 1.5 is not a Int',
      'data.items.0.kind: "C" is not a Kind',
      'data.items.0.tags: not a list',
      'data.items.1.__typename: Other for Item',
      'data.items.1.n: missing',
      'data.items.1.tags.0: 3 is not a String',
    ]);
    expect(shapeProblems(items.type, node.children, null, 'data.items')).toEqual([
      'data.items: null for [Item!]!',
    ]);
  });
});

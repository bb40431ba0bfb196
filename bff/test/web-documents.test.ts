/**
 * Every operation the web app sends (the codegen client preset's typed documents) is valid against
 * schema.graphql and within the bff's graphql-armor limits (depth, aliases, cost). A shared fragment
 * or a new field that pushes a page's query over a limit fails here, not in the browser.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
} from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { describe, expect, it } from 'vitest';
import * as generated from '../../web/src/__generated__/graphql.js';
import { QUERY_COST_LIMIT, queryCost } from '../src/cost.js';
import { ARMOR_LIMITS, protectWithArmor } from '../src/graphql.js';
import { MAX_PAGE_SIZE } from '../src/resolvers/input.js';
import { buildSchema as buildBffSchema, SCHEMA_PATH } from '../src/schema.js';

// The SDL alone (no resolvers): validation needs only the types.
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
// The bff's own schema for the cost: graphql-query-complexity runs on the same (CommonJS) graphql
// as @graphql-tools, while this file's graphql import may be the ESM copy under vitest.
const bffSchema = buildBffSchema();
const rules = [...specifiedRules, ...protectWithArmor().validationRules];

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT
  );
}

/** The document as Apollo Client sends it: its client-only `@unmask` directives removed. */
function asSent(doc: DocumentNode): DocumentNode {
  return visit(doc, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) });
}

/** The executable documents (operations with their fragments) the web app ships. */
const operations = Object.entries(generated as Record<string, unknown>)
  .filter(([name]) => name.endsWith('Document'))
  .flatMap(([name, value]) => (isDocument(value) ? [[name, asSent(value)] as const] : []))
  .filter(([, doc]) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));

/**
 * A value of input type `type`, the costliest the web app could send: a `limit` at MAX_PAGE_SIZE,
 * one item per list, required input fields only.
 */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (name === 'limit') return MAX_PAGE_SIZE;
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type, field.name)]),
    );
  }
  if (type.name === 'Upload') return new Upload();
  return (
    ({ Int: 1, Float: 1, Boolean: true, ID: '1' } as Record<string, unknown>)[type.name] ?? 'x'
  );
}

/** Worst-case variables of every operation in `doc`. */
function sampleVariables(doc: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of doc.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      const type = typeFromAST(schema, v.type) as GraphQLInputType;
      if (isNonNullType(type) || name === 'limit') variables[name] = sampleValue(type, name);
    }
  }
  return variables;
}

describe('web documents against the bff limits', () => {
  it('finds the web app operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)('%s is valid and within the limits', (_name, doc) => {
    expect(validate(schema, doc, rules).map((error) => error.message)).toEqual([]);
  });

  it.each(operations)('%s costs less than the query cost limit at 50 per page', (_name, doc) => {
    const cost = queryCost(bffSchema, doc, sampleVariables(doc));
    expect(cost).toBeLessThanOrEqual(QUERY_COST_LIMIT);
  });

  it('still refuses a query deeper than the depth limit', () => {
    let selection = 'id';
    for (let level = 0; level <= ARMOR_LIMITS.maxDepth; level++) {
      selection = `relatedProducts { ${selection} }`;
    }
    const errors = validate(schema, parse(`{ product(id: "1") { ${selection} } }`), rules);
    expect(errors.map((error) => error.message).join(' ')).toMatch(/depth limit/i);
  });
});

/**
 * Every operation the web app sends (the codegen client preset's typed documents) is valid against
 * schema.graphql and within the bff's graphql-armor limits (depth, aliases, cost). A shared fragment
 * or a new field that pushes a page's query over a limit fails here, not in the browser.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../web/src/__generated__/graphql.js';
import { ARMOR_LIMITS, protectWithArmor } from '../src/graphql.js';
import { SCHEMA_PATH } from '../src/schema.js';

// The SDL alone (no resolvers): validation needs only the types.
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
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

describe('web documents against the bff limits', () => {
  it('finds the web app operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)('%s is valid and within the limits', (_name, doc) => {
    expect(validate(schema, doc, rules).map((error) => error.message)).toEqual([]);
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

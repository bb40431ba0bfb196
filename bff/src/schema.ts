import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

/**
 * Path of the GraphQL contract `schema.graphql` at the repo root. Resolved relative to this module,
 * which sits one level under the bff package in both src/ and dist/.
 */
export const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/**
 * Builds the executable schema: schema.graphql + the resolver map (architecture bff/).
 * @throws when the schema file is missing or does not match the resolvers.
 */
export function buildSchema(schemaPath: string = SCHEMA_PATH): GraphQLSchema {
  const typeDefs = readFileSync(schemaPath, 'utf8');
  return makeExecutableSchema({
    typeDefs,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}

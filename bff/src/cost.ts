/**
 * The query cost model (issue 13 availability): list sizes multiply the cost of what is selected
 * under them, so a nested query that would fan out into thousands of REST calls is refused before
 * execution. Computed by graphql-query-complexity with the variables of the request.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from './resolvers/input.js';

/** Highest accepted query cost. Every web app document stays well below it (test/web-documents). */
export const QUERY_COST_LIMIT = 20_000;

/** Error code of a refused query (HTTP 400); documented in README "Query limits". */
export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/**
 * Assumed item counts of lists that take no `limit` argument, by `Type.field` (upper bounds of the
 * demo catalog: 7 categories, 6 sizes, 4 fabrics of up to 8 colours, up to 60 variations per bed,
 * 12 related products). Others count as
 * DEFAULT_LIST_SIZE. `ProductPage.items` and `AdminJobList.jobs` are 1: their page size is already counted at
 * the field that takes the `limit`.
 */
const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.categories': 10,
  'Product.categories': 3,
  'Product.relatedProducts': 12,
  'Product.variations': 60,
  'Product.sizes': 6,
  'Product.fabrics': 4,
  'Fabric.colors': 8,
  'ProductPage.items': 1,
  // Issue 27: the jobs list's `limit` is counted at AdminQuery.jobs.
  'AdminJobList.jobs': 1,
};
const DEFAULT_LIST_SIZE = 10;

/**
 * Cost of one field: 1, plus its selection's cost (0 for a leaf) times the list size — the `limit`
 * argument's value (at most MAX_PAGE_SIZE) when the field takes one, else the assumed size of a list (LIST_SIZES), else 1.
 * The type is read from its SDL text ("[Category!]!"), not with graphql's type guards, which refuse
 * types built by another copy (ESM/CommonJS) of graphql.
 */
export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const limit: unknown = args.limit;
  let size = 1;
  // Limits above MAX_PAGE_SIZE count as MAX_PAGE_SIZE: the resolver refuses them (BAD_USER_INPUT).
  if (typeof limit === 'number' && Number.isFinite(limit)) {
    size = Math.min(MAX_PAGE_SIZE, Math.max(1, limit));
  } else if (String(field.type).startsWith('[')) {
    size = LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
  }
  return 1 + size * childComplexity;
};

/**
 * The cost of one operation of `document` with `variables`.
 * @throws GraphQLError when the variables do not fit the operation (the executor reports those).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [listSizeEstimator],
  });
}

/** The error of a query over the limit: code QUERY_TOO_COSTLY, HTTP 400. */
export function queryTooCostly(cost: number, max = QUERY_COST_LIMIT): GraphQLError {
  return new GraphQLError(
    `This query costs ${cost}; the maximum is ${max}. Ask for fewer items per list (limit) or nest fewer lists.`,
    { extensions: { code: QUERY_TOO_COSTLY, cost, maxCost: max, http: { status: 400 } } },
  );
}

/**
 * Apollo plugin: once the operation is resolved (parsed, validated) and before it executes,
 * refuses it with QUERY_TOO_COSTLY when its cost with the request's variables is over `max`.
 * Variables that do not fit are left to the executor's own BAD_USER_INPUT error.
 */
export function queryCostPlugin<TContext extends object>(
  max = QUERY_COST_LIMIT,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, request }) {
          let cost: number;
          try {
            cost = queryCost(schema, document, request.variables ?? {}, request.operationName);
          } catch {
            return Promise.resolve();
          }
          if (cost > max) throw queryTooCostly(cost, max);
          return Promise.resolve();
        },
      });
    },
  };
}

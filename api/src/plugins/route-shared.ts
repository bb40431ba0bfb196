/**
 * What the catalog route groups share (spec §7): the plugin scaffolding of a group that only needs
 * the database, a plain GET answering `{ success: true, ... }`, the paginated product answer
 * (spec §3 Pagination) and the category look-up that answers 404 'Category not found'.
 */
import type { FastifySchema } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { pageRequest } from '../lib/pagination.js';
import type { Viewer } from '../lib/viewer.js';
import { NotFoundError } from './errors.js';
import { errorResponses } from '../schemas/dto.js';
import { categoryExists } from '../catalog/categories.js';
import { pageProducts, type ProductMatch, type ProductSort } from '../catalog/products.js';

/** Options of the route groups that only need the database. */
export interface DbRouteOptions {
  db: Db;
}

/** The zod-typed Fastify instance a route plugin receives. */
export type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/** Returns a route plugin that registers `routes` with the database of its options. */
export function dbRoutes(
  routes: (app: ZodApp, db: Db) => void,
): FastifyPluginCallbackZod<DbRouteOptions> {
  return (app, opts, done) => {
    routes(app, opts.db);
    done();
  };
}

/**
 * Registers a GET without inputs whose 200 body is `response` (or a 500 error body), documented in
 * OpenAPI under `tags` with `summary`; `answer` builds the body.
 */
export function simpleGet<S extends z.ZodType>(
  app: ZodApp,
  url: string,
  doc: { tags: string[]; summary: string },
  response: S,
  answer: () => Promise<z.input<S>>,
): void {
  // `answer` is checked against `response` by this signature (the provider cannot resolve a
  // generic schema's reply type); the serializer still validates the body at run time.
  const schema: FastifySchema = { ...doc, response: { 200: response, 500: errorResponses[500] } };
  app.get(url, { schema }, answer);
}

/**
 * Returns `{ success: true, products, pagination }`: page `page` (default 1) of `limit` (default 8,
 * at most 50) products of `match` (all when undefined; see `pageProducts`), prices in euros or null
 * for visitors.
 */
export async function productPageAnswer(
  db: Db,
  match: ProductMatch | undefined,
  page: number | undefined,
  limit: number | undefined,
  viewer: Viewer | null,
  sort?: ProductSort,
) {
  const req = pageRequest(page, limit);
  return { success: true as const, ...(await pageProducts(db, match, req, viewer, sort)) };
}

/** Returns `found` unless it is null or undefined. @throws NotFoundError (404) with `message`. */
export function orNotFound<T>(found: T | null | undefined, message: string): T {
  if (found === null || found === undefined) throw new NotFoundError(message);
  return found;
}

/** Resolves when category `id` exists. @throws NotFoundError (404) 'Category not found'. */
export async function requireCategory(db: Db, id: number): Promise<void> {
  if (!(await categoryExists(db, id))) throw new NotFoundError('Category not found');
}

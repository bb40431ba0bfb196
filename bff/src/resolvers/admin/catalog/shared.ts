/**
 * What the admin catalog resolvers share (issue 10): the per-request sizes-and-fabrics lookup, id
 * lists and the product re-read after a write (storage names are @serena/domain's).
 */
import { perRequest, type GraphQLContext } from '../../../context.js';
import type {
  AdminFabricDto,
  AdminProductDetailDto,
  AdminSizeDto,
} from '../../../upstream/admin-catalog.js';
import { badUserInput } from '../../../upstream/errors.js';
import { numericId } from '../payload.js';

type CatalogOptions = { sizes: AdminSizeDto[]; fabrics: AdminFabricDto[] };
const options = perRequest((): { answer?: Promise<CatalogOptions> } => ({}));

/** The sizes and fabrics, read once per request. */
export function catalogOptions(context: GraphQLContext, token: string): Promise<CatalogOptions> {
  const memo = options(context);
  memo.answer ??= context.upstream.admin.catalog.options(token);
  return memo.answer;
}

/** Parses a list of GraphQL IDs. @throws BAD_USER_INPUT naming `field` for a non-numeric id. */
export function idList(ids: readonly string[], field: string): number[] {
  return ids.map((id) => {
    const n = numericId(id);
    if (n === null) throw badUserInput(`${field}: '${id}' is not an id`, field);
    return n;
  });
}

/** Parses an optional GraphQL ID. @throws BAD_USER_INPUT naming `field`. */
export function optionalId(id: string | null | undefined, field: string): number | null {
  if (id === null || id === undefined) return null;
  return idList([id], field)[0]!;
}

/** Reads a product after a write (for the payload). */
export function reread(
  context: GraphQLContext,
  token: string,
  id: number,
): Promise<AdminProductDetailDto> {
  return context.upstream.admin.catalog.product(id, token);
}

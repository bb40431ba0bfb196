/**
 * The saved-list mutations (issue 24 "Saved lists"): create, rename/share, delete, add lines
 * (as cart lines: product and bed configuration by id), change a line's quantity and remove a
 * line. Thin: the api decides every rule (who sees and who may change a list, what the catalog
 * offers); its refusals become userErrors (400 INVALID, 403 FORBIDDEN, 404 NOT_FOUND).
 */
import type {
  CartLineInput,
  MutationResolvers,
  UserError,
} from '../../__generated__/resolvers-types.js';
import { requireToken, unauthenticated } from '../../session/viewer.js';
import type { SavedItemBody, SavedListDto } from '../../upstream/saved-lists.js';
import { parseId } from '../input.js';
import { upstreamRefusal, upstreamUserErrors } from '../user-errors.js';

const notFound = (field: string): UserError[] => [
  { field, message: 'Saved list not found.', code: 'NOT_FOUND' },
];

/** The api's refusals as userErrors; 401 stays UNAUTHENTICATED, others rethrown. */
function listUserErrors(error: unknown): UserError[] {
  if (upstreamRefusal(error)?.status === 401) throw unauthenticated();
  const userErrors = upstreamUserErrors(error, {
    statuses: { 400: 'INVALID', 403: 'FORBIDDEN', 404: 'NOT_FOUND' },
    field: (field) => field.replace(/^items\./, 'lines.'),
  });
  if (!userErrors) throw error;
  return userErrors;
}

/** The api items of cart lines; a malformed id becomes 0, which the api refuses with its field. */
function itemsOf(lines: readonly CartLineInput[]): SavedItemBody[] {
  const id = (value: string | null | undefined) => (value ? (parseId(value) ?? 0) : null);
  return lines.map((line) => ({
    productId: parseId(line.productId) ?? 0,
    sizeId: id(line.sizeId),
    fabricId: id(line.fabricId),
    fabricColorId: id(line.fabricColorId),
    storage: line.storage ?? 'NONE',
    quantity: line.quantity,
  }));
}

/** Runs a call answering `{ list }` as a SavedListPayload. */
async function payload(call: () => Promise<{ list: SavedListDto }>) {
  try {
    return { savedList: (await call()).list, userErrors: [] };
  } catch (error) {
    return { savedList: null, userErrors: listUserErrors(error) };
  }
}

/** The list and line ids of a mutation, or null when either is malformed. */
function ids(id: string, lineId?: string): { listId: number; lineId: number } | null {
  const listId = parseId(id);
  const line = lineId === undefined ? 0 : parseId(lineId);
  return listId === null || line === null ? null : { listId, lineId: line };
}

/** The customer's saved-list mutations. */
export const savedListMutations: Pick<
  MutationResolvers,
  | 'createSavedList'
  | 'updateSavedList'
  | 'deleteSavedList'
  | 'addToSavedList'
  | 'setSavedListLineQuantity'
  | 'removeSavedListLine'
> = {
  createSavedList(_p, { input }, context) {
    const token = requireToken(context);
    const body = {
      name: input.name,
      shared: input.shared ?? false,
      items: itemsOf(input.lines ?? []),
    };
    return payload(() => context.upstream.savedLists.create(body, token));
  },

  updateSavedList(_p, { id, input }, context) {
    const token = requireToken(context);
    const key = ids(id);
    if (!key) return { savedList: null, userErrors: notFound('id') };
    const body = {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.shared != null ? { shared: input.shared } : {}),
    };
    return payload(() => context.upstream.savedLists.update(key.listId, body, token));
  },

  async deleteSavedList(_p, { id }, context) {
    const token = requireToken(context);
    const key = ids(id);
    if (!key) return { deletedId: null, userErrors: notFound('id') };
    try {
      await context.upstream.savedLists.remove(key.listId, token);
      return { deletedId: String(key.listId), userErrors: [] };
    } catch (error) {
      return { deletedId: null, userErrors: listUserErrors(error) };
    }
  },

  addToSavedList(_p, { id, lines }, context) {
    const token = requireToken(context);
    const key = ids(id);
    if (!key) return { savedList: null, userErrors: notFound('id') };
    return payload(() => context.upstream.savedLists.addItems(key.listId, itemsOf(lines), token));
  },

  setSavedListLineQuantity(_p, { id, lineId, quantity }, context) {
    const token = requireToken(context);
    const key = ids(id, lineId);
    if (!key) return { savedList: null, userErrors: notFound('id') };
    return payload(() =>
      context.upstream.savedLists.setQuantity(key.listId, key.lineId, quantity, token),
    );
  },

  removeSavedListLine(_p, { id, lineId }, context) {
    const token = requireToken(context);
    const key = ids(id, lineId);
    if (!key) return { savedList: null, userErrors: notFound('id') };
    return payload(() => context.upstream.savedLists.removeLine(key.listId, key.lineId, token));
  },
};

/**
 * The saved-list shapes of the api (issue 24 "Saved lists"): the request bodies and the answer of
 * a list with its lines (no prices: the bff reprices a list at the viewer's prices).
 */
import { z } from 'zod';
import { SAVED_LIST_STORAGES } from '../db/schema/index.js';
import { intNumber, intText } from '../schemas/common.js';
import type { ListViewer } from './access.js';
import { canEditLines, canManageList } from './access.js';
import type { SavedListFull } from './service.js';

const optionalId = (field: string) => intNumber(field).nullish();
const listName = z
  .string()
  .trim()
  .min(1, 'Enter a name for the list.')
  .max(100, 'A list name has at most 100 characters.');
const quantity = z.number().int().min(1).max(99).describe('1 to 99');

/** One item to save: the product and its bed configuration by id. */
export const savedItemBody = z.object({
  productId: intNumber('productId'),
  sizeId: optionalId('sizeId'),
  fabricId: optionalId('fabricId'),
  fabricColorId: optionalId('fabricColorId'),
  storage: z.enum(SAVED_LIST_STORAGES).optional().describe('NONE by default'),
  quantity,
});

/** POST /api/saved-lists body. */
export const createListBody = z.object({
  name: listName,
  shared: z.boolean().optional().describe('true: every user of the company sees it'),
  items: z.array(savedItemBody).max(100).optional().describe('items to start the list with'),
});
/** PATCH /api/saved-lists/{id} body: a new name and/or sharing. */
export const updateListBody = z.object({
  name: listName.optional(),
  shared: z.boolean().optional(),
});
/** POST /api/saved-lists/{id}/items body. */
export const addItemsBody = z.object({ items: z.array(savedItemBody).min(1).max(100) });
/** PATCH /api/saved-lists/{id}/lines/{lineId} body. */
export const lineQuantityBody = z.object({ quantity });
/** The id of a list. */
export const listParams = z.object({ id: intText('id') });
/** The ids of a list and one of its lines. */
export const lineParams = z.object({ id: intText('id'), lineId: intText('lineId') });

/** One saved line as sent: ids and the names saved with it. */
export const savedLineDto = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  sizeId: z.number().int().nullable(),
  sizeLabel: z.string().nullable(),
  fabricId: z.number().int().nullable(),
  fabricName: z.string().nullable(),
  fabricColorId: z.number().int().nullable(),
  fabricColorName: z.string().nullable(),
  storage: z.enum(SAVED_LIST_STORAGES),
  quantity: z.number().int(),
});

/** A saved list as sent, with what the caller may do with it. */
export const savedListDto = z.object({
  id: z.number().int(),
  name: z.string(),
  shared: z.boolean(),
  createdByUserId: z.number().int(),
  createdByName: z.string(),
  canEdit: z.boolean().describe('the caller may change its lines'),
  canManage: z.boolean().describe('the caller may rename, share or delete it'),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(savedLineDto),
});

/** The answer shape of a list for `viewer`. */
export function toSavedListDto(
  viewer: ListViewer,
  { list, createdByName, lines }: SavedListFull,
): z.infer<typeof savedListDto> {
  return {
    id: list.id,
    name: list.name,
    shared: list.shared,
    createdByUserId: list.createdByUserId,
    createdByName,
    canEdit: canEditLines(viewer),
    canManage: canManageList(viewer, list),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      sku: l.sku,
      sizeId: l.sizeId,
      sizeLabel: l.sizeLabel,
      fabricId: l.fabricId,
      fabricName: l.fabricName,
      fabricColorId: l.fabricColorId,
      fabricColorName: l.fabricColorName,
      storage: l.storage,
      quantity: l.quantity,
    })),
  };
}

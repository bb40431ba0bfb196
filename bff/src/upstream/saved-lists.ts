/**
 * Saved lists as the bff sees them (issue 24 "Saved lists"): the calls under /api/saved-lists,
 * each with the viewer's token; the api answers only the lists the viewer sees (404 otherwise)
 * and decides who may change them (403). No prices: the bff reprices lines (SavedListLine.ts).
 */
import type { ApiBody, ApiJson } from './api-json.js';

/** A saved list as the api sends it. */
export type SavedListDto = ApiJson<'getSavedList', 200>['list'];
/** One line of a saved list. */
export type SavedListLineDto = SavedListDto['lines'][number];
/** POST /api/saved-lists body. */
export type CreateSavedListBody = ApiBody<'createSavedList'>;
/** PATCH /api/saved-lists/{id} body. */
export type UpdateSavedListBody = ApiBody<'updateSavedList'>;
/** One item of POST /api/saved-lists/{id}/items. */
export type SavedItemBody = ApiBody<'addSavedListItems'>['items'][number];

/** How the saved-list calls reach the api: method, path, token and body. */
export type SavedListCall = <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) => Promise<T>;

/** A `{ list }` answer. */
type ListAnswer = Promise<{ list: SavedListDto }>;

/** Every saved-list call of the bff. */
export interface SavedListsUpstream {
  /** GET /api/saved-lists */
  list(token: string): Promise<{ lists: SavedListDto[] }>;
  /** GET /api/saved-lists/{id} */
  get(id: number, token: string): ListAnswer;
  /** POST /api/saved-lists (201) */
  create(body: CreateSavedListBody, token: string): ListAnswer;
  /** PATCH /api/saved-lists/{id} */
  update(id: number, body: UpdateSavedListBody, token: string): ListAnswer;
  /** DELETE /api/saved-lists/{id} */
  remove(id: number, token: string): Promise<{ message: string }>;
  /** POST /api/saved-lists/{id}/items */
  addItems(id: number, items: SavedItemBody[], token: string): ListAnswer;
  /** PATCH /api/saved-lists/{id}/lines/{lineId} */
  setQuantity(id: number, lineId: number, quantity: number, token: string): ListAnswer;
  /** DELETE /api/saved-lists/{id}/lines/{lineId} */
  removeLine(id: number, lineId: number, token: string): ListAnswer;
}

/** The {@link SavedListsUpstream} over `call`. */
export function createSavedListsUpstream(call: SavedListCall): SavedListsUpstream {
  const one = (id: number) => `/api/saved-lists/${encodeURIComponent(id)}`;
  const line = (id: number, lineId: number) => `${one(id)}/lines/${encodeURIComponent(lineId)}`;
  return {
    list: (token) => call('GET', '/api/saved-lists', token),
    get: (id, token) => call('GET', one(id), token),
    create: (body, token) => call('POST', '/api/saved-lists', token, body),
    update: (id, body, token) => call('PATCH', one(id), token, body),
    remove: (id, token) => call('DELETE', one(id), token),
    addItems: (id, items, token) => call('POST', `${one(id)}/items`, token, { items }),
    setQuantity: (id, lineId, quantity, token) =>
      call('PATCH', line(id, lineId), token, { quantity }),
    removeLine: (id, lineId, token) => call('DELETE', line(id, lineId), token),
  };
}

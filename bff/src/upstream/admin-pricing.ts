/**
 * The admin's price lists and volume breaks as the bff sees them (issue 25): one typed method per
 * `/api/admin/price-lists`, `/api/admin/volume-breaks` and account-assignment call, each taking
 * the admin's bearer token. Answers carry cents and basis points; a fixed price is sent in euros
 * as decimal text. Failures throw the GraphQL errors of errors.ts (400/404/409 keep the api's
 * message, code and field).
 */
import type { AdminCall } from './admin-types.js';
import type { ApiBody, ApiJson } from './api-json.js';

/** A price list with its rules and account count (cents, basis points). */
export type AdminPriceListDto = ApiJson<'getAdminPriceListsById', 200>['priceList'];

/** One rule of a price list. */
export type AdminPriceRuleDto = AdminPriceListDto['rules'][number];

/** A volume break. */
export type AdminVolumeBreakDto = ApiJson<'postAdminVolumeBreaks', 200>['volumeBreak'];

/** The body of adding a rule (a percentage, or a fixed price in euros). */
export type PriceRuleBody = ApiBody<'postAdminPriceListsByIdRules'>;

/** The body of adding a volume break. */
export type VolumeBreakBody = ApiBody<'postAdminVolumeBreaks'>;

/** Every admin pricing call of the bff. */
export interface AdminPricingUpstream {
  /** GET /api/admin/price-lists */
  list(token: string): Promise<{ priceLists: AdminPriceListDto[] }>;
  /** GET /api/admin/price-lists/{id} */
  get(id: number, token: string): Promise<{ priceList: AdminPriceListDto }>;
  /** POST /api/admin/price-lists { name, active } */
  create(
    body: { name: string; active?: boolean },
    token: string,
  ): Promise<{ priceList: AdminPriceListDto }>;
  /** PATCH /api/admin/price-lists/{id} { name?, active? } */
  update(
    id: number,
    body: { name?: string; active?: boolean },
    token: string,
  ): Promise<{ priceList: AdminPriceListDto }>;
  /** DELETE /api/admin/price-lists/{id} */
  remove(id: number, token: string): Promise<{ success: true }>;
  /** POST /api/admin/price-lists/{id}/rules */
  addRule(
    id: number,
    body: PriceRuleBody,
    token: string,
  ): Promise<{ priceList: AdminPriceListDto }>;
  /** DELETE /api/admin/price-lists/{id}/rules/{ruleId} */
  removeRule(id: number, ruleId: number, token: string): Promise<{ priceList: AdminPriceListDto }>;
  /** PUT /api/admin/accounts/{id}/price-list { priceListId } (null: the trade price) */
  assign(
    accountId: number,
    priceListId: number | null,
    token: string,
  ): Promise<{ accountId: number; priceListId: number | null }>;
  /** GET /api/admin/volume-breaks */
  listVolumeBreaks(token: string): Promise<{ volumeBreaks: AdminVolumeBreakDto[] }>;
  /** POST /api/admin/volume-breaks */
  addVolumeBreak(
    body: VolumeBreakBody,
    token: string,
  ): Promise<{ volumeBreak: AdminVolumeBreakDto }>;
  /** DELETE /api/admin/volume-breaks/{id} */
  removeVolumeBreak(id: number, token: string): Promise<{ success: true }>;
}

/** The admin pricing calls over `call` (the admin transport). */
export function createAdminPricingUpstream(call: AdminCall): AdminPricingUpstream {
  const lists = (id?: number) => `/api/admin/price-lists${id === undefined ? '' : `/${id}`}`;
  const breaks = (id?: number) => `/api/admin/volume-breaks${id === undefined ? '' : `/${id}`}`;
  return {
    list: (token) => call('GET', lists(), token),
    get: (id, token) => call('GET', lists(id), token),
    create: (body, token) => call('POST', lists(), token, body),
    update: (id, body, token) => call('PATCH', lists(id), token, body),
    remove: (id, token) => call('DELETE', lists(id), token),
    addRule: (id, body, token) => call('POST', `${lists(id)}/rules`, token, body),
    removeRule: (id, ruleId, token) => call('DELETE', `${lists(id)}/rules/${ruleId}`, token),
    assign: (accountId, priceListId, token) =>
      call('PUT', `/api/admin/accounts/${accountId}/price-list`, token, { priceListId }),
    listVolumeBreaks: (token) => call('GET', breaks(), token),
    addVolumeBreak: (body, token) => call('POST', breaks(), token, body),
    removeVolumeBreak: (id, token) => call('DELETE', breaks(id), token),
  };
}

/**
 * The admin's price-list and volume-break writes (issue 25): arguments checked here (ids,
 * percentages as printed → basis points), then one api call each; the api's refusals (400, 404,
 * 409) become userErrors on the GraphQL input's field names. Every write is audited by the api.
 */
import { parseVatRatePercent } from '@serena/domain';
import type {
  AdminMutationResolvers,
  AdminPriceRuleInput,
} from '../../../__generated__/resolvers-types.js';
import type {
  AdminPriceListDto,
  AdminVolumeBreakDto,
  PriceRuleBody,
} from '../../../upstream/admin-pricing.js';
import { attempt, invalid, numericId, type AdminUserError } from '../payload.js';

type ListPayload = { priceList: AdminPriceListDto | null; userErrors: AdminUserError[] };
type BreakPayload = { volumeBreak: AdminVolumeBreakDto | null; userErrors: AdminUserError[] };
type AssignPayload = {
  accountId: string | null;
  priceListId: string | null;
  userErrors: AdminUserError[];
};
const listFailed = (userErrors: AdminUserError[]): ListPayload => ({ priceList: null, userErrors });
const deleteFailed = (userErrors: AdminUserError[]) => ({ deleted: false, userErrors });
const notFound = (field: string, id: string): AdminUserError[] => [
  { field, message: `No such id: ${id}`, code: 'NOT_FOUND' },
];

/** Basis points of a printed percentage ('10', '7.5'), or null when it is not one. */
function percentBp(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  try {
    return parseVatRatePercent(text);
  } catch {
    return null;
  }
}

/** An optional ID argument: undefined when absent, null when malformed. */
function optionalId(id: string | null | undefined): number | null | undefined {
  return id === null || id === undefined ? undefined : numericId(id);
}

/** The api body of a rule input, or the userErrors of what is wrong with it. */
function ruleBody(input: AdminPriceRuleInput): PriceRuleBody | AdminUserError[] {
  const dates = { validFrom: input.validFrom ?? null, validTo: input.validTo ?? null };
  if (input.kind === 'PERCENT') {
    const bp = percentBp(input.percentOff);
    if (bp === null) return invalid('percentOff', 'percentOff must be a percentage from 0 to 100');
    const categoryId = optionalId(input.categoryId);
    if (categoryId === null) return invalid('categoryId', 'categoryId must be a category id');
    return { kind: 'percent', categoryId: categoryId ?? null, percentBp: bp, ...dates };
  }
  const productId = optionalId(input.productId);
  if (!productId) return invalid('productId', 'productId is required for a fixed price');
  const variationId = optionalId(input.variationId);
  if (variationId === null) return invalid('variationId', 'variationId must be a variation id');
  if (!input.price) return invalid('price', 'price is required for a fixed price');
  return {
    kind: 'fixed',
    productId,
    variationId: variationId ?? null,
    price: input.price,
    ...dates,
  };
}

/** The AdminMutation fields of price lists, rules, volume breaks and assignment. */
export const pricingMutations: Pick<
  AdminMutationResolvers,
  | 'createPriceList'
  | 'updatePriceList'
  | 'deletePriceList'
  | 'addPriceRule'
  | 'removePriceRule'
  | 'addVolumeBreak'
  | 'removeVolumeBreak'
  | 'assignPriceList'
> = {
  createPriceList: (scope, { input }, { upstream }) =>
    attempt<ListPayload>(async () => {
      const body = { name: input.name, ...(input.active == null ? {} : { active: input.active }) };
      return { ...(await upstream.admin.pricing.create(body, scope.token)), userErrors: [] };
    }, listFailed),

  updatePriceList: (scope, { id, input }, { upstream }) => {
    const listId = numericId(id);
    if (listId === null) return listFailed(notFound('id', id));
    const body = {
      ...(input.name == null ? {} : { name: input.name }),
      ...(input.active == null ? {} : { active: input.active }),
    };
    return attempt<ListPayload>(
      async () => ({
        ...(await upstream.admin.pricing.update(listId, body, scope.token)),
        userErrors: [],
      }),
      listFailed,
    );
  },

  deletePriceList: (scope, { id }, { upstream }) => {
    const listId = numericId(id);
    if (listId === null) return deleteFailed(notFound('id', id));
    return attempt(async () => {
      await upstream.admin.pricing.remove(listId, scope.token);
      return { deleted: true, userErrors: [] };
    }, deleteFailed);
  },

  addPriceRule: (scope, { priceListId, input }, { upstream }) => {
    const listId = numericId(priceListId);
    if (listId === null) return listFailed(notFound('priceListId', priceListId));
    const body = ruleBody(input);
    if (Array.isArray(body)) return listFailed(body);
    return attempt<ListPayload>(
      async () => ({
        ...(await upstream.admin.pricing.addRule(listId, body, scope.token)),
        userErrors: [],
      }),
      listFailed,
    );
  },

  removePriceRule: (scope, { priceListId, ruleId }, { upstream }) => {
    const listId = numericId(priceListId);
    const rule = numericId(ruleId);
    if (listId === null) return listFailed(notFound('priceListId', priceListId));
    if (rule === null) return listFailed(notFound('ruleId', ruleId));
    return attempt<ListPayload>(
      async () => ({
        ...(await upstream.admin.pricing.removeRule(listId, rule, scope.token)),
        userErrors: [],
      }),
      listFailed,
    );
  },

  addVolumeBreak: (scope, { input }, { upstream }) => {
    const failed = (userErrors: AdminUserError[]): BreakPayload => ({
      volumeBreak: null,
      userErrors,
    });
    const bp = percentBp(input.percentOff);
    if (bp === null)
      return failed(invalid('percentOff', 'percentOff must be a percentage from 0 to 100'));
    const productId = optionalId(input.productId);
    const categoryId = optionalId(input.categoryId);
    if (productId === null) return failed(invalid('productId', 'productId must be a product id'));
    if (categoryId === null)
      return failed(invalid('categoryId', 'categoryId must be a category id'));
    const body = {
      productId: productId ?? null,
      categoryId: categoryId ?? null,
      minQuantity: input.minQuantity,
      percentBp: bp,
    };
    return attempt<BreakPayload>(
      async () => ({
        ...(await upstream.admin.pricing.addVolumeBreak(body, scope.token)),
        userErrors: [],
      }),
      failed,
    );
  },

  removeVolumeBreak: (scope, { id }, { upstream }) => {
    const breakId = numericId(id);
    if (breakId === null) return deleteFailed(notFound('id', id));
    return attempt(async () => {
      await upstream.admin.pricing.removeVolumeBreak(breakId, scope.token);
      return { deleted: true, userErrors: [] };
    }, deleteFailed);
  },

  assignPriceList: (scope, { accountId, priceListId }, { upstream }) => {
    const failed = (userErrors: AdminUserError[]): AssignPayload => ({
      accountId: null,
      priceListId: null,
      userErrors,
    });
    const account = numericId(accountId);
    if (account === null) return failed(notFound('accountId', accountId));
    const list = optionalId(priceListId);
    if (list === null) return failed(notFound('priceListId', priceListId ?? ''));
    return attempt<AssignPayload>(async () => {
      const answer = await upstream.admin.pricing.assign(account, list ?? null, scope.token);
      return {
        accountId: String(answer.accountId),
        priceListId: answer.priceListId === null ? null : String(answer.priceListId),
        userErrors: [],
      };
    }, failed);
  },
};

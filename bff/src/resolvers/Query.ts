import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { errorCode } from '../upstream/errors.js';
import { requireToken, viewerMe } from '../session/viewer.js';
import type { MenuProductDto } from '../upstream/types.js';
import { filterBody, pageParams, parseId, searchText, sortParam } from './input.js';
import { cartQuote } from './CartQuote.js';
import { priceQuote } from './PriceQuote.js';
import { purchaseOrderReorder } from './purchase-order-reorder.js';
import { quickOrder } from './QuickOrderLine.js';
import { savedList, savedLists } from './SavedList.js';
import { sharedListing } from './shared-listing.js';
import { trackOrder } from './TrackedOrder.js';
import { toQuote } from './Quote.js';
import { upstreamRefusal } from './user-errors.js';

/** Category names of the Collections mega-menu (spec §2 Page frame, §9). */
const MENU_CATEGORIES = ['Headboards', 'Mattresses'] as const;

function menuEntry(data: Record<string, MenuProductDto[]>, name: string): MenuProductDto[] {
  const key = Object.keys(data).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (data[key] ?? []) : [];
}

/** Root queries (spec §7 calls). Thin: argument checks, one upstream call or loader each. */
export const Query: QueryResolvers = {
  async viewer(_parent, _args, context) {
    if (!context.viewerToken) return null;
    try {
      const { user } = await viewerMe(context);
      return user;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'UNAUTHENTICATED' || code === 'NOT_FOUND') return null;
      throw error;
    }
  },

  categories: (_parent, _args, { loaders }) => loaders.categories(),

  async menu(_parent, _args, { upstream, viewerToken }) {
    const { data } = await upstream.getMenus([...MENU_CATEGORIES], viewerToken);
    return { headboards: menuEntry(data, 'Headboards'), mattresses: menuEntry(data, 'Mattresses') };
  },

  async sizes(_parent, _args, { upstream, viewerToken }) {
    return (await upstream.getSizes(viewerToken)).sizes;
  },

  async products(_parent, { page, limit, filter, sort }, context) {
    const { upstream, viewerToken } = context;
    const paging = pageParams(page, limit);
    const order = sortParam(sort, viewerToken);
    let response;
    if (filter || order) {
      const body = { ...filterBody(filter ?? {}, paging), ...(order ? { sort: order } : {}) };
      // A price range or price order depends on the viewer (the api ignores it for visitors).
      response =
        body.priceRange || order === 'price_asc' || order === 'price_desc'
          ? await upstream.filterProducts(body, viewerToken)
          : await sharedListing(context, `filter:${JSON.stringify(body)}`, (token) =>
              upstream.filterProducts(body, token),
            );
    } else {
      response = await sharedListing(context, `listing:${paging.page}:${paging.limit}`, (token) =>
        upstream.getProductsListing(paging, token),
      );
    }
    return { products: response.products, pagination: response.pagination };
  },

  async searchProducts(_parent, { query, page, limit, sort }, { upstream, viewerToken }) {
    const paging = pageParams(page, limit);
    const order = sortParam(sort, viewerToken);
    const response = await upstream.searchProducts(
      { search: searchText(query), ...paging, ...(order ? { sort: order } : {}) },
      viewerToken,
    );
    return { products: response.products, pagination: response.pagination };
  },

  async category(_parent, { name }, { loaders }) {
    const wanted = name.trim().toLowerCase();
    if (!wanted) return null;
    const categories = await loaders.categories();
    return categories.find((c) => c.category_name.toLowerCase() === wanted) ?? null;
  },

  async product(_parent, { id }, { loaders }) {
    const productId = parseId(id);
    if (productId === null) return null;
    return (await loaders.productById.load(productId))?.product ?? null;
  },

  async news(_parent, _args, { upstream, viewerToken }) {
    return (await upstream.getNews(viewerToken)).news;
  },

  async deliveryStatuses(_parent, _args, { upstream, viewerToken }) {
    const { deliveryStatuses } = await upstream.getDeliveryStatuses(viewerToken);
    return [...deliveryStatuses]
      .sort((a, b) => a.position - b.position)
      .map((s) => s.deliveryStatus);
  },

  /** Issue 24: the viewer's company users (COMPANY_ADMIN; the api answers 403 otherwise). */
  async companyUsers(_parent, _args, context) {
    return (await context.upstream.company.listUsers(requireToken(context))).users;
  },

  /** Issue 24: the company's saved delivery addresses, the default first (any company role). */
  async companyAddresses(_parent, _args, context) {
    return (await context.upstream.company.listAddresses(requireToken(context))).addresses;
  },

  purchaseOrderReorder,

  /** Issue 24: the company's orders awaiting or past approval (a BUYER: their own). */
  async orderApprovals(_parent, _args, context) {
    return (await context.upstream.company.listApprovals(requireToken(context))).approvals;
  },

  /** Issue 24: the company rule in gross cents; null when there is none. */
  async approvalRule(_parent, _args, context) {
    return (await context.upstream.company.approvalRule(requireToken(context)))
      .approval_above_cents;
  },

  /** Issue 25: the viewer's company's quotes (the api answers only those). */
  async quotes(_parent, _args, context) {
    const { quotes } = await context.upstream.quotes.list(requireToken(context));
    return quotes.map((q) => toQuote(q, 'customer'));
  },

  /** Issue 25: one of the company's quotes; null when unknown or another company's (404). */
  async quote(_parent, { id }, context) {
    const token = requireToken(context);
    const quoteId = parseId(id);
    if (quoteId === null) return null;
    try {
      return toQuote((await context.upstream.quotes.get(quoteId, token)).quote, 'customer');
    } catch (error) {
      if (upstreamRefusal(error)?.status === 404) return null;
      throw error;
    }
  },

  priceQuote,
  cartQuote,
  quickOrder,
  trackOrder,
  savedLists,
  savedList,
};

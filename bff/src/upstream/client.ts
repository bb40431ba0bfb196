/**
 * The real {@link UpstreamClient}: each REST call of the commerce api (spec §7) mapped onto its
 * method, path and body, over the pool of transport.ts. The interface lives in contract.ts and the
 * options in transport.ts: import their types from there.
 */
import { createAdminUpstream } from './admin.js';
import { createCompanyUpstream } from './company.js';
import { createQuotesUpstream } from './quotes.js';
import { createSavedListsUpstream } from './saved-lists.js';
import type { PageParams, UpstreamClient } from './contract.js';
import { createTransport, type UpstreamClientOptions } from './transport.js';
import { multipartBody } from '../uploads.js';

/** The X-Forwarded-For header carrying the browser's address to the api, when known. */
const forwardedFor = (address: string | null | undefined): Record<string, string> =>
  address ? { 'x-forwarded-for': address } : {};

const pageQuery = ({ page, limit }: PageParams) =>
  `page=${encodeURIComponent(page)}&limit=${encodeURIComponent(limit)}`;

/**
 * Creates the real UpstreamClient over an undici keep-alive Pool (spec §7 calls).
 * @throws {TypeError} when baseUrl is not a valid URL.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const transport = createTransport(options);
  return {
    getCategories: (token) => transport.call('GET', '/api/category/categories', token),
    getMenus: (categoryNames, token) =>
      transport.call('POST', '/api/category/menus-categories-products', token, {
        category_names: categoryNames,
      }),
    getSizes: (token) => transport.call('GET', '/api/product/sizes', token),
    getProductsListing: (params, token) =>
      transport.call('GET', `/api/product/products-listing?${pageQuery(params)}`, token),
    filterProducts: (body, token) =>
      transport.call('POST', '/api/product/products/filter', token, body),
    searchProducts: (body, token) => transport.call('POST', '/api/product/search', token, body),
    getCategoryProducts: (category, params, token) =>
      transport.call(
        'GET',
        `/api/category/${encodeURIComponent(String(category))}/products?${pageQuery(params)}`,
        token,
      ),
    getCategoryProductPages: (categoryIds, params, token) =>
      transport.call('POST', '/api/category/products-pages', token, {
        category_ids: categoryIds,
        ...params,
      }),
    getProduct: (id, token) =>
      transport.call('GET', `/api/product/${encodeURIComponent(id)}`, token),
    getRelatedProducts: (categoryIds, token) =>
      transport.call(
        'GET',
        `/api/category/${categoryIds.map((id) => encodeURIComponent(id)).join(',')}`,
        token,
      ),
    getOttomanPrices: (categoryId, token) =>
      transport.call(
        'GET',
        `/api/admin/storage-prices?categoryId=${encodeURIComponent(categoryId)}`,
        token,
      ),
    getVatRate: (token) => transport.call('GET', '/api/books/vat-rate', token),
    getCloudStorage: (categoryId, token) =>
      transport.call(
        'GET',
        `/api/admin/storage-prices/cloud?categoryId=${encodeURIComponent(categoryId)}`,
        token,
      ),
    getNews: (token) => transport.call('GET', '/api/admin/news', token),
    getDeliveryStatuses: (token) => transport.call('GET', '/api/order/delivery/status', token),
    getMe: (token) => transport.call('GET', '/api/auth/user/me', token),
    login: (body, address) =>
      transport.call('POST', '/api/auth/user/login', null, body, forwardedFor(address)),
    logout: (token) => transport.call('POST', '/api/auth/user/logout', token),
    register: (body, address) =>
      transport.call('POST', '/api/auth/user/register', null, body, forwardedFor(address)),
    forgotPassword: (email, address) =>
      transport.call(
        'POST',
        '/api/auth/user/forgot-password',
        null,
        { email },
        forwardedFor(address),
      ),
    resetPassword: (body, address) =>
      transport.call('POST', '/api/auth/user/reset-password', null, body, forwardedFor(address)),
    updateUser: (userId, body, token) =>
      transport.call('PUT', `/api/auth/user/update/${encodeURIComponent(userId)}`, token, body),
    updatePassword: (userId, body, token) =>
      transport.call(
        'PUT',
        `/api/auth/user/update_password/${encodeURIComponent(userId)}`,
        token,
        body,
      ),
    sendContactMessage: (fields, file, address) =>
      transport.call(
        'POST',
        '/api/user/contact-us',
        null,
        multipartBody({ ...fields }, file),
        forwardedFor(address),
      ),
    requestCallback: (body, address) =>
      transport.call('POST', '/api/user/request-call', null, body, forwardedFor(address)),
    placeOrder: (body, token) => transport.call('POST', '/api/order/product', token, body),
    getUserOrders: (userId, token, key) =>
      transport.call(
        'GET',
        `/api/auth/user/orders/${encodeURIComponent(userId)}` +
          (key ? `?idempotencyKey=${encodeURIComponent(key)}` : ''),
        token,
      ),
    trackOrder: (value, token, address) =>
      transport.call(
        'GET',
        `/api/auth/user/track-orders/${encodeURIComponent(value)}`,
        token,
        undefined,
        forwardedFor(address),
      ),
    cancelOrder: (orderId, token) =>
      transport.call('PUT', `/api/order/order-cancelled/${encodeURIComponent(orderId)}`, token),
    reorder: (orderId, body, token) =>
      transport.call(
        'POST',
        `/api/order/product-reorder/${encodeURIComponent(orderId)}`,
        token,
        body,
      ),
    getPurchaseOrders: (token) => transport.call('GET', '/api/order/purchase-orders', token),
    getPurchaseOrder: (number, token) =>
      transport.call('GET', `/api/order/purchase-orders/${encodeURIComponent(number)}`, token),
    getStatementMonths: (token) => transport.call('GET', '/api/order/statements', token),
    getOwnPricing: (token, productIds) =>
      transport.call('GET', `/api/order/prices?productIds=${productIds.join(',')}`, token),
    getCredit: (userId, token) =>
      transport.call('GET', `/api/auth/user/credit/${encodeURIComponent(userId)}`, token),
    uploadSpecialQuoteFile: (file, token) =>
      transport.call('POST', '/api/order/special-quote-files', token, multipartBody({}, file)),
    getAsset: (pathAndQuery, token, options) => transport.asset(pathAndQuery, token, options),
    admin: createAdminUpstream(
      (method, path, token, body, options) =>
        transport.call(method, path, token, body, {}, options?.timeoutMs),
      (path, token) => transport.callText(path, token),
    ),
    company: createCompanyUpstream((method, path, token, body) =>
      transport.call(method, path, token, body),
    ),
    quotes: createQuotesUpstream((method, path, token, body) =>
      transport.call(method, path, token, body),
    ),
    savedLists: createSavedListsUpstream((method, path, token, body) =>
      transport.call(method, path, token, body),
    ),
    close: () => transport.close(),
  };
}

/**
 * Typed paths of the admin console (issue 9), all under `/admin`. `to(...)` builds a link; the
 * route table is `sections.tsx`.
 */
export const adminPaths = {
  dashboard: { to: () => '/admin' },
  accounts: { to: () => '/admin/accounts' },
  account: { to: (id: string) => `/admin/accounts/${encodeURIComponent(id)}` },
  orders: { to: () => '/admin/orders' },
  order: { to: (id: string) => `/admin/orders/${encodeURIComponent(id)}` },
  inbox: { to: () => '/admin/inbox' },
  news: { to: () => '/admin/news' },
  deliveryStatuses: { to: () => '/admin/delivery-statuses' },
  audit: { to: () => '/admin/audit' },
  catalogProducts: { to: () => '/admin/catalog' },
  catalogProduct: { to: (id: string) => `/admin/catalog/products/${encodeURIComponent(id)}` },
  catalogNewProduct: { to: () => '/admin/catalog/products/new' },
  catalogCategories: { to: () => '/admin/catalog/categories' },
  catalogImport: { to: () => '/admin/catalog/import' },
  priceLists: { to: () => '/admin/price-lists' },
  quotes: { to: () => '/admin/quotes' },
  quote: { to: (id: string) => `/admin/quotes/${encodeURIComponent(id)}` },
  jobs: { to: () => '/admin/jobs' },
} as const;

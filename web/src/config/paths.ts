/**
 * Typed paths of every route in spec §2. `pattern` is the react-router path; `to(...)` builds a link.
 * Category slugs are the category name lowercased (spec §2 Collections, §2 Home category tiles).
 */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  homeAlt: { pattern: '/home-2', to: () => '/home-2' },
  signIn: { pattern: '/signin', to: () => '/signin' },
  login: { pattern: '/login', to: () => '/login' },
  signUp: { pattern: '/signup', to: () => '/signup' },
  forgetPassword: { pattern: '/forget-password', to: () => '/forget-password' },
  forgotPass: { pattern: '/forgot-pass', to: () => '/forgot-pass' },
  resetPassword: {
    pattern: '/reset-password',
    to: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  acceptInvitation: {
    pattern: '/accept-invitation',
    to: (token?: string) =>
      token ? `/accept-invitation?token=${encodeURIComponent(token)}` : '/accept-invitation',
  },
  story: { pattern: '/story', to: () => '/story' },
  contact: { pattern: '/contact', to: () => '/contact' },
  contracts: { pattern: '/contracts', to: () => '/contracts' },
  privacyPolicy: { pattern: '/privacy-policy', to: () => '/privacy-policy' },
  cookiesPolicy: { pattern: '/cookies-policy', to: () => '/cookies-policy' },
  returnPolicy: { pattern: '/return-policy', to: () => '/return-policy' },
  termsAndConditions: { pattern: '/terms-and-conditions', to: () => '/terms-and-conditions' },
  products: { pattern: '/products', to: () => '/products' },
  product: {
    pattern: '/products/:id',
    to: (id: string | number) => `/products/${encodeURIComponent(String(id))}`,
  },
  category: {
    pattern: '/category/:categoryName',
    to: (categoryName: string) => `/category/${encodeURIComponent(categoryName.toLowerCase())}`,
  },
  track: { pattern: '/track', to: () => '/track' },
  orderTracking: {
    pattern: '/order-tracking/:slug',
    to: (slug: string) => `/order-tracking/${encodeURIComponent(slug)}`,
  },
  cart: { pattern: '/cart', to: () => '/cart' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  quickOrder: { pattern: '/quick-order', to: () => '/quick-order' },
  orders: { pattern: '/orders', to: () => '/orders' },
  orderDetail: {
    pattern: '/orders/:trackingId',
    to: (trackingId: string) => `/orders/${encodeURIComponent(trackingId)}`,
  },
  accountInfo: { pattern: '/account/account-info', to: () => '/account/account-info' },
  accountPassword: { pattern: '/account/account-password', to: () => '/account/account-password' },
  companyUsers: { pattern: '/account/company-users', to: () => '/account/company-users' },
  companyAddresses: { pattern: '/account/addresses', to: () => '/account/addresses' },
  approvals: { pattern: '/account/approvals', to: () => '/account/approvals' },
  quotes: { pattern: '/account/quotes', to: () => '/account/quotes' },
  quote: {
    pattern: '/account/quotes/:id',
    to: (id: string) => `/account/quotes/${encodeURIComponent(id)}`,
  },
  savedLists: { pattern: '/account/saved-lists', to: () => '/account/saved-lists' },
  savedList: {
    pattern: '/account/saved-lists/:id',
    to: (id: string) => `/account/saved-lists/${encodeURIComponent(id)}`,
  },
  /** The admin console (issue 9): its own lazily loaded route tree, see `src/admin/paths.ts`. */
  admin: { pattern: '/admin/*', to: () => '/admin' },
} as const;

/** The name of a route in `paths`. */
export type PathName = keyof typeof paths;

import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth, VisitorOnly } from '@/features/auth';
import { LazyCallbackModal } from '@/features/contact';
import { AppLayout, RouteFallback } from './layout/app-layout';
import { AppToaster } from './layout/app-toaster';
import type { AppLayoutProps, RouteHandle } from './layout/app-layout';

// One lazily loaded chunk per route module (route-level code splitting).
const Home = lazy(() => import('./routes/home'));
const SignIn = lazy(() => import('@/features/auth/routes/sign-in'));
const SignUp = lazy(() => import('@/features/auth/routes/sign-up'));
const ForgetPassword = lazy(() => import('@/features/auth/routes/forget-password'));
const ResetPassword = lazy(() => import('@/features/auth/routes/reset-password'));
const Story = lazy(() => import('@/features/static/routes/story'));
const Contact = lazy(() => import('./routes/contact'));
const Contracts = lazy(() => import('@/features/static/routes/contracts'));
const PrivacyPolicy = lazy(() => import('@/features/static/routes/privacy-policy'));
const CookiesPolicy = lazy(() => import('@/features/static/routes/cookies-policy'));
const ReturnPolicy = lazy(() => import('@/features/static/routes/return-policy'));
const TermsAndConditions = lazy(() => import('@/features/static/routes/terms-and-conditions'));
const Products = lazy(() => import('@/features/catalog/routes/products'));
const ProductDetail = lazy(() => import('./routes/product'));
const Category = lazy(() => import('@/features/catalog/routes/category'));
const Track = lazy(() => import('@/features/tracking/routes/track'));
const OrderTracking = lazy(() => import('@/features/tracking/routes/order-tracking'));
const Cart = lazy(() => import('./routes/cart'));
const Checkout = lazy(() => import('@/features/checkout/routes/checkout'));
const QuickOrder = lazy(() => import('./routes/quick-order'));
const Orders = lazy(() => import('@/features/orders/routes/orders'));
const OrderDetail = lazy(() => import('@/features/orders/routes/order-detail'));
const AccountInfo = lazy(() => import('@/features/account/routes/account-info'));
const AccountPassword = lazy(() => import('@/features/account/routes/account-password'));
const CompanyUsers = lazy(() => import('@/features/account/routes/company-users'));
const CompanyAddresses = lazy(() => import('@/features/account/routes/company-addresses'));
const Approvals = lazy(() => import('@/features/orders/routes/approvals'));
const Quotes = lazy(() => import('@/features/quotes/routes/quotes'));
const QuoteDetail = lazy(() => import('@/features/quotes/routes/quote-detail'));
const SavedLists = lazy(() => import('@/features/saved-lists/routes/saved-lists'));
const SavedList = lazy(() => import('@/features/saved-lists/routes/saved-list'));
const AcceptInvitation = lazy(() => import('@/features/auth/routes/accept-invitation'));
const NotFound = lazy(() => import('./routes/not-found'));
// The admin console (issue 9): its own route tree and frame, in chunks the storefront never loads.
const AdminApp = lazy(() => import('@/admin/app'));

const page = (path: string, element: ReactNode, handle?: RouteHandle): RouteObject => ({
  path,
  element,
  handle,
});

/** Login required (spec §2): a visitor is sent to /signin. */
const requireAuth = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
/** Visitors only (spec §2, §6): a signed-in customer is sent back where they came from, or /. */
const visitorOnly = (element: ReactNode) => <VisitorOnly>{element}</VisitorOnly>;

/** The frame with the header's 'Request a Callback' button opening the callback dialog (spec §2). */
function FrameWithCallback({ children, ...props }: AppLayoutProps) {
  const [callbackOpen, setCallbackOpen] = useState(false);
  return (
    <AppLayout onRequestCallback={() => setCallbackOpen(true)} {...props}>
      {children}
      <LazyCallbackModal open={callbackOpen} onOpenChange={setCallbackOpen} />
    </AppLayout>
  );
}

/**
 * The route table of spec §2, inside the page frame. `/login` is the same screen as `/signin`,
 * `/forgot-pass` the same as `/forget-password`; `/` uses the transparent header and `/home-2` the
 * alternate one; every other path (including `/products/` without an id) is the not-found page.
 * `/admin/*` is the admin console (issue 9), outside the storefront frame and lazily loaded.
 */
export function createRoutes(layoutProps: AppLayoutProps = {}): RouteObject[] {
  return [
    {
      element: <FrameWithCallback {...layoutProps} />,
      children: [
        page(paths.home.pattern, <Home />, { header: 'transparent' }),
        page(paths.homeAlt.pattern, <Home />, {
          header: 'alternate',
        }),
        page(paths.signIn.pattern, visitorOnly(<SignIn />)),
        page(paths.login.pattern, visitorOnly(<SignIn />)),
        page(paths.signUp.pattern, visitorOnly(<SignUp />)),
        page(paths.forgetPassword.pattern, visitorOnly(<ForgetPassword />)),
        page(paths.forgotPass.pattern, visitorOnly(<ForgetPassword />)),
        page(paths.resetPassword.pattern, <ResetPassword />),
        page(paths.story.pattern, <Story />),
        page(paths.contact.pattern, <Contact />),
        page(paths.contracts.pattern, <Contracts />),
        page(paths.privacyPolicy.pattern, <PrivacyPolicy />),
        page(paths.cookiesPolicy.pattern, <CookiesPolicy />),
        page(paths.returnPolicy.pattern, <ReturnPolicy />),
        page(paths.termsAndConditions.pattern, <TermsAndConditions />),
        page(paths.products.pattern, <Products />),
        page(paths.product.pattern, <ProductDetail />),
        page(paths.category.pattern, <Category />),
        page(paths.track.pattern, <Track />),
        page(paths.orderTracking.pattern, <OrderTracking />),
        page(paths.cart.pattern, requireAuth(<Cart />)),
        page(paths.checkout.pattern, requireAuth(<Checkout />)),
        page(paths.quickOrder.pattern, requireAuth(<QuickOrder />)),
        page(paths.orders.pattern, <Orders />),
        page(paths.orderDetail.pattern, requireAuth(<OrderDetail />)),
        page(paths.accountInfo.pattern, requireAuth(<AccountInfo />)),
        page(paths.accountPassword.pattern, requireAuth(<AccountPassword />)),
        page(paths.companyUsers.pattern, requireAuth(<CompanyUsers />)),
        page(paths.companyAddresses.pattern, requireAuth(<CompanyAddresses />)),
        page(paths.approvals.pattern, requireAuth(<Approvals />)),
        page(paths.quotes.pattern, requireAuth(<Quotes />)),
        page(paths.quote.pattern, requireAuth(<QuoteDetail />)),
        page(paths.savedLists.pattern, requireAuth(<SavedLists />)),
        page(paths.savedList.pattern, requireAuth(<SavedList />)),
        page(paths.acceptInvitation.pattern, <AcceptInvitation />),
        page('*', <NotFound />),
      ],
    },
    {
      path: paths.admin.pattern,
      element: (
        <>
          <Suspense fallback={<RouteFallback />}>
            <AdminApp />
          </Suspense>
          <AppToaster />
        </>
      ),
    },
  ];
}

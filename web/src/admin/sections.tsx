import { lazy } from 'react';
import type { IconType } from 'react-icons';
import {
  FiActivity,
  FiBox,
  FiClock,
  FiInbox,
  FiMessageSquare,
  FiGrid,
  FiFileText,
  FiPackage,
  FiPercent,
  FiTruck,
  FiUsers,
  FiUserCheck,
} from 'react-icons/fi';
import type { RouteObject } from 'react-router';
import type { StaffPermission } from '@serena/domain/staff-roles';
import { StaffGate } from './staff/staff-gate';

const Dashboard = lazy(() => import('./dashboard/dashboard-page'));
const Accounts = lazy(() => import('./accounts/accounts-page'));
const AccountDetail = lazy(() => import('./accounts/account-detail-page'));
const Orders = lazy(() => import('./orders/orders-page'));
const OrderDetail = lazy(() => import('./orders/order-detail-page'));
const Inbox = lazy(() => import('./inbox/inbox-page'));
const News = lazy(() => import('./news/news-page'));
const DeliveryStatuses = lazy(() => import('./delivery-statuses/delivery-statuses-page'));
const Audit = lazy(() => import('./audit/audit-page'));
const PriceLists = lazy(() => import('./price-lists/price-lists-page'));
const Quotes = lazy(() => import('./quotes/quotes-page'));
const QuoteDetail = lazy(() => import('./quotes/quote-detail-page'));
const CatalogProducts = lazy(() => import('./catalog/products-page'));
const CatalogProduct = lazy(() => import('./catalog/product-editor-page'));
const CatalogCategories = lazy(() => import('./catalog/categories-page'));
const CatalogImport = lazy(() => import('./catalog/import-export-page'));
const Staff = lazy(() => import('./staff/staff-page'));
const Jobs = lazy(() => import('./jobs/jobs-page'));

/** One section of the admin console: a navigation entry and its routes. */
export interface AdminSection {
  /** Path under /admin ('' for the dashboard); the navigation links here. */
  path: string;
  /** The navigation label, also the section's page title. */
  label: string;
  /** The navigation icon. */
  icon: IconType;
  /** The section's routes, relative to `path` (index route first); elements are lazily loaded. */
  routes: RouteObject[];
  /** The staff permission the section needs (issue 26): hidden from the navigation without it. */
  need: StaffPermission;
}

/**
 * THE list of admin sections (issue 9): the sidebar, the drawer and the route table are all made
 * from it, so a new section (e.g. the catalog, issue 10) is one entry here. Every screen is its own
 * lazily loaded chunk, and the whole admin tree is itself loaded only under /admin.
 */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: '',
    label: 'Dashboard',
    need: 'dashboard',
    icon: FiGrid,
    routes: [{ index: true, element: <Dashboard /> }],
  },
  {
    path: 'accounts',
    need: 'accounts.view',
    label: 'Accounts',
    icon: FiUsers,
    routes: [
      { index: true, element: <Accounts /> },
      { path: ':id', element: <AccountDetail /> },
    ],
  },
  {
    path: 'orders',
    need: 'orders.view',
    label: 'Orders',
    icon: FiPackage,
    routes: [
      { index: true, element: <Orders /> },
      { path: ':id', element: <OrderDetail /> },
    ],
  },
  {
    path: 'catalog',
    need: 'catalog',
    label: 'Catalog',
    icon: FiBox,
    routes: [
      { index: true, element: <CatalogProducts /> },
      { path: 'products/:id', element: <CatalogProduct /> },
      { path: 'categories', element: <CatalogCategories /> },
      { path: 'import', element: <CatalogImport /> },
    ],
  },
  {
    path: 'price-lists',
    need: 'prices',
    label: 'Price lists',
    icon: FiPercent,
    routes: [{ index: true, element: <PriceLists /> }],
  },
  {
    path: 'quotes',
    need: 'quotes',
    label: 'Quotes',
    icon: FiMessageSquare,
    routes: [
      { index: true, element: <Quotes /> },
      { path: ':id', element: <QuoteDetail /> },
    ],
  },
  {
    path: 'inbox',
    label: 'Inbox',
    icon: FiInbox,
    need: 'inbox',
    routes: [{ index: true, element: <Inbox /> }],
  },
  {
    path: 'news',
    label: 'News',
    icon: FiFileText,
    need: 'news',
    routes: [{ index: true, element: <News /> }],
  },
  {
    path: 'delivery-statuses',
    need: 'settings',
    label: 'Delivery statuses',
    icon: FiTruck,
    routes: [{ index: true, element: <DeliveryStatuses /> }],
  },
  {
    path: 'audit',
    need: 'audit',
    label: 'Audit log',
    icon: FiClock,
    routes: [{ index: true, element: <Audit /> }],
  },
  {
    path: 'staff',
    label: 'Staff',
    icon: FiUserCheck,
    need: 'staff',
    routes: [{ index: true, element: <Staff /> }],
  },
  {
    path: 'jobs',
    label: 'Jobs',
    icon: FiActivity,
    need: 'jobs',
    routes: [{ index: true, element: <Jobs /> }],
  },
];

/** The path of the first section `may` allows (where a role without the dashboard lands), or null. */
export function firstAllowedPath(may: (need: StaffPermission) => boolean): string | null {
  const section = ADMIN_SECTIONS.find((s) => may(s.need));
  return section ? `/admin/${section.path}`.replace(/\/$/, '') : null;
}

/** A section's routes with each element behind its staff permission (issue 26). */
function gated(section: AdminSection): RouteObject[] {
  return section.routes.map((route) => ({
    ...route,
    element: (
      <StaffGate need={section.need} elsewhere={section.path === '' ? firstAllowedPath : undefined}>
        {route.element}
      </StaffGate>
    ),
  }));
}

/** The admin route table made from {@link ADMIN_SECTIONS}, relative to /admin. */
export function adminRoutes(notFound: RouteObject['element']): RouteObject[] {
  return [
    ...ADMIN_SECTIONS.map((section) =>
      section.path === '' ? gated(section)[0]! : { path: section.path, children: gated(section) },
    ),
    { path: '*', element: notFound },
  ];
}

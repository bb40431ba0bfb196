import { paths } from '@/config/paths';

/** A plain main-menu entry. */
export interface NavLink {
  /** Link text as in spec §2. */
  label: string;
  /** Target path. */
  to: string;
}

/** Main-menu entries before Collections (spec §2 Main menu). */
export const NAV_BEFORE_COLLECTIONS: NavLink[] = [{ label: 'Home', to: paths.home.to() }];

/** Main-menu entries after Collections for a visitor (Our Story becomes My Orders when signed in). */
export const NAV_AFTER_COLLECTIONS: NavLink[] = [
  { label: 'Contracts', to: paths.contracts.to() },
  { label: 'Our Story', to: paths.story.to() },
  { label: 'Contact Us', to: paths.contact.to() },
];

/**
 * Main-menu entries after Collections for the current viewer: a signed-in customer sees 'My Orders'
 * (/orders) in place of 'Our Story' (spec §2 Main menu).
 */
export function navAfterCollections(signedIn: boolean): NavLink[] {
  if (!signedIn) return NAV_AFTER_COLLECTIONS;
  return NAV_AFTER_COLLECTIONS.map((link) =>
    link.to === paths.story.to() ? { label: 'My Orders', to: paths.orders.to() } : link,
  );
}

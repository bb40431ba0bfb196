/**
 * Public face of the cart feature (spec §2 Page frame cart dropdown, §2 Cart): the header's cart
 * icon and dropdown. The /cart screen is loaded lazily by the routes table.
 */
export { HeaderCart } from './components/header-cart';
export type { HeaderCartProps } from './components/header-cart';

import type { QuickOrderQuery } from '@/__generated__/graphql';

/** One line of the server's answer. */
export type QuickLine = NonNullable<QuickOrderQuery['quickOrder']>[number];

/** The cart line of a priced line: one function for quick order and reorders (lib/cart). */
export { quickLineToCartItem } from '@/lib/cart/quick-line';

/**
 * The shared cart store (spec §3 cart item, §4 add to cart): localStorage 'cart', read through
 * {@link useCart}, changed only through these functions, each of which fires 'cartUpdated'.
 */
export {
  addToCart,
  cartCount,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  clampQuantity,
  clearCart,
  getCart,
  isSameLine,
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseCart,
  removeLine,
  setQuantity,
  subscribeToCart,
  updateLine,
} from './store';
export { useCart } from './use-cart';
export { toCartLineInput } from './line-input';
export type { CartItem, CartSpecialQuote, CartStorage, NewCartItem } from './types';
export { CartLinePriceDocument, CartQuoteDocument, useCartQuote, useLinePriceError } from './quote';
export type { CartQuoteResult, CartQuoteState } from './quote';

import type { CartItem, CartStorage } from './types';

/** A cart line as the GraphQL `CartLineInput` takes it (no price: the server prices it). */
export interface CartLineInputShape {
  productId: string;
  sizeId: string | null;
  fabricId: string | null;
  fabricColorId: string | null;
  storage: CartStorage;
  quantity: number;
}

/** Maps a cart item to a `CartLineInput` for `cartQuote`/`priceQuote` (spec §4 variation matching). */
export function toCartLineInput(item: CartItem): CartLineInputShape {
  return {
    productId: item.productId,
    sizeId: item.sizeId,
    fabricId: item.fabricId,
    fabricColorId: item.fabricColorId,
    storage: item.storage,
    quantity: item.quantity,
  };
}

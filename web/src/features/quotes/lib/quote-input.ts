import type { OrderLineInput } from '@/__generated__/graphql';
import type { CartItem } from '@/lib/cart/types';

/**
 * The cart's lines as a quote request's (issue 25): configuration, quantity, trimmed reference
 * number and special instructions (text and uploaded file id); no prices, the shop prices them.
 */
export function toQuoteLines(items: readonly CartItem[]): OrderLineInput[] {
  return items.map((item) => ({
    productId: item.productId,
    sizeId: item.sizeId,
    fabricId: item.fabricId,
    fabricColorId: item.fabricColorId,
    storage: item.storage,
    quantity: item.quantity,
    referenceNumber: item.referenceNumber.trim(),
    specialQuote:
      item.specialQuote.text || item.specialQuote.fileId
        ? { text: item.specialQuote.text || null, fileId: item.specialQuote.fileId }
        : null,
  }));
}

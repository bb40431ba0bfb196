import type { CompanyAddressInput, PlaceOrderInput } from '@/__generated__/graphql';
import type { CartItem } from '@/lib/cart/types';
import type { ContactData, ShippingData } from './checkout-schema';

/**
 * Builds the placeOrder input (spec §5 Checkout, §7 order call): one line per cart item with its
 * configuration, quantity, trimmed reference number and special quote (text and uploaded file id,
 * never bytes); no prices, the server prices every line. `shipping` is the typed address or the id
 * of a saved address of the company, or a whole address to save to the company's book with the
 * order (issue 24). `buyerPoNumber` (issue 22) is trimmed; blank sends
 * none.
 */
export function toPlaceOrderInput(
  idempotencyKey: string,
  items: readonly CartItem[],
  shipping: ShippingData | string | { saveAddress: CompanyAddressInput },
  contact: ContactData,
  buyerPoNumber = '',
): PlaceOrderInput {
  return {
    idempotencyKey,
    buyerPoNumber: buyerPoNumber.trim() || null,
    contact: {
      name: contact.name || null,
      phone: contact.phone || null,
      email: contact.email || null,
      newsOptIn: contact.newsOptIn,
    },
    ...(typeof shipping === 'string'
      ? { addressId: shipping }
      : 'saveAddress' in shipping
        ? shipping
        : { shippingAddress: shipping }),
    lines: items.map((item) => ({
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
    })),
  };
}

/** The cart line index a userError's field names, e.g. "lines[2].referenceNumber" gives 2. */
export function lineIndexOfField(field: string | null | undefined): number | null {
  const match = /lines?\D{0,2}(\d+)/i.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

import CartRoute from '@/features/cart/routes/cart';
import { RequestQuote } from '@/features/quotes/components/request-quote';
import { SaveToList } from '@/features/saved-lists';
import { toCartLineInput } from '@/lib/cart/line-input';
import type { CartItem } from '@/lib/cart/types';

/**
 * The Cart page at /cart (spec §2 Cart) with the quotes feature's "Request a quote" (issue 25)
 * and the saved-lists feature's "Save cart as list" (issue 24) under the summary. Pages that
 * combine features live here (issue 15).
 */
export default function CartPage() {
  return <CartRoute summaryExtra={cartExtras} />;
}

/** What goes under the cart's summary: one function, so the cart's lines stay memoized. */
function cartExtras(items: readonly CartItem[]) {
  return (
    <>
      <RequestQuote items={items} />
      <SaveToList label="Save cart as list" lines={() => items.map(toCartLineInput)} />
    </>
  );
}

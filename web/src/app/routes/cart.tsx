import CartRoute from '@/features/cart/routes/cart';
import { RequestQuote } from '@/features/quotes/components/request-quote';

/**
 * The Cart page at /cart (spec §2 Cart) with the quotes feature's "Request a quote" under the
 * summary (issue 25). Pages that combine features live here (issue 15).
 */
export default function CartPage() {
  return <CartRoute summaryExtra={(items) => <RequestQuote items={items} />} />;
}

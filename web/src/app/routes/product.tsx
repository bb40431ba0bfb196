import type { CartLineInput } from '@/__generated__/graphql';
import ProductRoute from '@/features/product/routes/product';
import { SaveToList } from '@/features/saved-lists';

/** The configured line's actions: one function for the app's life (no update to the configurator). */
const saveToList = (line: () => CartLineInput[] | string) => <SaveToList lines={line} />;

/**
 * The product page at /products/{id} (spec §2 Product detail) with the saved-lists feature's
 * "Save to list" under Add to Cart (issue 24). Pages that combine features live here (issue 15).
 */
export default function ProductPage() {
  return <ProductRoute lineActions={saveToList} />;
}

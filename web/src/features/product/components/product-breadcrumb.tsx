import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { hydrateLater } from '@/lib/hydrate-later';

/** Props of {@link ProductBreadcrumb}. */
export interface ProductBreadcrumbProps {
  /** The product's name: the trail's last, current item. */
  productName: string;
  /** The product's first category's name (its category page), or null. */
  categoryName: string | null;
}

/** The trail's links (see {@link ProductBreadcrumb}). */
function Trail({ productName, categoryName }: ProductBreadcrumbProps) {
  return (
    <Breadcrumb.Root mb={{ base: '6', md: '8' }} size="sm">
      <Breadcrumb.List color="fg.subtle" flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="fg.subtle">
            <RouterLink to={paths.products.to()}>All Products</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {categoryName ? (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="fg.subtle">
                <RouterLink to={paths.category.to(categoryName)}>{categoryName}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </>
        ) : null}
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink color="fg">{productName}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/**
 * The product page's trail (spec §2 Product detail): All Products, the product's first category,
 * the product. Links only, so on a server-rendered page it keeps its server HTML until touched
 * (lib/hydrate-later.tsx, issue 29: 6 % of the page's main content hydration went to its Chakra
 * parts); a touch hydrates it before the click, which then navigates in the app. Memoized: the
 * same names are no update.
 */
export const ProductBreadcrumb = hydrateLater(Trail, { when: 'touched' });

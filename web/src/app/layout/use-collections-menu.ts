import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';

/** Categories that get their own mega-menu columns instead of an All Products link (spec §2, §9). */
const MENU_COLUMN_CATEGORIES = new Set(['mattresses', 'headboards']);

/** Fallback category names shown while categories load or when loading fails (spec §3, §4). */
export const FALLBACK_CATEGORY_NAMES = [
  'Beds',
  'Mattresses',
  'Sofas',
  'Footstools',
  'Clearance',
  'Kids Beds',
] as const;

/** The mega-menu's data: every category plus the headboard and mattress product links. */
export const CollectionsMenuQuery = graphql(`
  query CollectionsMenu {
    categories {
      id
      name
    }
    menu {
      headboards {
        id
        name
      }
      mattresses {
        id
        name
      }
    }
  }
`);

/** A link of the Collections menu. */
export interface MenuLink {
  /** Stable React key. */
  key: string;
  /** Link text. */
  label: string;
  /** Target path. */
  to: string;
}

/** The Collections menu content, ready to render (spec §2 Page frame). */
export interface CollectionsMenuData {
  /** All Products children: every category except Mattresses and Headboards, lowercased paths. */
  categoryLinks: MenuLink[];
  /** A link to each headboard product. */
  headboards: MenuLink[];
  /** A link to each mattress product. */
  mattresses: MenuLink[];
}

/**
 * Loads the Collections menu and shapes it into links. While loading or on failure the category links
 * come from the fallback list and the product columns are empty (spec §4 Categories; a menu build
 * failure is only logged, §8).
 */
export function useCollectionsMenu(): CollectionsMenuData {
  const { data, error } = useQuery(CollectionsMenuQuery);
  if (error) console.warn('Collections menu failed to load', error.message);
  const names = data?.categories.map((c) => c.name) ?? [...FALLBACK_CATEGORY_NAMES];
  const categoryLinks = names
    .filter((name) => !MENU_COLUMN_CATEGORIES.has(name.toLowerCase()))
    .map((name) => ({ key: name, label: name, to: paths.category.to(name) }));
  const toLinks = (items: readonly { id: string; name: string }[] | undefined): MenuLink[] =>
    (items ?? []).map((p) => ({ key: p.id, label: p.name, to: paths.product.to(p.id) }));
  return {
    categoryLinks,
    headboards: toLinks(data?.menu.headboards),
    mattresses: toLinks(data?.menu.mattresses),
  };
}

import { Flex, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { adminPaths } from '../paths';

const LINKS = [
  { to: adminPaths.catalogProducts.to(), label: 'Products' },
  { to: adminPaths.catalogCategories.to(), label: 'Categories & storage' },
  { to: adminPaths.catalogImport.to(), label: 'Import & export' },
];

/** The catalog screens' sub-navigation (issue 10); the current one marked. */
export function CatalogNav() {
  return (
    <Flex as="nav" aria-label="Catalog" gap="4" wrap="wrap">
      {LINKS.map((l) => (
        <Link
          key={l.to}
          asChild
          fontWeight="500"
          css={{ '&[aria-current=page]': { textDecoration: 'underline', color: 'brand.fg' } }}
        >
          <NavLink to={l.to} end>
            {l.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}

import { Badge, Box, Button, Flex, Image, Input, Link, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { adminPaths } from '../paths';
import { CatalogNav } from './catalog-nav';
import { AdminCatalogProductsQuery } from './documents';

const PAGE_SIZE = 20;

/** How the list shows stock: -1 unlimited, 0 none, n pieces. */
export function stockLabel(stock: number): string {
  if (stock === -1) return 'Unlimited';
  return stock === 0 ? 'Out of stock' : `${stock} in stock`;
}

/**
 * The catalog's products (issue 10): every status, newest first, searched by SKU or name on the
 * server, 20 a page; each row opens the editor.
 */
export default function ProductsPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminCatalogProductsQuery, {
    variables: { search: search || null, page, pageSize: PAGE_SIZE },
  });
  const result = data?.admin.catalog.products;
  return (
    <AdminPage
      title="Products"
      actions={
        <Button asChild>
          <RouterLink to={adminPaths.catalogNewProduct.to()}>New product</RouterLink>
        </Button>
      }
    >
      <CatalogNav />
      <Flex
        as="form"
        role="search"
        gap="2"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(typed.trim());
        }}
      >
        <Input
          flex="1"
          minW="12rem"
          aria-label="Search by SKU or name"
          placeholder="Search by SKU or name"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Flex>
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {result ? (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg.panel">
          <Table.Root size="sm">
            <Table.Caption srOnly>Products</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Picture</Table.ColumnHeader>
                <Table.ColumnHeader>SKU</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Net price</Table.ColumnHeader>
                <Table.ColumnHeader>Stock</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.nodes.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    {p.mainImage ? (
                      <Image src={p.mainImage} alt="" w="12" h="9" objectFit="cover" />
                    ) : null}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{p.sku}</Table.Cell>
                  <Table.Cell>
                    <Link asChild fontWeight="500">
                      <RouterLink to={adminPaths.catalogProduct.to(p.id)}>{p.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">€{p.price.amount}</Table.Cell>
                  <Table.Cell>{stockLabel(p.stock)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={p.status === 'AVAILABLE' ? 'green' : 'red'}>
                      {p.status === 'AVAILABLE' ? 'Available' : 'Unavailable'}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {result.nodes.length === 0 ? <Text p="4">No product matches.</Text> : null}
        </Box>
      ) : null}
      {result && result.pageInfo.totalPages > 1 ? (
        <Flex gap="3" align="center">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <Text fontSize="sm">
            Page {result.pageInfo.page} of {result.pageInfo.totalPages} ({result.totalCount}{' '}
            products)
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= result.pageInfo.totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </Flex>
      ) : null}
    </AdminPage>
  );
}

import { Box, Button, Link, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { notify } from '@/lib/toaster';
import { getFragmentData } from '../__generated__';
import type { AdminProductInput } from '../__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { adminErrorMessage, SAVE_FAILED } from '../lib/errors';
import { adminPaths } from '../paths';
import {
  AdminProductEditorQuery,
  AdminProductFields,
  CreateProductMutation,
  UpdateProductMutation,
} from './documents';
import { GalleryEditor } from './gallery-editor';
import { ProductForm, type ProductFormValues } from './product-form';
import { VariationMatrix } from './variation-matrix';

const EMPTY: ProductFormValues = {
  sku: '',
  name: '',
  descriptionHtml: '',
  price: '',
  stock: '-1',
  status: 'AVAILABLE',
  storageTypes: [],
  categoryIds: [],
  sizeIds: [],
  fabricIds: [],
};

/**
 * The product editor (issue 10) at /admin/catalog/products/:id ('new' creates one): the fields,
 * then — once saved — the pictures, the variation matrix with storefront prices and a live
 * preview of the product page as the storefront shows it to a signed-in customer.
 */
export default function ProductEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProductEditorQuery, {
    variables: { id: isNew ? '0' : id, withProduct: !isNew },
  });
  const [create] = useMutation(CreateProductMutation);
  const [update] = useMutation(UpdateProductMutation);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const catalog = data!.admin.catalog;
  const product = getFragmentData(AdminProductFields, catalog.product ?? null);
  if (!isNew && !product) {
    return (
      <AdminPage title="Product not found">
        <Text>There is no product with id {id}.</Text>
      </AdminPage>
    );
  }
  const save = async (input: AdminProductInput) => {
    try {
      const payload = isNew
        ? (await create({ variables: { input } })).data?.admin.catalog.createProduct
        : (await update({ variables: { id, input } })).data?.admin.catalog.updateProduct;
      const failure = payload?.userErrors[0];
      if (!payload || failure) return notify('error', failure?.message ?? SAVE_FAILED);
      notify('success', `'${input.name}' saved.`);
      const saved = getFragmentData(AdminProductFields, payload.product);
      if (isNew && saved) void navigate(adminPaths.catalogProduct.to(saved.id));
      else void refetch();
    } catch (e) {
      notify('error', adminErrorMessage(e, SAVE_FAILED));
    }
  };
  const initial: ProductFormValues = product
    ? {
        sku: product.sku,
        name: product.name,
        descriptionHtml: product.descriptionHtml,
        price: product.price.amount,
        stock: String(product.stock),
        status: product.status,
        storageTypes: product.storageTypes,
        categoryIds: product.categoryIds,
        sizeIds: product.sizeIds,
        fabricIds: product.fabricIds,
      }
    : EMPTY;
  const sizes = catalog.sizes.filter((s) => product?.sizeIds.includes(s.id));
  const fabrics = catalog.fabrics.filter((f) => product?.fabricIds.includes(f.id));
  return (
    <AdminPage
      title={product ? product.name : 'New product'}
      breadcrumb={
        <Link asChild fontSize="sm">
          <RouterLink to={adminPaths.catalogProducts.to()}>← Products</RouterLink>
        </Link>
      }
      actions={
        product ? (
          <Button asChild variant="outline">
            <a href={product.storefrontPath} target="_blank" rel="noreferrer">
              Open in the shop
            </a>
          </Button>
        ) : null
      }
    >
      <Panel title="Product">
        <ProductForm
          key={product?.id ?? 'new'}
          initial={initial}
          categories={catalog.categories}
          sizes={catalog.sizes}
          fabrics={catalog.fabrics}
          submitLabel={isNew ? 'Create product' : 'Save product'}
          onSubmit={save}
        />
      </Panel>
      {product && data ? (
        <>
          <Panel title="Pictures">
            <GalleryEditor
              productId={product.id}
              productName={product.name}
              images={product.images}
              imageAlts={product.imageAlts}
              mainImage={product.mainImage}
              onChanged={() => void refetch()}
            />
          </Panel>
          <Panel title="Variation prices">
            <VariationMatrix
              key={product.variations.map((v) => v.price.amount).join()}
              productId={product.id}
              vatRateBp={data.admin.catalog.vatRateBp}
              sizes={sizes}
              fabrics={fabrics}
              variations={product.variations}
            />
          </Panel>
          <Panel title="Live preview">
            <Text fontSize="sm">
              The product page as the storefront shows it to a signed-in customer (prices with VAT);
              it reloads after every save.
            </Text>
            <Box borderWidth="1px" borderRadius="md" overflow="hidden">
              <iframe
                key={JSON.stringify(product)}
                title={`Preview of ${product.name}`}
                src={product.storefrontPath}
                style={{ width: '100%', height: '40rem', border: 0 }}
              />
            </Box>
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}

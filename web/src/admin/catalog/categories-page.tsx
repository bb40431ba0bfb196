import { Badge, Box, Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PageSpinner } from '@/components/page-status';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { runChange } from '../lib/run-change';
import { CatalogNav } from './catalog-nav';
import {
  AdminCatalogCategoriesQuery,
  CreateCategoryMutation,
  DeleteCategoryMutation,
  RenameCategoryMutation,
} from './documents';
import { StoragePricesForm } from './storage-prices-form';

const nameSchema = z.object({
  name: z.string().trim().min(1, 'Enter a category name.').max(100, 'At most 100 characters.'),
});

function CreateCategoryForm() {
  const [create] = useMutation(CreateCategoryMutation, {
    refetchQueries: [AdminCatalogCategoriesQuery],
  });
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const submit = form.handleSubmit(async ({ name }) => {
    const done = await runChange(
      async () => (await create({ variables: { name } })).data?.admin.catalog.createCategory,
      `Category '${name}' created.`,
    );
    if (done) form.reset();
  });
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={(e) => void submit(e)}>
      <Box flex="1" minW="12rem">
        <FormField
          label="New category"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </Box>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create category
      </Button>
    </Flex>
  );
}

function RenameForm({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const [rename, { loading }] = useMutation(RenameCategoryMutation);
  const [value, setValue] = useState(name);
  const save = async () => {
    const done = await runChange(
      async () =>
        (await rename({ variables: { id, name: value.trim() } })).data?.admin.catalog
          .renameCategory,
      `Renamed to '${value.trim()}'.`,
    );
    if (done) onDone();
  };
  return (
    <Flex gap="2" flex="1" minW="12rem" wrap="wrap">
      <Input
        size="sm"
        flex="1"
        aria-label={`New name for '${name}'`}
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button size="sm" loading={loading} disabled={!value.trim()} onClick={() => void save()}>
        Save
      </Button>
      <Button size="sm" variant="outline" onClick={onDone}>
        Cancel
      </Button>
    </Flex>
  );
}

/**
 * The catalog's categories (issue 10): create, rename, delete only when empty (confirmed), and
 * each category's storage prices (ottoman per size, cloud storage base).
 */
export default function CategoriesPage() {
  const { data, loading, error, refetch } = useQuery(AdminCatalogCategoriesQuery);
  const [remove, removing] = useMutation(DeleteCategoryMutation, {
    refetchQueries: [AdminCatalogCategoriesQuery],
  });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [pricing, setPricing] = useState<string | null>(null);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const { categories, sizes } = data!.admin.catalog;
  const confirmDelete = async () => {
    if (!deleting) return;
    await runChange(
      async () =>
        (await remove({ variables: { id: deleting.id } })).data?.admin.catalog.deleteCategory,
      `Category '${deleting.name}' deleted.`,
    );
    setDeleting(null);
  };
  return (
    <AdminPage title="Categories">
      <CatalogNav />
      <Panel title="Add a category">
        <CreateCategoryForm />
      </Panel>
      <Panel title="All categories">
        <Stack as="ul" listStyleType="none" gap="2">
          {categories.map((c) => (
            <Stack as="li" key={c.id} borderWidth="1px" borderRadius="md" p="3" gap="3">
              <Flex gap="3" align="center" wrap="wrap">
                {renaming === c.id ? (
                  <RenameForm id={c.id} name={c.name} onDone={() => setRenaming(null)} />
                ) : (
                  <>
                    <Text flex="1" minW="10rem" fontWeight="500">
                      {c.name}
                    </Text>
                    <Badge colorPalette="gray">
                      {c.productCount} {c.productCount === 1 ? 'product' : 'products'}
                    </Badge>
                    <Flex gap="2" wrap="wrap">
                      <Button size="sm" variant="outline" onClick={() => setRenaming(c.id)}>
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={pricing === c.id}
                        onClick={() => setPricing(pricing === c.id ? null : c.id)}
                      >
                        Storage prices
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={c.productCount > 0}
                        title={
                          c.productCount > 0 ? 'Only an empty category can be deleted' : undefined
                        }
                        onClick={() => setDeleting({ id: c.id, name: c.name })}
                      >
                        Delete
                      </Button>
                    </Flex>
                  </>
                )}
              </Flex>
              {pricing === c.id ? (
                <StoragePricesForm category={c} sizes={sizes} onDone={() => setPricing(null)} />
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Panel>
      <Panel title="Standard sizes">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
          {sizes.map((s) => (
            <Text key={s.id} fontSize="sm">
              <b>{s.label}</b> (id {s.id}): {s.lengthCm ?? '–'} × {s.widthCm ?? '–'} ×{' '}
              {s.heightCm ?? '–'} cm
            </Text>
          ))}
        </SimpleGrid>
      </Panel>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete '${deleting?.name ?? ''}'?`}
        description="The category is empty; it disappears from the shop's menus and home tiles."
        confirmLabel="Delete category"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}

import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import type { AdminProductInput, StorageType } from '../__generated__/graphql';
import { RichTextEditor } from '../components/rich-text-editor';
import { ChoiceGroup } from './choice-group';

const STORAGE: { value: StorageType; label: string }[] = [
  { value: 'NONE', label: 'Non Ottoman' },
  { value: 'OTTOMAN', label: 'Ottoman' },
  { value: 'CLOUD_STORAGE', label: 'Cloud Storage' },
];

const schema = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/u, 'Letters, digits and . _ / - (at most 64).'),
  name: z.string().trim().min(1, 'Enter the product name.').max(200, 'At most 200 characters.'),
  descriptionHtml: z.string().max(20_000, 'At most 20,000 characters.'),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(?:\.\d{1,2})?$/u, 'Enter the net price in euros, e.g. 499.00.'),
  stock: z.coerce
    .number<string>({ error: 'Enter -1 (unlimited), 0 or a number of pieces.' })
    .int('Enter a whole number.')
    .min(-1, 'Enter -1 (unlimited), 0 or a number of pieces.'),
  status: z.enum(['AVAILABLE', 'UNAVAILABLE']),
  storageTypes: z.array(z.enum(['NONE', 'OTTOMAN', 'CLOUD_STORAGE'])),
  categoryIds: z.array(z.string()),
  sizeIds: z.array(z.string()),
  fabricIds: z.array(z.string()),
});

/** The editor's values as typed. */
export type ProductFormValues = z.input<typeof schema>;

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  initial: ProductFormValues;
  categories: { id: string; name: string }[];
  sizes: {
    id: string;
    label: string;
    lengthCm?: number | null;
    widthCm?: number | null;
    heightCm?: number | null;
  }[];
  fabrics: { id: string; name: string }[];
  submitLabel: string;
  onSubmit: (input: AdminProductInput) => Promise<unknown>;
}

const dims = (s: ProductFormProps['sizes'][number]) =>
  s.lengthCm && s.widthCm ? ` (${s.lengthCm}×${s.widthCm}×${s.heightCm ?? '–'} cm)` : '';

/**
 * The product fields (issue 10): SKU, name, description (rich text, issue 26; sanitised on the server), net
 * price in euros, stock (-1 unlimited, 0, n), status, storage options, categories, sizes (with
 * L×W×H cm) and fabrics; checked here and again on the server.
 */
export function ProductForm(props: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: props.initial,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    await props.onSubmit({ ...v, stock: v.stock });
  });
  return (
    <Stack as="form" gap="4" onSubmit={(e) => void submit(e)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="SKU" required error={errors.sku?.message} {...form.register('sku')} />
        <FormField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <FormField
          label="Net price (€)"
          required
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <FormField
          label="Stock (-1 unlimited, 0 none)"
          required
          inputMode="numeric"
          error={errors.stock?.message}
          {...form.register('stock')}
        />
        <Field.Root>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              <option value="AVAILABLE">Available</option>
              <option value="UNAVAILABLE">Unavailable (Add to Cart disabled)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="descriptionHtml"
        render={({ field }) => (
          <RichTextEditor
            label="Description"
            value={field.value}
            onChange={field.onChange}
            error={errors.descriptionHtml?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <ChoiceGroup
            legend="Categories"
            options={props.categories.map((c) => ({ value: c.id, label: c.name }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="sizeIds"
        render={({ field }) => (
          <ChoiceGroup
            legend="Sizes"
            options={props.sizes.map((s) => ({ value: s.id, label: `${s.label}${dims(s)}` }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="fabricIds"
        render={({ field }) => (
          <ChoiceGroup
            legend="Fabrics offered"
            options={props.fabrics.map((f) => ({ value: f.id, label: f.name }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="storageTypes"
        render={({ field }) => (
          <ChoiceGroup
            legend="Storage options (beds)"
            options={STORAGE}
            value={field.value}
            onChange={(v) => field.onChange(v)}
          />
        )}
      />
      <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting}>
        {props.submitLabel}
      </Button>
    </Stack>
  );
}

import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { runChange } from '../lib/run-change';
import { SetStoragePricesMutation } from './documents';

const EURO = /^\d{1,7}(?:\.\d{1,2})?$/u;

/** Props of {@link StoragePricesForm}. */
export interface StoragePricesFormProps {
  category: {
    id: string;
    name: string;
    ottomanPrices: { size: { id: string }; price: { amount: string } }[];
    cloudStorageBase?: { amount: string } | null;
  };
  sizes: { id: string; label: string }[];
  onDone: () => void;
}

/**
 * The storage prices of one category (issue 10, spec §9): the ottoman price per size (empty: not
 * offered) and the cloud storage base added on sizes 13 to 15; net euros.
 */
export function StoragePricesForm({ category, sizes, onDone }: StoragePricesFormProps) {
  const [save, { loading }] = useMutation(SetStoragePricesMutation);
  const [ottoman, setOttoman] = useState<Record<string, string>>(() =>
    Object.fromEntries(category.ottomanPrices.map((o) => [o.size.id, o.price.amount])),
  );
  const [cloud, setCloud] = useState(category.cloudStorageBase?.amount ?? '');
  const bad = (v: string | undefined) => Boolean(v?.trim()) && !EURO.test(v!.trim());
  const invalid = sizes.some((s) => bad(ottoman[s.id])) || bad(cloud);
  const submit = async () => {
    const done = await runChange(
      async () =>
        (
          await save({
            variables: {
              categoryId: category.id,
              input: {
                ottoman: sizes
                  .filter((s) => ottoman[s.id]?.trim())
                  .map((s) => ({ sizeId: s.id, price: ottoman[s.id]!.trim() })),
                cloudBase: cloud.trim() || null,
              },
            },
          })
        ).data?.admin.catalog.setStoragePrices,
      `Storage prices of '${category.name}' saved.`,
    );
    if (done) onDone();
  };
  return (
    <Flex direction="column" gap="3" bg="bg.muted" p="3" borderRadius="md">
      <Text fontSize="sm">
        Ottoman price per size (net €; leave empty where ottoman storage is not offered).
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {sizes.map((s) => (
          <FormField
            key={s.id}
            label={`Ottoman, ${s.label}`}
            inputMode="decimal"
            value={ottoman[s.id] ?? ''}
            error={bad(ottoman[s.id]) ? 'Enter euros, e.g. 120.00.' : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setOttoman((o) => ({ ...o, [s.id]: value }));
            }}
          />
        ))}
        <FormField
          label="Cloud storage base (sizes 13 to 15)"
          inputMode="decimal"
          value={cloud}
          error={bad(cloud) ? 'Enter euros, e.g. 60.00.' : undefined}
          onChange={(e) => setCloud(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Flex gap="2">
        <Button size="sm" loading={loading} disabled={invalid} onClick={() => void submit()}>
          Save storage prices
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}

import { Box, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { vatOnUnit } from '@serena/domain/pricing';
import { gridKey } from '@serena/domain/variation-prices';
import { NO_SIZE, VariationBulk } from './variation-bulk';
import { runChange } from '../lib/run-change';
import { SetVariationsMutation } from './documents';

const EURO = /^\d{1,7}(?:\.\d{1,2})?$/u;
/**
 * The storefront's gross for a typed net amount in euros ('450.00'): net plus VAT at
 * `vatRateBp` (basis points, from the server), rounded half-up per unit as the price panel does
 * (spec §9; @serena/domain's vatOnUnit);
 * '' when the amount is not a price.
 */
export function grossOf(net: string, vatRateBp: number): string {
  if (!EURO.test(net.trim())) return '';
  const [whole = '0', frac = ''] = net.trim().split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  const vat = vatOnUnit(cents, vatRateBp);
  const gross = cents + vat;
  return `${Math.floor(gross / 100)}.${String(gross % 100).padStart(2, '0')}`;
}

interface Cell {
  key: string;
  label: string;
  sizeId: string | null;
  fabricId: string | null;
  fabricColorId: string | null;
}

/** Props of {@link VariationMatrix}. */
export interface VariationMatrixProps {
  productId: string;
  /** The VAT rate the storefront adds, basis points (AdminCatalogQuery.vatRateBp; 2300 = 23 %). */
  vatRateBp: number;
  sizes: { id: string; label: string }[];
  fabrics: { id: string; name: string; colors: { id: string; name: string; hex: string }[] }[];
  variations: {
    sizeId?: string | null;
    fabricId?: string | null;
    fabricColorId?: string | null;
    price: { amount: string };
  }[];
}

/** The grid key of a variation: its size (row) and its fabric colour (column). */
const keyOf = (
  s: string | null | undefined,
  f: string | null | undefined,
  c: string | null | undefined,
) => gridKey(s ?? NO_SIZE, `${f ?? '-'}:${c ?? '-'}`);

/**
 * The variation price matrix of a product (issue 10, spec §4 matching rule): a net price per size
 * alone, per fabric and colour alone, or per size, fabric and colour; an empty cell has no
 * variation (the base price applies). Next to each cell, the price the storefront will show
 * (net + VAT at the server's rate, before storage). Bulk edits above it (issue 26): fill a row or a
 * column, copy a size's prices, change all by a percentage.
 */
export function VariationMatrix({
  productId,
  vatRateBp,
  sizes,
  fabrics,
  variations,
}: VariationMatrixProps) {
  const [save, { loading }] = useMutation(SetVariationsMutation);
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      variations.map((v) => [keyOf(v.sizeId, v.fabricId, v.fabricColorId), v.price.amount]),
    ),
  );
  const colors = fabrics.flatMap((f) =>
    f.colors.map((c) => ({
      fabricId: f.id,
      colorId: c.id,
      label: `${f.name} – ${c.name}`,
      hex: c.hex,
    })),
  );
  const cells: Cell[] = [
    ...sizes.map((s) => ({
      key: keyOf(s.id, null, null),
      label: s.label,
      sizeId: s.id,
      fabricId: null,
      fabricColorId: null,
    })),
    ...colors.map((c) => ({
      key: keyOf(null, c.fabricId, c.colorId),
      label: c.label,
      sizeId: null,
      fabricId: c.fabricId,
      fabricColorId: c.colorId,
    })),
    ...sizes.flatMap((s) =>
      colors.map((c) => ({
        key: keyOf(s.id, c.fabricId, c.colorId),
        label: `${s.label}, ${c.label}`,
        sizeId: s.id,
        fabricId: c.fabricId,
        fabricColorId: c.colorId,
      })),
    ),
  ];
  const invalid = cells.some((c) => prices[c.key]?.trim() && !EURO.test(prices[c.key]!.trim()));
  const submit = () =>
    void runChange(
      async () =>
        (
          await save({
            variables: {
              productId,
              variations: cells
                .filter((c) => prices[c.key]?.trim())
                .map((c) => ({
                  sizeId: c.sizeId,
                  fabricId: c.fabricId,
                  fabricColorId: c.fabricColorId,
                  price: prices[c.key]!.trim(),
                })),
            },
          })
        ).data?.admin.catalog.setVariations,
      'Variation prices saved.',
    );
  if (cells.length === 0) {
    return <Text>Choose the product's sizes or fabrics and save first.</Text>;
  }
  return (
    <Stack gap="3">
      <Text fontSize="sm">
        Most specific first: size + fabric + colour, then fabric + colour, then size. Leave a cell
        empty for no variation.
      </Text>
      <VariationBulk
        sizes={sizes}
        columns={colors.map((c) => ({ key: `${c.fabricId}:${c.colorId}`, label: c.label }))}
        prices={prices}
        blocked={invalid}
        onChange={setPrices}
      />
      <Box overflowX="auto" maxH="28rem" overflowY="auto">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>Variation prices</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Choice</Table.ColumnHeader>
              <Table.ColumnHeader>Net price (€)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Storefront (incl. VAT)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cells.map((c) => (
              <Table.Row key={c.key}>
                <Table.Cell>{c.label}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="sm"
                    maxW="8rem"
                    inputMode="decimal"
                    aria-label={`Net price, ${c.label}`}
                    aria-invalid={
                      Boolean(prices[c.key]?.trim()) && !EURO.test(prices[c.key]!.trim())
                    }
                    value={prices[c.key] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setPrices((p) => ({ ...p, [c.key]: value }));
                    }}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {grossOf(prices[c.key] ?? '', vatRateBp)
                    ? `€${grossOf(prices[c.key] ?? '', vatRateBp)}`
                    : '–'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Button alignSelf="start" loading={loading} disabled={invalid} onClick={submit}>
        Save variation prices
      </Button>
    </Stack>
  );
}

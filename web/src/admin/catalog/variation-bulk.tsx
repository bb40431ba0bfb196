import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  cellsOfText,
  changeAllByPercent,
  copyRow,
  fillColumn,
  fillRow,
  parseEuroCents,
  parsePercentBp,
  textOfCells,
  type PriceCells,
} from '@serena/domain/variation-prices';
import { ChoiceGroup } from './choice-group';

/** The row of the prices that name no size (a fabric colour alone). */
export const NO_SIZE = '-';
/** The column of a size's own price (no fabric, no colour). */
export const SIZE_ALONE = '-:-';

/** Props of {@link VariationBulk}. */
export interface VariationBulkProps {
  /** The bed's sizes: grid rows. */
  sizes: { id: string; label: string }[];
  /** The fabric colours: grid columns (`fabricId:colorId`) with their labels. */
  columns: { key: string; label: string }[];
  /** The typed net prices in euros by grid key (@serena/domain gridKey). */
  prices: Record<string, string>;
  /** True while a typed price is not an amount (the bulk edits wait until it is fixed). */
  blocked: boolean;
  /** Called with every price after a bulk edit. */
  onChange: (prices: Record<string, string>) => void;
}

/**
 * Bulk edits of a bed's variation prices (issue 26): fill one size's row or one choice's column
 * with an amount, copy one size's prices to other sizes, or change every price by a percentage
 * (rounded half-up to the cent). The edits change the matrix below; "Save variation prices"
 * saves them. The arithmetic is @serena/domain's variation-prices.
 */
export function VariationBulk({ sizes, columns, prices, blocked, onChange }: VariationBulkProps) {
  const rows = sizes.length > 0 ? sizes.map((s) => s.id) : [NO_SIZE];
  const allColumns = [SIZE_ALONE, ...columns.map((c) => c.key)];
  const targets = [
    ...sizes.map((s) => ({ value: `row:${s.id}`, label: `Size ${s.label} (every choice)` })),
    ...(sizes.length > 0 ? [{ value: `col:${SIZE_ALONE}`, label: 'Size alone (every size)' }] : []),
    ...columns.map((c) => ({ value: `col:${c.key}`, label: `${c.label} (every size)` })),
  ];
  const [target, setTarget] = useState(targets[0]?.value ?? '');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(sizes[0]?.id ?? '');
  const [to, setTo] = useState<string[]>([]);
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (edit: (cells: PriceCells) => PriceCells) => {
    try {
      onChange(textOfCells(edit(cellsOfText(prices))));
      setError(null);
    } catch (e) {
      setError(e instanceof RangeError ? 'That change gives a price out of range.' : String(e));
    }
  };
  const fill = () => {
    const cents = parseEuroCents(amount);
    if (cents === null) return setError('Enter an amount in euros, e.g. 450 or 450.50.');
    const [kind, key = ''] = [target.slice(0, 3), target.slice(4)];
    apply((cells) =>
      kind === 'row' ? fillRow(cells, key, allColumns, cents) : fillColumn(cells, key, rows, cents),
    );
  };
  const change = () => {
    const bp = parsePercentBp(percent);
    if (bp === null) return setError('Enter a percentage, e.g. 5 or -2.5.');
    apply((cells) => changeAllByPercent(cells, bp));
  };

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="600">Bulk changes</Text>
      {blocked ? <Text color="fg.error">Fix the prices marked invalid first.</Text> : null}
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root flex="2" minW="12rem">
          <Field.Label>Prices to fill</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              {targets.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="8rem">
          <Field.Label>Fill with net price (€)</Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        </Field.Root>
        <Button variant="outline" disabled={blocked || !target} onClick={fill}>
          Fill
        </Button>
      </Flex>
      {sizes.length > 1 ? (
        <Stack gap="2">
          <Flex gap="3" align="end" wrap="wrap">
            <Field.Root flex="1" minW="12rem">
              <Field.Label>Copy the prices of size</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={from} onChange={(e) => setFrom(e.currentTarget.value)}>
                  {sizes.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              variant="outline"
              disabled={blocked || to.filter((s) => s !== from).length === 0}
              onClick={() => apply((cells) => copyRow(cells, from, to, allColumns))}
            >
              Copy
            </Button>
          </Flex>
          <ChoiceGroup
            legend="To sizes"
            options={sizes
              .filter((s) => s.id !== from)
              .map((s) => ({ value: s.id, label: s.label }))}
            value={to.filter((s) => s !== from)}
            onChange={setTo}
          />
        </Stack>
      ) : null}
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="12rem">
          <Field.Label>Change every price by (%)</Field.Label>
          <Input
            inputMode="decimal"
            placeholder="e.g. 5 or -2.5"
            value={percent}
            onChange={(e) => setPercent(e.currentTarget.value)}
          />
        </Field.Root>
        <Button variant="outline" disabled={blocked} onClick={change}>
          Apply to all
        </Button>
      </Flex>
    </Stack>
  );
}

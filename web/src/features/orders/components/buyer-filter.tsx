import { Field, NativeSelect } from '@chakra-ui/react';

/** The option of {@link BuyerFilter} that shows everyone's orders. */
export const ALL_BUYERS = '';

/** Props of {@link BuyerFilter}. */
export interface BuyerFilterProps {
  /** The names of the company users who placed orders, in the order to list them. */
  buyers: readonly string[];
  /** The chosen name, or {@link ALL_BUYERS}. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * My Orders' "Placed by" filter (issue 24): all orders of the company, or only those one user
 * placed. The orders are the company's (the api sends them to each of its users).
 */
export function BuyerFilter({ buyers, value, onChange }: BuyerFilterProps) {
  return (
    <Field.Root maxW={{ md: '64' }} mb="6">
      <Field.Label>Placed by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value={ALL_BUYERS}>Everyone</option>
          {buyers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The distinct names of who placed `orders`, sorted; orders without a name are left out. */
export function buyersOf(orders: readonly { placedBy?: string | null }[]): string[] {
  const names = new Set(orders.flatMap((o) => (o.placedBy ? [o.placedBy] : [])));
  return [...names].sort((a, b) => a.localeCompare(b));
}

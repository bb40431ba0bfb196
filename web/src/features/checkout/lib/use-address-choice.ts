import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CompanyAddressesQuery as Addresses } from '@/__generated__/graphql';
import { addressLines, CompanyAddressesQuery } from '@/lib/company-addresses';

/** The choice of the typed, one-off address instead of a saved one. */
export const NEW_ADDRESS = 'new';

/** A saved address of the company. */
export type SavedAddress = Addresses['companyAddresses'][number];

/** What {@link useAddressChoice} returns. */
export interface AddressChoice {
  /** The company's saved addresses, the default first; empty while loading or when none. */
  addresses: readonly SavedAddress[];
  /** The chosen address id or NEW_ADDRESS. */
  choice: string;
  /** Chooses a saved address id or NEW_ADDRESS. */
  setChoice: (value: string) => void;
  /** The chosen saved address; null when the typed address is used. */
  saved: SavedAddress | null;
  /** The chosen saved address on one line (the step's summary); '' when none. */
  summary: string;
  /** The picker's choices: each saved address, then "A new address". */
  options: { value: string; title: string; lines: string[] }[];
}

/**
 * The delivery address choice of checkout (issue 24): the company's saved addresses with the
 * default preselected until the buyer chooses, else the typed address. A user without a company
 * book (the shop's admin) simply types one.
 */
export function useAddressChoice(): AddressChoice {
  const { data } = useQuery(CompanyAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.companyAddresses ?? [];
  const [picked, setChoice] = useState<string | null>(null);
  const fallback = addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? NEW_ADDRESS;
  const wanted = picked ?? fallback;
  const saved = addresses.find((a) => a.id === wanted) ?? null;
  const choice = saved ? saved.id : NEW_ADDRESS;
  return {
    addresses,
    choice,
    setChoice,
    saved,
    summary: saved ? addressLines(saved).join(', ') : '',
    options: [
      ...addresses.map((a) => ({
        value: a.id,
        title: `${a.recipientName}${a.isDefault ? ' (default)' : ''}`,
        lines: addressLines(a).slice(1),
      })),
      {
        value: NEW_ADDRESS,
        title: 'A new address',
        lines: ['Type a delivery address for this order'],
      },
    ],
  };
}

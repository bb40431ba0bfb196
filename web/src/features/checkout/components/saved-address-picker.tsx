import { RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CompanyAddressesQuery } from '@/__generated__/graphql';
import { addressLines } from '@/lib/company-addresses';
import { NEW_ADDRESS } from '../lib/use-address-choice';

/** Props of {@link SavedAddressPicker}. */
export interface SavedAddressPickerProps {
  /** The company's saved addresses, the default first. */
  addresses: readonly CompanyAddressesQuery['companyAddresses'][number][];
  /** The chosen address id, or {@link NEW_ADDRESS}. */
  value: string;
  /** Called with the chosen address id or {@link NEW_ADDRESS}. */
  onChange: (value: string) => void;
}

/**
 * The delivery address choice at checkout (issue 24 "Address book"): one card per saved address of
 * the company (the default preselected by the page) and "A new address", which shows the typed
 * shipping form. The order keeps a snapshot of the whole saved address.
 */
export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(e) => onChange(e.value ?? NEW_ADDRESS)}
      colorPalette="brand"
      size="sm"
      mb="5"
    >
      <RadioCard.Label>Deliver to</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {addresses.map((a) => (
          <RadioCard.Item key={a.id} value={a.id}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>
                  {a.recipientName}
                  {a.isDefault ? ' (default)' : ''}
                </RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  <Stack gap="0" as="span">
                    {addressLines(a)
                      .slice(1)
                      .map((line, i) => (
                        <Text as="span" key={i} display="block" overflowWrap="anywhere">
                          {line}
                        </Text>
                      ))}
                  </Stack>
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
        <RadioCard.Item value={NEW_ADDRESS}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemContent>
              <RadioCard.ItemText>A new address</RadioCard.ItemText>
              <RadioCard.ItemDescription>
                Type a delivery address for this order
              </RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </SimpleGrid>
    </RadioCard.Root>
  );
}

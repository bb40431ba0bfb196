import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/form/form-field';
import { SAVE_TO_BOOK_LABEL, type SaveToBook } from '../lib/use-save-to-book';

/**
 * The "Save this address to the address book" checkbox under the typed shipping address (issue
 * 24), with the county and Eircode the book needs once ticked; company admins only.
 */
export function SaveAddressFields({ save }: { save: SaveToBook }) {
  if (!save.allowed) return null;
  return (
    <Stack gap="3" mt="4">
      <Checkbox.Root
        checked={save.checked}
        onCheckedChange={(e) => save.setChecked(e.checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{SAVE_TO_BOOK_LABEL}</Checkbox.Label>
      </Checkbox.Root>
      {save.checked ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="County"
              required
              autoComplete="shipping address-level1"
              value={save.extras.county}
              onChange={(e) => save.setExtra('county', e.target.value)}
              error={save.errors.county}
            />
            <FormField
              label="Eircode"
              required
              autoComplete="shipping postal-code"
              value={save.extras.eircode}
              onChange={(e) => save.setExtra('eircode', e.target.value)}
              error={save.errors.eircode}
            />
          </SimpleGrid>
          {save.errors.country ? (
            <Text role="alert" color="red.600" fontSize="sm">
              {save.errors.country}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

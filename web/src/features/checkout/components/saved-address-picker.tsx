import { Box, chakra, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** One choice of the picker: its value, title and the lines under it. */
export interface AddressOption {
  value: string;
  title: string;
  lines: string[];
}

/** Props of {@link SavedAddressPicker}. */
export interface SavedAddressPickerProps {
  /** The saved addresses, the default first, then the new-address choice (use-address-choice.ts). */
  options: readonly AddressOption[];
  /** The chosen option's value. */
  value: string;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
}

/** One choice: a bordered card holding a native radio and its text. */
function Choice({
  value,
  checked,
  onChange,
  title,
  lines,
}: {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  lines: string[];
}) {
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="flex-start"
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.solid' : 'border'}
      borderRadius="md"
      p={checked ? '3' : 'calc(var(--chakra-spacing-3) + 1px)'}
      bg="bg"
      cursor="pointer"
    >
      <chakra.input
        type="radio"
        name="deliver-to"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        mt="1"
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <Stack gap="0" minW="0">
        <Text fontWeight="600">{title}</Text>
        {lines.map((line, i) => (
          <Text key={i} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {line}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The delivery address choice at checkout (issue 24 "Address book"): one card per saved address of
 * the company (the default preselected by the page) and "A new address", which shows the typed
 * shipping form. The order keeps a snapshot of the whole saved address. Loaded lazily: it imports
 * nothing the checkout route does (JS budget).
 */
export function SavedAddressPicker({ options, value, onChange }: SavedAddressPickerProps) {
  return (
    <Fieldset.Root mb="5">
      <Fieldset.Legend fontWeight="500" mb="2">
        Deliver to
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="radiogroup" aria-label="Deliver to">
        {options.map((o) => (
          <Choice key={o.value} {...o} checked={value === o.value} onChange={onChange} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

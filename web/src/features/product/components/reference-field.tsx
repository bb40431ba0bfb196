import { Field, Input, Text } from '@chakra-ui/react';
import { OPTION_LABEL_STYLE } from './option-label';

/** Props of {@link ReferenceField}. */
export interface ReferenceFieldProps {
  /** The customer's own reference for the line, up to 100 characters ('' when none). */
  value: string;
  /** Called with the edited reference. */
  onChange: (value: string) => void;
}

/**
 * The configurator's 'Customer Reference (optional)' field (spec §2 Product detail, §5): the
 * retailer's own reference carried by the cart line and the order, up to 100 characters.
 */
export function ReferenceField({ value, onChange }: ReferenceFieldProps) {
  return (
    <Field.Root>
      <Field.Label {...OPTION_LABEL_STYLE}>
        Customer Reference
        <Text as="span" color="fg.subtle" textTransform="none" letterSpacing="0" fontWeight="400">
          (optional)
        </Text>
      </Field.Label>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={100}
        bg="bg.panel"
        borderColor="border"
        autoComplete="off"
      />
    </Field.Root>
  );
}

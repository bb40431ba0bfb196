import { Field, Input, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { BUYER_PO_MAX } from '../lib/buyer-po';

/** Props of {@link BuyerPoField}. */
export interface BuyerPoFieldProps {
  /** The text as typed. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** The message to show under the field (client check or the server's), or null. */
  error: string | null;
  /** True while the order is being placed. */
  disabled?: boolean;
  /** Ref to the input (focused when it has an error). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The optional "Your PO number" of the whole checkout (issue 22): at most {@link BUYER_PO_MAX}
 * characters, printed on the invoice, credit notes and statement.
 */
export function BuyerPoField({ value, onChange, error, disabled, inputRef }: BuyerPoFieldProps) {
  return (
    <Field.Root invalid={error !== null} maxW="sm">
      <Field.Label fontSize="sm">
        Your PO number
        <Text as="span" color="fg.muted" fontWeight="normal">
          (optional)
        </Text>
      </Field.Label>
      <Input
        ref={inputRef}
        size="sm"
        value={value}
        maxLength={BUYER_PO_MAX}
        readOnly={disabled}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          Printed on your invoice; up to {BUYER_PO_MAX} characters.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

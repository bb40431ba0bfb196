import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/cart';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Current quantity, 1 to 99. */
  value: number;
  /** Called with the new quantity (never below 1 nor above 99). */
  onChange: (quantity: number) => void;
  /** Product name, for the buttons' accessible names. */
  label: string;
}

/** Minus / quantity / plus control of a cart line; minus stops at 1, plus at 99 (spec §2, §5). */
export function QuantityStepper({ value, onChange, label }: QuantityStepperProps) {
  return (
    <HStack gap="0" borderWidth="1px" borderColor="border" borderRadius="full" w="fit-content">
      <IconButton
        aria-label={`Decrease quantity of ${label}`}
        size="sm"
        variant="ghost"
        borderRadius="full"
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        <LuMinus />
      </IconButton>
      <Text
        minW="8"
        textAlign="center"
        fontVariantNumeric="tabular-nums"
        aria-live="polite"
        aria-label={`Quantity ${value}`}
      >
        {value}
      </Text>
      <IconButton
        aria-label={`Increase quantity of ${label}`}
        size="sm"
        variant="ghost"
        borderRadius="full"
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}

import { Group, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@/lib/cart';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The quantity, 1 to 99. */
  value: number;
  /** Called with the next quantity, always within 1..99. */
  onChange: (value: number) => void;
}

/**
 * The quantity stepper (spec §2, §9: 1 to 99): minus and plus buttons and a numeric box. Typed
 * values are clamped to 1..99; an emptied box becomes 1 when it loses focus.
 */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  return (
    <Group attached borderWidth="1px" borderColor="border" borderRadius="full" bg="bg.panel" h="12">
      <IconButton
        aria-label="Decrease quantity"
        variant="ghost"
        borderRadius="full"
        h="full"
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        <LuMinus />
      </IconButton>
      <Input
        aria-label="Quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        value={shown}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
          if (digits === '') {
            setDraft('');
            return;
          }
          const next = clampQuantity(Number(digits));
          setDraft(null);
          onChange(next);
        }}
        onBlur={() => setDraft(null)}
        w="12"
        h="full"
        px="0"
        textAlign="center"
        border="none"
        fontWeight="600"
        fontVariantNumeric="tabular-nums"
        _focusVisible={{ outline: 'none', boxShadow: 'none' }}
      />
      <IconButton
        aria-label="Increase quantity"
        variant="ghost"
        borderRadius="full"
        h="full"
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        <LuPlus />
      </IconButton>
    </Group>
  );
}

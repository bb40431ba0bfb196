import { Group, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@/lib/cart/store';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The quantity, 1 to 99. */
  value: number;
  /** Called with the next quantity, always within 1..99. */
  onChange: (value: number) => void;
  /**
   * What is counted (a cart line's product name): the controls are then named "Decrease quantity of
   * {itemName}", "Quantity of {itemName}" and "Increase quantity of {itemName}", so that several
   * steppers on one page stay apart; without it "Decrease quantity", "Quantity", "Increase quantity".
   */
  itemName?: string;
  /** `md` (48 px, the product page) or `sm` (32 px, a cart line); default `md`. */
  size?: 'sm' | 'md';
}

/**
 * The one quantity stepper of the shop (spec §2 product page and cart, §9: 1 to 99): minus and plus
 * buttons around a numeric box. Minus stops at 1, plus at 99; typed values are clamped to 1..99 and
 * an emptied box shows the last quantity again when it loses focus.
 */
export function QuantityStepper({ value, onChange, itemName, size = 'md' }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  const of = itemName ? ` of ${itemName}` : '';
  const height = size === 'sm' ? '8' : '12';
  return (
    <Group
      attached
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      bg="bg.panel"
      h={height}
      w="fit-content"
    >
      <IconButton
        aria-label={`Decrease quantity${of}`}
        variant="ghost"
        size={size === 'sm' ? 'sm' : 'md'}
        borderRadius="full"
        h="full"
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        <LuMinus />
      </IconButton>
      <Input
        aria-label={`Quantity${of}`}
        inputMode="numeric"
        pattern="[0-9]*"
        value={shown}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
          if (digits === '') {
            setDraft('');
            return;
          }
          setDraft(null);
          onChange(clampQuantity(Number(digits)));
        }}
        onBlur={() => setDraft(null)}
        w={size === 'sm' ? '10' : '12'}
        h="full"
        px="0"
        textAlign="center"
        border="none"
        fontWeight="600"
        fontVariantNumeric="tabular-nums"
        _focusVisible={{ outline: 'none', boxShadow: 'none' }}
      />
      <IconButton
        aria-label={`Increase quantity${of}`}
        variant="ghost"
        size={size === 'sm' ? 'sm' : 'md'}
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

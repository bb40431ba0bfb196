import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QuantityStepper } from './quantity-stepper';

function Harness({ itemName, onValue }: { itemName?: string; onValue: (v: number) => void }) {
  const [value, setValue] = useState(98);
  return (
    <QuantityStepper
      value={value}
      itemName={itemName}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('names its controls after the item and stops at 99', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness itemName="Oslo Bed" onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Quantity of Oslo Bed' });
    expect(box).toHaveValue('98');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Oslo Bed' }));
    expect(box).toHaveValue('99');
    expect(screen.getByRole('button', { name: 'Increase quantity of Oslo Bed' })).toBeDisabled();
    expect(onValue).toHaveBeenLastCalledWith(99);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Oslo Bed' }));
    expect(onValue).toHaveBeenLastCalledWith(98);
  });

  it('clamps a typed quantity to 1..99 and shows the last quantity when emptied', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(box);
    expect(box).toHaveValue('');
    await user.type(box, '0');
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue('1');
  });
});

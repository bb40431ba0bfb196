import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { COUNTRY_SEARCH_DEBOUNCE_MS, PhoneInput, splitPhone, toE164 } from './phone-input';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PhoneInput', () => {
  beforeEach(() =>
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('defaults to Ireland and reports E.164 without the trunk 0', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'Country: Ireland +353' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '087 123 4567' } });
    expect(onValue).toHaveBeenLastCalledWith('+353871234567');
    expect(screen.getByRole('textbox')).toHaveValue('0871234567');
  });

  it('keeps at most 15 digits including the country code', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '12345678901234567890' } });
    const value = onValue.mock.lastCall?.[0] as string;
    expect(value.replace(/\D/g, '')).toHaveLength(15);
    expect(value).toBe('+353123456789012');
    expect(screen.getByRole('textbox')).toHaveValue('123456789012');
  });

  it('filters countries 250 ms after typing stops and switches the calling code', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial="+353871234567" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Country: Ireland +353' }));
    const search = await screen.findByRole('textbox', { name: 'Search country' });
    const countAll = screen.getAllByRole('option').length;
    expect(countAll).toBeGreaterThan(200);
    fireEvent.change(search, { target: { value: 'germ' } });
    act(() => {
      vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS - 50);
    });
    expect(screen.getAllByRole('option')).toHaveLength(countAll);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByRole('option', { name: /Germany/ }));
    expect(screen.getByRole('button', { name: 'Country: Germany +49' })).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('+49871234567');
  });

  it('reads an E.164 value back into country and national digits', () => {
    expect(splitPhone('+4930123456', 'IE')).toEqual({ country: 'DE', national: '30123456' });
    expect(splitPhone('+447911123456', 'GB')).toEqual({ country: 'GB', national: '7911123456' });
    expect(splitPhone('', 'IE')).toEqual({ country: 'IE', national: '' });
    expect(toE164('IE', '')).toBe('');
  });
});

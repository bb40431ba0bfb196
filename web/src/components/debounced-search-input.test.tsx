import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebouncedSearchInput } from './debounced-search-input';

afterEach(() => {
  vi.useRealTimers();
});

describe('DebouncedSearchInput on a server-rendered page (issue 12)', () => {
  it('takes over text typed before hydration and commits it after the pause, or on Enter', async () => {
    const onCommit = vi.fn();
    const box = (
      <ChakraProvider value={defaultSystem}>
        <DebouncedSearchInput
          label="Search"
          name="q"
          action="/products"
          hidden={[['sort', 'name']]}
          value=""
          onCommit={onCommit}
        />
      </ChakraProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.appendChild(container);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    // The visitor types before the page hydrates.
    const typed = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    typed.value = 'Wicklow';

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(box, { container, hydrate: true });
    expect(screen.getByLabelText('Search')).toHaveValue('Wicklow');
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(onCommit).toHaveBeenCalledWith('Wicklow');

    // Once hydrated, Enter (the form's submit) commits at once and the page is not reloaded.
    onCommit.mockClear();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Galway' } });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(onCommit).toHaveBeenCalledWith('Galway');
  });
});

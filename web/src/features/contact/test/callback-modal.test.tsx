import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectToast } from '@/test/toasts';
import { RequestCallbackMutation } from '../api/documents';
import { CallbackModal } from '../components/callback-modal';
import { callbackFormSchema } from '../lib/schemas';

const FAKE_TIMERS = { shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] } as const;

const input = {
  name: 'John Kelly',
  companyName: 'Kelly Beds',
  phoneNumber: '+353871234567',
  message: 'Please call me.',
};

function callbackMock(
  payload: { success: boolean; message: string | null; userErrors?: unknown[] },
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: RequestCallbackMutation, variables: { input } },
    delay,
    result: {
      data: {
        requestCallback: {
          __typename: 'CallbackRequestPayload',
          success: payload.success,
          message: payload.message,
          userErrors: payload.userErrors ?? [],
        },
      },
    },
  };
}

function setup(mocks: MockLink.MockedResponse[] = []) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<CallbackModal open onOpenChange={onOpenChange} />, { mocks });
  const dialog = screen.getByRole('dialog', { name: 'Request A Callback' });
  return {
    user,
    onOpenChange,
    dialog,
    name: screen.getByLabelText('Name'),
    company: screen.getByLabelText('Company Name'),
    phone: screen.getByLabelText('Phone Number'),
    message: screen.getByLabelText('Message'),
    submit: () => user.click(screen.getByRole('button', { name: 'Send Message' })),
  };
}

async function fill(f: ReturnType<typeof setup>) {
  await f.user.type(f.name, input.name);
  await f.user.type(f.company, input.companyName);
  await f.user.type(f.phone, '871234567');
  await f.user.type(f.message, input.message);
}

describe('CallbackModal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the four fields, a 0/200 counter and Send Message', () => {
    const f = setup();
    expect(f.dialog).toBeInTheDocument();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(f.message).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('button', { name: /Country: Ireland \+353/ })).toBeInTheDocument();
  });

  it('requires every field, clears one error when its field is edited and all after 3 s', async () => {
    const f = setup();
    await f.user.type(f.name, '   ');
    await f.submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    await f.user.type(f.company, 'K');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
  });

  it('counts the message characters', async () => {
    const f = setup();
    await f.user.type(f.message, 'Call me');
    expect(screen.getByText('7/200')).toBeInTheDocument();
  });

  it('takes digits only in the phone number and refuses a leading minus', async () => {
    const f = setup();
    await f.user.type(f.phone, '-87a');
    expect(f.phone).toHaveValue('87');
    const parsed = callbackFormSchema.safeParse({ ...input, phoneNumber: '-0871234567' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Phone number must contain digits only');
  });

  it("shows 'Sending...', then toasts the server message, clears the form and closes", async () => {
    const f = setup([
      callbackMock({ success: true, message: 'Thank you! We will call you back shortly.' }, 50),
    ]);
    await fill(f);
    await f.submit();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(f.onOpenChange).toHaveBeenCalledWith(false));
    expectToast('success', 'Thank you! We will call you back shortly.');
    expect(f.name).toHaveValue('');
    expect(f.message).toHaveValue('');
  });

  it('shows the server message above the form for 3 s on failure', async () => {
    const f = setup([
      callbackMock({
        success: false,
        message: 'Phone number must contain digits only',
        userErrors: [
          {
            __typename: 'UserError',
            field: 'phoneNumber',
            message: 'Phone number must contain digits only',
            code: 'INVALID',
          },
        ],
      }),
    ]);
    await fill(f);
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phone number must contain digits only',
    );
    expect(f.onOpenChange).not.toHaveBeenCalled();
    console.log('TIMERS', vi.getTimerCount());
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    console.log('TIMERS', vi.getTimerCount());
    console.log(
      'ALERTS',
      screen.queryAllByRole('alert').map((a) => a.outerHTML),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("falls back to 'Something went wrong. Please try again.'", async () => {
    const f = setup([callbackMock({ success: false, message: null })]);
    await fill(f);
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('closes with the close button', async () => {
    const f = setup();
    await f.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
  });
});

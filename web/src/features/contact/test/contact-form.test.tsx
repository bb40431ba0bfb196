import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectNoToast, expectToast } from '@/test/toasts';
import type { ContactSendResult } from '../api/send-contact-message';
import { ContactForm } from '../components/contact-form';

const FAKE_TIMERS = { shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] } as const;

function setup(send = vi.fn<(...args: unknown[]) => Promise<ContactSendResult>>()) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<ContactForm send={send} />);
  return {
    user,
    send,
    fullName: screen.getByLabelText<HTMLInputElement>('Full Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    phone: screen.getByLabelText<HTMLInputElement>('Phone Number'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
    file: screen.getByLabelText<HTMLInputElement>('Attachment (optional)'),
    submit: () => user.click(screen.getByRole('button', { name: 'Send Message' })),
  };
}

async function fillValid(f: ReturnType<typeof setup>) {
  await f.user.type(f.fullName, 'Mary Byrne');
  await f.user.type(f.email, 'mary@shop.ie');
  await f.user.type(f.phone, '871234567');
  await f.user.type(f.message, 'Do you stock the Aria bed?');
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a full-name keystroke that is not a letter or space, with the spec message', async () => {
    const f = setup();
    await f.user.type(f.fullName, 'Mary B1');
    expect(f.fullName).toHaveValue('Mary B');
    expect(screen.getByText('Full name must contain only letters and spaces')).toBeInTheDocument();
    await f.user.type(f.fullName, 'yrne');
    expect(f.fullName).toHaveValue('Mary Byrne');
    expect(screen.queryByText('Full name must contain only letters and spaces')).toBeNull();
  });

  it("accepts Irish names as typed: O'Brien, Ní Bhriain, Mary-Kate", async () => {
    const f = setup();
    await f.user.type(f.fullName, "Mary-Kate Ní Bhriain O'Brien");
    expect(f.fullName).toHaveValue("Mary-Kate Ní Bhriain O'Brien");
    expect(screen.queryByText('Full name must contain only letters and spaces')).toBeNull();
  });

  it('checks the e-mail once it is longer than 5 characters', async () => {
    const f = setup();
    await f.user.type(f.email, 'mary@');
    expect(screen.queryByText('Invalid email format')).toBeNull();
    await f.user.type(f.email, 's');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await f.user.type(f.email, 'hop.ie');
    expect(screen.queryByText('Invalid email format')).toBeNull();
  });

  it('requires all four fields on submit and clears the errors after 3 s', async () => {
    const f = setup();
    await f.submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(f.send).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it('treats blank text as missing', async () => {
    const f = setup();
    await f.user.type(f.fullName, '   ');
    await f.user.type(f.message, '   ');
    await f.submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
  });

  it('counts message characters up to 250', async () => {
    const f = setup();
    expect(screen.getByText('0/250')).toBeInTheDocument();
    await f.user.type(f.message, 'Hello');
    expect(screen.getByText('5/250')).toBeInTheDocument();
    expect(f.message).toHaveAttribute('maxLength', '250');
  });

  it("shows 'Sending...' while busy, then clears the form and the file and shows a success toast", async () => {
    let resolve!: (r: ContactSendResult) => void;
    const send = vi.fn(() => new Promise<ContactSendResult>((r) => (resolve = r)));
    const f = setup(send);
    await fillValid(f);
    const attachment = new File(['quote'], 'quote.pdf', { type: 'application/pdf' });
    await f.user.upload(f.file, attachment);
    expect(screen.getByText('quote.pdf')).toBeInTheDocument();
    await f.submit();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      {
        fullName: 'Mary Byrne',
        email: 'mary@shop.ie',
        phoneNumber: '+353871234567',
        message: 'Do you stock the Aria bed?',
      },
      attachment,
    );
    await act(() => Promise.resolve(resolve({ ok: true, message: 'Your message has been sent.' })));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(f.fullName).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.phone).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(f.file.files).toHaveLength(0);
    expect(screen.queryByText('quote.pdf')).toBeNull();
    expectToast('success', 'Your message has been sent.');
  });

  it('shows the repeat message for 3 s and keeps the form', async () => {
    const send = vi.fn(() =>
      Promise.resolve<ContactSendResult>({
        ok: false,
        duplicate: true,
        message: 'You have already submitted this message.',
      }),
    );
    const f = setup(send);
    await fillValid(f);
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already submitted this message.',
    );
    expect(f.fullName).toHaveValue('Mary Byrne');
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the server message, or the generic one, when sending fails', async () => {
    const send = vi.fn(() =>
      Promise.resolve<ContactSendResult>({
        ok: false,
        duplicate: false,
        message: 'Something went wrong. Please try again.',
      }),
    );
    const f = setup(send);
    await fillValid(f);
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expectNoToast();
  });
});

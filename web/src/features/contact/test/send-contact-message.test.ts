import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../api/send-contact-message';

const values = {
  fullName: 'Mary Byrne',
  email: 'mary@shop.ie',
  phoneNumber: '+353871234567',
  message: 'Hello',
};

function answer(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

const ok = { data: { sendContactMessage: { success: true, message: 'Sent.', userErrors: [] } } };

describe('sendContactMessage', () => {
  it('sends a GraphQL multipart request with the preflight header when a file is attached', async () => {
    const fetchImpl = answer(ok);
    const file = new File(['pdf'], 'quote.pdf', { type: 'application/pdf' });
    expect(await sendContactMessage(values, file, fetchImpl)).toEqual({
      ok: true,
      message: 'Sent.',
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.headers).toEqual({ 'Apollo-Require-Preflight': 'true' });
    const form = init?.body as FormData;
    const operations = JSON.parse(form.get('operations') as string) as {
      query: string;
      variables: unknown;
    };
    expect(operations.query).toContain('sendContactMessage(input: $input, file: $file)');
    expect(operations.variables).toEqual({ input: values, file: null });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('quote.pdf');
  });

  it('sends JSON without a file', async () => {
    const fetchImpl = answer(ok);
    await sendContactMessage(values, null, fetchImpl);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: { input: values } });
  });

  it('maps the DUPLICATE userError to the spec message', async () => {
    const fetchImpl = answer({
      data: {
        sendContactMessage: {
          success: false,
          message: null,
          userErrors: [{ field: null, message: 'x', code: 'DUPLICATE' }],
        },
      },
    });
    expect(await sendContactMessage(values, null, fetchImpl)).toEqual({
      ok: false,
      duplicate: true,
      message: 'You have already submitted this message.',
    });
  });

  it('passes other server messages through and falls back to the generic message', async () => {
    const invalid = answer({
      data: {
        sendContactMessage: {
          success: false,
          message: null,
          userErrors: [{ field: 'email', message: 'Invalid email format', code: 'INVALID' }],
        },
      },
    });
    expect(await sendContactMessage(values, null, invalid)).toMatchObject({
      ok: false,
      message: 'Invalid email format',
    });
    const graphqlError = answer({ errors: [{ message: 'Too many requests.' }] }, 400);
    expect(await sendContactMessage(values, null, graphqlError)).toMatchObject({
      message: 'Too many requests.',
    });
    const down = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendContactMessage(values, null, down)).toMatchObject({
      message: 'Something went wrong. Please try again.',
    });
  });
});

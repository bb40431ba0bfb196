/**
 * The visitor forms end to end over real HTTP (architecture practice 5): GraphQL multipart
 * requests with the Apollo-Require-Preflight header to the bff, which streams the file to a real
 * api (PGlite, temporary DATA_DIR) on an ephemeral port (spec §7 contact-us and request-call, §8).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type Stack } from './helpers/real-stack.js';

const SEND = `mutation Send($input: ContactMessageInput!, $file: Upload) {
  sendContactMessage(input: $input, file: $file) {
    success
    message
    userErrors { field message code }
  }
}`;

const CALLBACK = `mutation Callback($input: CallbackRequestInput!) {
  requestCallback(input: $input) {
    success
    message
    userErrors { field message code }
  }
}`;

interface Payload {
  success: boolean;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

interface Answer {
  status: number;
  body: {
    data?: { sendContactMessage?: Payload; requestCallback?: Payload } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const contact = {
  fullName: 'Mary Byrne',
  email: 'mary@shop.ie',
  phoneNumber: '+353871234567',
  message: 'Please send the trade price list.',
};

/** Posts a GraphQL multipart request (operations, map, files) to the bff. */
async function sendMultipart(
  stack: Stack,
  input: Record<string, string>,
  files: { name: string; content: string | Uint8Array; type?: string }[],
  headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true' },
): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SEND, variables: { input, file: null } }));
  const map: Record<string, string[]> = {};
  files.forEach((_f, i) => (map[String(i)] = ['variables.file']));
  form.append('map', JSON.stringify(map));
  files.forEach((f, i) =>
    form.append(
      String(i),
      new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)], {
        type: f.type ?? 'text/plain',
      }),
      f.name,
    ),
  );
  const res = await fetch(`${stack.bffUrl}/graphql`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function sendJson(stack: Stack, query: string, variables: unknown): Promise<Answer> {
  const res = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

function uploads(stack: Stack): string[] {
  const dir = path.join(stack.dataDir, 'uploads', 'contact');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('sendContactMessage over HTTP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(() => stack?.close());

  it('streams the file to the api, which stores it and e-mails the shop', async () => {
    const { status, body } = await sendMultipart(stack, contact, [
      { name: 'price-request.pdf', content: '%PDF-1.4 body 123', type: 'application/pdf' },
    ]);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.sendContactMessage).toEqual({
      success: true,
      message: 'Your message has been sent. We will be in touch shortly.',
      userErrors: [],
    });
    const stored = uploads(stack);
    expect(stored).toHaveLength(1);
    expect(readFileSync(path.join(stack.dataDir, 'uploads', 'contact', stored[0]!), 'utf8')).toBe(
      '%PDF-1.4 body 123',
    );
    const outbox = path.join(stack.dataDir, 'mail');
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.some((m) => m.includes('price-request.pdf') && m.includes('Mary Byrne'))).toBe(
      true,
    );
  });

  it('answers a repeated message with the DUPLICATE userError', async () => {
    const { body } = await sendMultipart(
      stack,
      { ...contact, message: '  PLEASE send the trade price list. ' },
      [],
    );
    expect(body.data?.sendContactMessage).toEqual({
      success: false,
      message: 'You have already submitted this message.',
      userErrors: [
        { field: null, message: 'You have already submitted this message.', code: 'DUPLICATE' },
      ],
    });
  });

  it('is refused without the Apollo-Require-Preflight header and stores nothing', async () => {
    const before = uploads(stack).length;
    const { status, body } = await sendMultipart(
      stack,
      { ...contact, message: 'No preflight header' },
      [{ name: 'x.txt', content: 'x' }],
      {},
    );
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(JSON.stringify(body)).toMatch(/Cross-Site Request Forgery/i);
    expect(uploads(stack).length).toBe(before);
  });

  it('turns the api field errors into userErrors', async () => {
    const { body } = await sendMultipart(
      stack,
      { fullName: 'M4ry', email: 'mary@shop', phoneNumber: ' ', message: 'x'.repeat(251) },
      [],
    );
    expect(body.data?.sendContactMessage?.success).toBe(false);
    expect(body.data?.sendContactMessage?.userErrors).toEqual([
      {
        field: 'fullName',
        message: 'Full name must contain only letters and spaces',
        code: 'INVALID',
      },
      { field: 'email', message: 'Invalid email format', code: 'INVALID' },
      { field: 'phoneNumber', message: 'This field is required.', code: 'INVALID' },
      { field: 'message', message: 'Message must be at most 250 characters', code: 'INVALID' },
    ]);
  });

  it('accepts one file per request', async () => {
    const before = uploads(stack).length;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: SEND,
        variables: { input: { ...contact, message: 'two files' }, file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }));
    form.append('0', new Blob(['a']), 'a.txt');
    form.append('1', new Blob(['b']), 'b.txt');
    const res = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'Apollo-Require-Preflight': 'true' },
    });
    expect(res.status).toBe(413);
    expect(uploads(stack).length).toBe(before);
  });

  it('refuses a file over 10 MB with a FILE_TOO_LARGE userError and stores nothing', async () => {
    const before = uploads(stack).length;
    const { body } = await sendMultipart(stack, { ...contact, message: 'big file' }, [
      {
        name: 'big.bin',
        content: new Uint8Array(10 * 1024 * 1024 + 1),
        type: 'application/octet-stream',
      },
    ]);
    expect(body.data?.sendContactMessage?.success).toBe(false);
    expect(body.data?.sendContactMessage?.userErrors[0]).toMatchObject({
      field: 'file',
      code: 'FILE_TOO_LARGE',
    });
    // The api drops its partial file once it sees the aborted request.
    await vi.waitFor(() => expect(uploads(stack).length).toBe(before), { timeout: 5000 });
    const repeat = await sendJson(stack, SEND, { input: { ...contact, message: 'big file' } });
    expect(repeat.body.data?.sendContactMessage?.success).toBe(true);
  }, 30_000);

  it('sends a message without a file as plain JSON too', async () => {
    const { body } = await sendJson(stack, SEND, {
      input: { ...contact, message: 'No file this time' },
    });
    expect(body.data?.sendContactMessage?.success).toBe(true);
  });
});

describe('requestCallback over HTTP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(() => stack?.close());

  it("maps the api's 201 to success with data.message", async () => {
    const { body } = await sendJson(stack, CALLBACK, {
      input: { name: 'John', companyName: 'Kelly Beds', phoneNumber: '0871234567', message: 'Hi' },
    });
    expect(body.data?.requestCallback).toEqual({
      success: true,
      message: 'Thank you! We will call you back shortly.',
      userErrors: [],
    });
  });

  it('returns the field errors as userErrors', async () => {
    const { body } = await sendJson(stack, CALLBACK, {
      input: { name: ' ', companyName: 'Kelly Beds', phoneNumber: '-0871234567', message: 'Hi' },
    });
    expect(body.data?.requestCallback?.success).toBe(false);
    expect(body.data?.requestCallback?.userErrors).toEqual([
      { field: 'name', message: 'This field is required', code: 'INVALID' },
      { field: 'phoneNumber', message: 'Phone number must contain digits only', code: 'INVALID' },
    ]);
  });
});

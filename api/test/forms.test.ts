/**
 * Integration tests of the visitor forms (spec §5 rules, §7 contact-us and request-call, §8
 * messages) on an in-memory PGlite database, with the mail outbox and uploads in a temporary
 * DATA_DIR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, contactMessages } from '../src/db/schema/forms.js';
import { contactDedupeKey, DEFAULT_SHOP_EMAIL } from '../src/forms/service.js';
import { sanitizeFileName } from '../src/files/service.js';
import { buildFormsApp, formOf, postContact as postForm, type FormsTestApp } from './forms-app.js';

interface Body {
  success: boolean;
  message: string;
  errors?: { field: string; message: string }[];
  data?: { id: number; message: string };
}

const valid = {
  fullName: 'Mary Byrne',
  email: 'mary@shop.ie',
  phoneNumber: '+353871234567',
  message: 'Do you stock the Aria bed in king size?',
};

/** POSTs a contact form; the body typed as the form routes answer. */
const postContact = (app: FastifyInstance, form: FormData) => postForm<Body>(app, form);

async function postCallback(app: FastifyInstance, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/request-call',
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

function uploads(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'contact');
  return existsSync(dir) ? readdirSync(dir) : [];
}

function mails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

describe('POST /api/user/contact-us', () => {
  let t: FormsTestApp;
  beforeAll(async () => {
    t = await buildFormsApp();
  }, 120_000);
  afterAll(() => t.close());

  it('stores a message, answers 201 with message success and e-mails the shop', async () => {
    const { status, body } = await postContact(t.app, formOf(valid));
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('success');
    const rows = await t.db.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data!.id));
    expect(rows[0]).toMatchObject({ ...valid, fileId: null, fileName: null });
    const mail = mails(t.dataDir).find((m) => m.includes(valid.message));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${DEFAULT_SHOP_EMAIL}`);
    expect(mail).toContain('Mary Byrne');
  });

  it('mails the shop HTML with a text part and the uploaded file attached (issue 26)', async () => {
    const pdf = '%PDF-1.4\nShowroom plan: three beds by the window\n';
    const { status } = await postContact(
      t.app,
      formOf({ ...valid, message: 'Our showroom plan is attached.' }, [
        { name: 'showroom plan.pdf', content: pdf },
      ]),
    );
    expect(status).toBe(201);
    const raw = mails(t.dataDir).find(
      (m) => m.includes('Subject: Contact message from Mary Byrne') && m.includes('showroom'),
    );
    expect(raw).toBeDefined();
    const parsed = await simpleParser(raw!);
    expect(parsed.text).toContain('Message:');
    expect(parsed.text).toContain('Our showroom plan is attached.');
    expect(parsed.text).toContain('E-mail: mary@shop.ie');
    expect(parsed.html).toContain('Our showroom plan is attached.');
    expect(parsed.html).toContain('Contact message from Mary Byrne');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({
      filename: 'showroom plan.pdf',
      contentType: 'application/pdf',
    });
    expect(parsed.attachments[0]!.content.toString('utf8')).toBe(pdf);
  });

  it('mails the shop a callback request as HTML with a text part (issue 26)', async () => {
    const { status } = await postCallback(t.app, {
      name: 'Tom Ryan',
      companyName: 'Ryan & Sons <Beds>',
      phoneNumber: '353871234567',
      message: 'Call me after 3',
    });
    expect(status).toBe(201);
    const raw = mails(t.dataDir).find((m) => m.includes('Subject: Callback request from Tom Ryan'));
    const parsed = await simpleParser(raw!);
    expect(parsed.text).toContain('Company: Ryan & Sons <Beds>');
    expect(parsed.html).toContain('Ryan &amp; Sons &lt;Beds&gt;');
    expect(parsed.attachments).toHaveLength(0);
  });

  it('keeps the file under DATA_DIR/uploads/contact/<random id>, the sanitised name only in the row', async () => {
    const before = uploads(t.dataDir);
    const form = formOf({ ...valid, message: 'Quote attached.' }, [
      { name: '../../etc/pa|ss*wd.pdf', content: '%PDF-1.4 x' },
    ]);
    const { status, body } = await postContact(t.app, form);
    expect(status).toBe(201);
    const [row] = await t.db.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data!.id));
    expect(row?.fileName).toBe('passwd.pdf');
    expect(row?.fileSize).toBe(10);
    expect(row?.fileId).toMatch(/^[0-9a-f-]{36}$/);
    const added = uploads(t.dataDir).filter((f) => !before.includes(f));
    expect(added).toEqual([row?.fileId]);
    const stored = path.join(t.dataDir, 'uploads', 'contact', row!.fileId!);
    expect(readFileSync(stored, 'utf8')).toBe('%PDF-1.4 x');
    expect(existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
  });

  it('answers 409 with the spec message for a repeat (case and spacing ignored), storing nothing', async () => {
    const first = await postContact(t.app, formOf({ ...valid, message: 'Repeat me please' }));
    expect(first.status).toBe(201);
    const count = (await t.db.db.select().from(contactMessages)).length;
    const files = uploads(t.dataDir).length;
    const repeat = await postContact(
      t.app,
      formOf({ ...valid, email: ' MARY@Shop.ie ', message: '  repeat   ME please ' }, [
        { name: 'a.pdf', content: '%PDF-1.4' },
      ]),
    );
    expect(repeat.status).toBe(409);
    expect(repeat.body).toEqual({
      success: false,
      message: 'You have already submitted this message.',
    });
    expect((await t.db.db.select().from(contactMessages)).length).toBe(count);
    expect(uploads(t.dataDir).length).toBe(files);
    const other = await postContact(
      t.app,
      formOf({ ...valid, email: 'other@shop.ie', message: 'Repeat me please' }),
    );
    expect(other.status).toBe(201);
  });

  it('requires every field: This field is required.', async () => {
    const { status, body } = await postContact(
      t.app,
      formOf({ fullName: '  ', email: '', phoneNumber: ' ' }),
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([
      { field: 'fullName', message: 'This field is required.' },
      { field: 'email', message: 'This field is required.' },
      { field: 'phoneNumber', message: 'This field is required.' },
      { field: 'message', message: 'This field is required.' },
    ]);
  });

  it.each([
    ['fullName', 'Mary 2 Byrne', 'Full name must contain only letters and spaces'],
    ['fullName', 'Mary_Byrne', 'Full name must contain only letters and spaces'],
    ['fullName', "'Brien", 'Full name must contain only letters and spaces'],
    ['email', 'mary@shop', 'Invalid email format'],
    ['email', 'mary shop@x.ie', 'Invalid email format'],
    ['phoneNumber', '+35387-1234567', 'Phone number must contain digits only'],
    ['phoneNumber', '-871234567', 'Phone number must contain digits only'],
    ['phoneNumber', '+3538712345678901', 'Phone number must contain at most 15 digits'],
    ['message', 'x'.repeat(251), 'Message must be at most 250 characters'],
  ])('refuses %s %j: %s', async (field, value, message) => {
    const { status, body } = await postContact(t.app, formOf({ ...valid, [field]: value }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual([{ field, message }]);
  });

  it.each(["O'Brien", 'Ní Bhriain', 'Mary-Kate Ó Súilleabháin', 'Seán O’Neill'])(
    'accepts the Irish name %j',
    async (fullName) => {
      const message = `Quote please, ${fullName}`;
      const { status } = await postContact(t.app, formOf({ ...valid, fullName, message }));
      expect(status).toBe(201);
    },
  );

  it('accepts a 250-character message, accented names and 15 phone digits', async () => {
    const { status } = await postContact(
      t.app,
      formOf({
        fullName: 'Seán Ó Briain',
        email: 'sean@shop.ie',
        phoneNumber: '+353 871234567890',
        message: 'y'.repeat(250),
      }),
    );
    expect(status).toBe(201);
  });

  it('removes the uploaded file when the fields are invalid', async () => {
    const files = uploads(t.dataDir).length;
    const { status } = await postContact(
      t.app,
      formOf({ ...valid, email: 'nope' }, [{ name: 'x.pdf', content: '%PDF-1.4' }]),
    );
    expect(status).toBe(400);
    expect(uploads(t.dataDir).length).toBe(files);
  });

  it('accepts one file at most (400) and keeps nothing of a refused request', async () => {
    const files = uploads(t.dataDir).length;
    const count = (await t.db.db.select().from(contactMessages)).length;
    const { status, body } = await postContact(
      t.app,
      formOf({ ...valid, message: 'two files' }, [
        { name: 'a.txt', content: 'a' },
        { name: 'b.txt', content: 'b' },
      ]),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Only one file can be attached.');
    expect(uploads(t.dataDir).length).toBe(files);
    expect((await t.db.db.select().from(contactMessages)).length).toBe(count);
  });

  it(
    'refuses a file over the size limit with 413 and a clear message',
    { timeout: 30_000 },
    async () => {
      const small = await buildFormsApp({ maxFileBytes: 1024 });
      try {
        const { status, body } = await postContact(
          small.app,
          formOf(valid, [{ name: 'big.bin', content: 'z'.repeat(5000) }]),
        );
        expect(status).toBe(413);
        expect(body.message).toBe('The file is too large (at most 1 KB).');
        expect(uploads(small.dataDir)).toEqual([]);
        expect(await small.db.db.select().from(contactMessages)).toEqual([]);
      } finally {
        await small.close();
      }
    },
  );
});

describe('POST /api/user/request-call', () => {
  let t: FormsTestApp;
  const call = {
    name: 'John Kelly',
    companyName: 'Kelly Beds Ltd',
    phoneNumber: '0871234567',
    message: 'Please call about trade prices.',
  };
  beforeAll(async () => {
    t = await buildFormsApp();
  }, 120_000);
  afterAll(() => t.close());

  it('stores the request, answers 201 with data.message and e-mails the shop', async () => {
    const { status, body } = await postCallback(t.app, call);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data?.message).toBe('Thank you! We will call you back shortly.');
    const rows = await t.db.db.select().from(callbackRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(call);
    const mail = mails(t.dataDir).find((m) => m.includes('Kelly Beds Ltd'));
    expect(mail).toContain(`To: ${DEFAULT_SHOP_EMAIL}`);
    expect(mail).toContain('0871234567');
  });

  it('trims the fields and requires each: This field is required', async () => {
    const { status, body } = await postCallback(t.app, {
      name: '   ',
      companyName: '',
      phoneNumber: ' ',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'companyName', message: 'This field is required' },
      { field: 'phoneNumber', message: 'This field is required' },
      { field: 'message', message: 'This field is required' },
    ]);
  });

  it.each([
    ['phoneNumber', '-0871234567', 'Phone number must contain digits only'],
    ['phoneNumber', '087 123 456a', 'Phone number must contain digits only'],
    ['phoneNumber', '1234567890123456', 'Phone number must contain at most 15 digits'],
    ['message', 'm'.repeat(201), 'Message must be at most 200 characters'],
  ])('refuses %s %j: %s', async (field, value, message) => {
    const { status, body } = await postCallback(t.app, { ...call, [field]: value });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field, message }]);
  });

  it('accepts a 200-character message and stores trimmed values', async () => {
    const { status } = await postCallback(t.app, {
      ...call,
      name: '  Ann  ',
      message: 'm'.repeat(200),
    });
    expect(status).toBe(201);
    const rows = await t.db.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.name, 'Ann'));
    expect(rows).toHaveLength(1);
  });

  it('answers 400, not 500, to a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/request-call',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('form rate limits', () => {
  let t: FormsTestApp;
  beforeAll(async () => {
    t = await buildFormsApp({ rateLimitPerMinute: 2 });
  }, 120_000);
  afterAll(() => t.close());

  it('answers 429 after the per-address limit on each route', { timeout: 30_000 }, async () => {
    const call = { name: 'A', companyName: 'B', phoneNumber: '1', message: 'C' };
    expect((await postCallback(t.app, call)).status).toBe(201);
    expect((await postCallback(t.app, call)).status).toBe(201);
    expect((await postCallback(t.app, call)).status).toBe(429);
    const contact = await postContact(t.app, formOf(valid));
    expect(contact.status).toBe(201);
  });
});

describe('form helpers', () => {
  it('normalises the duplicate key by case and whitespace', () => {
    expect(contactDedupeKey('A@B.ie', ' Hello   World ')).toBe(
      contactDedupeKey('a@b.ie', 'hello world'),
    );
    expect(contactDedupeKey('a@b.ie', 'hello')).not.toBe(contactDedupeKey('a@b.ie', 'hello!'));
  });

  it('sanitises file names to a safe last segment', () => {
    expect(sanitizeFileName('C:\\Users\\me\\quote (1).pdf')).toBe('quote (1).pdf');
    expect(sanitizeFileName('../../.hidden')).toBe('hidden');
    expect(sanitizeFileName('a\u0000b\r\n.doc')).toBe('ab.doc');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName(`${'n'.repeat(300)}.docx`)).toHaveLength(120);
  });
});

/**
 * Issue 13: the contact form accepted any file (.exe, .html). Only PDF, Word (.doc, .docx) and
 * images (JPEG, PNG, WebP) are accepted, content-checked (name and magic bytes agree), and a .docx
 * whose central directory claims an absurd unpacked size (a zip bomb) is refused — nothing stored.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNPACKED_MESSAGE,
  zipSizesReasonable,
} from '../src/forms/attachments.js';
import { buildFormsApp, encodeMultipart, type FormsTestApp } from './forms-app.js';

let t: FormsTestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildFormsApp();
});
afterAll(async () => t?.close());

const uploads = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'contact'));
  } catch {
    return [];
  }
};

async function send(name: string, content: Uint8Array, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('fullName', 'Mary Byrne');
  form.append('email', 'mary@shop.ie');
  form.append('phoneNumber', '+353871234567');
  form.append('message', `Attachment check ${++seq}`);
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const { headers, payload } = await encodeMultipart(form);
  const res = await t.app.inject({ method: 'POST', url: '/api/user/contact-us', headers, payload });
  return {
    status: res.statusCode,
    body: res.json<{ errors?: { field: string; message: string }[] }>(),
  };
}

/** A minimal .docx: a ZIP with [Content_Types].xml and word/document.xml. */
function docx(extra: Record<string, Uint8Array> = {}): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  return zipSync({
    '[Content_Types].xml': text(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': text('<?xml version="1.0"?><Relationships/>'),
    'word/document.xml': text('<?xml version="1.0"?><w:document/>'),
    ...extra,
  });
}

/** Sets the unpacked size of every central directory entry of `zip` to `size` (a forged bomb). */
function claimUnpackedSize(zip: Uint8Array, size: number): Uint8Array {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    if (out.readUInt32LE(i) === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return new Uint8Array(out);
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const OLE2 = new Uint8Array(512);
OLE2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('contact attachments', () => {
  it.each([
    ['plan.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])],
    ['page.html', new TextEncoder().encode('<html><script>alert(1)</script></html>')],
    ['notes.txt', new TextEncoder().encode('hello')],
    ['fake.pdf', new TextEncoder().encode('<html>not a pdf</html>')],
    ['fake.docx', new TextEncoder().encode('PK but not really a zip')],
    ['fake.png', PDF],
  ])('refuses %s with 400 and stores nothing', async (name, content) => {
    const before = uploads().length;
    const res = await send(name, content);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', message: ATTACHMENT_TYPE_MESSAGE }]);
    expect(uploads().length).toBe(before);
  });

  it('accepts PDF, .doc, .docx, JPEG, PNG and WebP', async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#884422' } });
    const files: [string, Uint8Array][] = [
      ['quote.pdf', PDF],
      ['spec.doc', OLE2],
      ['spec.docx', docx()],
      ['photo.jpg', await image.clone().jpeg().toBuffer()],
      ['photo.png', await image.clone().png().toBuffer()],
      ['photo.webp', await image.clone().webp().toBuffer()],
    ];
    for (const [name, content] of files) {
      expect((await send(name, content)).status, name).toBe(201);
    }
  });

  it('refuses a .docx whose central directory claims an absurd unpacked size (zip bomb)', async () => {
    const bomb = claimUnpackedSize(docx(), 0xfffffff0);
    expect(zipSizesReasonable(bomb)).toBe(false);
    const before = uploads().length;
    const res = await send('bomb.docx', bomb);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', message: ATTACHMENT_UNPACKED_MESSAGE }]);
    expect(uploads().length).toBe(before);
  });

  it('refuses a .docx with a real 30 MB entry compressed over 200 times without inflating it', () => {
    const zeros = zipSync(
      { 'word/media/filler.bin': new Uint8Array(30 * 1024 * 1024) },
      { level: 1 },
    );
    expect(zeros.length).toBeLessThan(512 * 1024);
    expect(zipSizesReasonable(docx({ 'word/media/filler.bin': new Uint8Array(0) }))).toBe(true);
    expect(zipSizesReasonable(zeros)).toBe(false);
  });
});

/**
 * Helpers of the order tests: extra approved customers with a session, the demo bed's ids, a real
 * PDF / DOCX / PNG in memory, and multipart bodies for app.inject.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import { fabricColors, fabrics, products } from '../src/db/schema/catalog.js';
import { createUser, type ProfileTextField } from '../src/accounts/service.js';
import { bearerFor } from './harness.js';

/** Creates an approved customer with `creditCents` and returns its id, e-mail and a bearer token. */
export async function customer(
  db: Db,
  secret: Uint8Array,
  creditCents: number,
): Promise<{ id: number; email: string; token: string }> {
  const email = `buyer-${randomBytes(5).toString('hex')}@example.ie`;
  const profile = Object.fromEntries([
    ['full_name', 'Test Buyer'],
    ['email', email],
    ['invoice_email', email],
    ['phone_number', '+353871234567'],
    ['country', 'Ireland'],
    ['office_address', '1 Main Street'],
    ['office_city', 'Cork'],
    ['office_eir_code', 'T12 AB34'],
    ['delivery_address', '1 Main Street'],
    ['delivery_city', 'Cork'],
    ['delivery_eir_code', 'T12 AB34'],
    ['company_name', 'Buyer Ltd'],
  ] as const) as Record<ProfileTextField, string>;
  const created = await createUser(db, {
    profile,
    password: 'Buyer#Pass2026',
    role: 'customer',
    status: 'approved',
    creditLimitCents: creditCents,
  });
  if (!created.ok) throw new Error('cannot create test customer');
  const token = await bearerFor(db, created.value.id, 'customer', secret);
  return { id: created.value.id, email, token };
}

/** Ids of the demo 'Cashel Grand Bed' in Plush Velvet (first colour). */
export async function cashelVelvet(db: Db) {
  const [bed] = await db.select().from(products).where(eq(products.name, 'Cashel Grand Bed'));
  const [velvet] = await db.select().from(fabrics).where(eq(fabrics.fabricName, 'Plush Velvet'));
  const [color] = await db
    .select()
    .from(fabricColors)
    .where(and(eq(fabricColors.fabricId, velvet!.id)))
    .orderBy(fabricColors.id)
    .limit(1);
  return { productId: bed!.id, fabricId: velvet!.id, fabricColorId: color!.id };
}

/** A tiny but real PDF file. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The 8-byte PNG signature plus padding: an image, not a document. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A stored (uncompressed) ZIP holding the given entries — a minimal DOCX when it has word/document.xml. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(fileName: string, content: Buffer, type = 'application/pdf') {
  const boundary = `----test${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Places a checkout of `items` for the bearer `token` with idempotency key `key`, shipped to
 * 1 Quay Street, Galway (POST /api/order/product), and returns the answer.
 */
export function placeCheckout(
  app: FastifyInstance,
  token: string,
  key: string,
  items: unknown[],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/order/product',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      idempotency_key: key,
      shipping_address: '1 Quay Street, Galway, Ireland',
      shipping: {
        firstName: 'Aoife',
        address: '1 Quay Street',
        city: 'Galway',
        country: 'Ireland',
      },
      items,
    },
  });
}

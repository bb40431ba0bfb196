/**
 * The audit log as office staff read it (issue 26 "a readable audit log"): an entry's stored
 * before/after JSON becomes a list of changed fields with labels and values in words, money in
 * euros ("Credit limit: €5,000.00 → €7,500.00"), dates in Irish English, lists joined. Pure.
 */
import { z } from 'zod';
import { euro } from '../mail/format.js';

/** One changed field of an audit entry, as staff read it (null: none, e.g. on create). */
export const auditChangeDto = z.object({
  field: z.string().describe('the field key as stored, e.g. "creditLimitCents"'),
  label: z.string().describe('the field as staff read it, e.g. "Credit limit"'),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** One changed field of an audit entry, inferred from {@link auditChangeDto}. */
export type AuditChange = z.infer<typeof auditChangeDto>;

/** Labels of the fields the admin writes record, where the key alone reads badly. */
const LABELS: Readonly<Record<string, string>> = {
  creditLimitCents: 'Credit limit',
  outstandingCents: 'Owed then',
  availableCents: 'Available credit',
  entryId: 'Ledger entry',
  paymentTermsDays: 'Payment terms (days)',
  vatNumber: 'VAT number',
  contentHtml: 'Content',
  descriptionHtml: 'Description',
  priceCents: 'Net price',
  amountCents: 'Amount',
  deliveryStatus: 'Delivery status',
  fullName: 'Name',
  readAt: 'Read',
  handledAt: 'Handled',
  creditNote: 'Credit note',
  _: 'Items',
};

/** "creditLimitCents" → "Credit limit", "office_city" → "Office city". */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const WHEN = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Dublin',
});

/** A stored value as text: cents as euros (keys ending in "Cents"), times, yes/no, lists. */
export function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && /cents$/i.test(key) && Number.isSafeInteger(value)) {
    return euro(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_TIME.test(value) ? WHEN.format(new Date(value)) : value;
  if (Array.isArray(value)) return value.map((v) => valueText(key, v) ?? '').join(', ');
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  // An object inside a list (a payment's allocations): its values in words, e.g. "€250.00 INV-…".
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => valueText(k, v))
    .filter((text): text is string => text !== null)
    .join(' ');
}

/** The fields of a stored side: an object's own keys, nested objects one level down ("a.b"). */
function fieldsOf(side: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (side === null || side === undefined) return out;
  if (typeof side !== 'object' || Array.isArray(side)) {
    out.set('_', side);
    return out;
  }
  for (const [key, value] of Object.entries(side as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) {
        out.set(`${key}.${inner}`, v);
      }
    } else out.set(key, value);
  }
  return out;
}

/**
 * The fields that differ between an entry's `before` and `after` (stored JSON values; null on
 * create or delete), in the order they were written, each labelled and shown as text.
 */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  const [b, a] = [fieldsOf(before), fieldsOf(after)];
  const changes: AuditChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const last = key.split('.').pop()!;
    const was = valueText(last, b.get(key));
    const now = valueText(last, a.get(key));
    if (was === now) continue;
    const label = key.includes('.') ? key.split('.').map(fieldLabel).join(' · ') : fieldLabel(key);
    changes.push({ field: key, label, before: was, after: now });
  }
  return changes;
}

/** "Credit limit: €5,000.00 → €7,500.00; VAT number: (none) → IE6388047V" (CSV and search). */
export function changesText(changes: AuditChange[]): string {
  return changes
    .map((c) => `${c.label}: ${c.before ?? '(none)'} → ${c.after ?? '(none)'}`)
    .join('; ');
}

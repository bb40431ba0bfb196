/**
 * Gap-free document numbers (issue 22): the next number of a series in a year is taken by updating
 * that year's row of `document_sequences` inside the issuing transaction. The row lock serialises
 * concurrent issuers and a rolled-back transaction gives its number back, so numbers run 1, 2, 3…
 * without gaps, as Irish VAT law expects of invoices.
 */
import { documentNumber, type DocumentSeries } from '@serena/domain';
import { sql } from 'drizzle-orm';
import { documentSequences } from '../db/schema/books.js';
import type { Tx } from './ledger.js';

/**
 * Takes the next number of `series` for `year` and returns it formatted ('INV-2026-000001').
 * @throws on database errors (the caller's transaction rolls back and the number is not used).
 */
export async function takeNumber(tx: Tx, series: DocumentSeries, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  return documentNumber(series, year, row!.lastNumber);
}

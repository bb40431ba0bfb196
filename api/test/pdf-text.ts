/** Text extraction of the PDF documents' tests (invoice, account statement). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Text of a PDF by Debian's pdftotext (poppler-utils, `-layout`); null when it is not installed. */
export function pdfText(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Special-instructions files of cart lines (spec §5 add to cart: "only .pdf, .doc, .docx").
 * A file is accepted only when its name AND its content agree: PDF starts with `%PDF-`, DOC is an
 * OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1), DOCX is a ZIP whose central directory lists
 * `word/document.xml`. Files live in the FileStorage area `special-quotes` under a random id; the row
 * records the owner, so only the uploader can attach it to an order line. No HTTP in here.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { specialQuoteFiles, type SpecialQuoteFileRow } from '../db/schema/orders.js';
import type { FileStorage, StoredFile } from '../files/file-storage.js';
import type { DbOrTx } from '../books/ledger.js';

/** Upload area of the FileStorage. */
export const SPECIAL_QUOTE_AREA = 'special-quotes';
/** Largest special-instructions file: 10 MB (bytes). */
export const MAX_SPECIAL_QUOTE_BYTES = 10 * 1024 * 1024;
/** The refusal message for anything that is not a real PDF or Word file. */
export const SPECIAL_QUOTE_TYPE_MESSAGE = 'Only PDF or Word files (.pdf, .doc, .docx) are allowed.';

/** Accepted kinds, named by extension. */
export type SpecialQuoteKind = 'pdf' | 'doc' | 'docx';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EOCD_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_EOCD_MIN = 22;
const ZIP_MAX_COMMENT = 0xffff;

/** Returns the kind named by the file's extension (case-insensitive), or null for any other. */
export function kindOfName(fileName: string): SpecialQuoteKind | null {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.pdf') return 'pdf';
  if (ext === '.doc') return 'doc';
  if (ext === '.docx') return 'docx';
  return null;
}

/**
 * True when `zip` (the whole file) is a ZIP archive whose central directory holds an entry named
 * `name`. Reads the End Of Central Directory record (searched backwards over the comment) and
 * walks the central directory headers; any inconsistency answers false.
 */
export function zipHasEntry(zip: Buffer, name: string): boolean {
  if (zip.length < ZIP_EOCD_MIN || !zip.subarray(0, 4).equals(ZIP_LOCAL_MAGIC)) return false;
  const lowest = Math.max(0, zip.length - ZIP_EOCD_MIN - ZIP_MAX_COMMENT);
  let eocd = -1;
  for (let i = zip.length - ZIP_EOCD_MIN; i >= lowest; i--) {
    if (zip.readUInt32LE(i) === ZIP_EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  let offset = zip.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return false;
  const wanted = Buffer.from(name, 'utf8');
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== ZIP_CENTRAL_SIGNATURE)
      return false;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const start = offset + 46;
    if (start + nameLength > zip.length) return false;
    if (zip.subarray(start, start + nameLength).equals(wanted)) return true;
    offset = start + nameLength + extraLength + commentLength;
  }
  return false;
}

/**
 * Returns true when `content` really is a file of `kind` (see the module comment).
 */
export function contentMatches(kind: SpecialQuoteKind, content: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
    case 'doc':
      return content.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC);
    case 'docx':
      return zipHasEntry(content, 'word/document.xml');
  }
}

/**
 * Reads a stored file (at most {@link MAX_SPECIAL_QUOTE_BYTES}) and returns its kind when both
 * the name and the content say PDF, DOC or DOCX; null otherwise (also when the file is missing).
 */
export async function checkSpecialQuoteFile(
  storage: FileStorage,
  file: StoredFile,
  fileName: string,
): Promise<SpecialQuoteKind | null> {
  const kind = kindOfName(fileName);
  if (!kind || file.size === 0 || file.size > MAX_SPECIAL_QUOTE_BYTES) return null;
  const content = await storage.read(file.area, file.id);
  if (!content) return null;
  return contentMatches(kind, content) ? kind : null;
}

/** Records an accepted file (id = its name on disk) for its owner and returns the row. */
export async function saveSpecialQuoteFile(
  db: Db,
  file: { id: string; userId: number; fileName: string; kind: SpecialQuoteKind; size: number },
): Promise<SpecialQuoteFileRow> {
  const [row] = await db
    .insert(specialQuoteFiles)
    .values({
      id: file.id,
      userId: file.userId,
      fileName: file.fileName,
      fileType: file.kind,
      fileSize: file.size,
    })
    .returning();
  return row!;
}

/** Returns the file when it exists AND belongs to the user; undefined otherwise. */
export async function findOwnedFile(
  db: DbOrTx,
  userId: number,
  fileId: string,
): Promise<SpecialQuoteFileRow | undefined> {
  const [row] = await db
    .select()
    .from(specialQuoteFiles)
    .where(and(eq(specialQuoteFiles.id, fileId), eq(specialQuoteFiles.userId, userId)))
    .limit(1);
  return row;
}
